/* kcc: C library header stub; the functions kcc knows are recognised by name. */
#ifndef KCC_STRING_H
#define KCC_STRING_H
#include "kcc_limits.h"
#endif
