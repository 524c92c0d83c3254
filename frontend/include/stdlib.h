/* kcc: C library header stub; the functions kcc knows are recognised by name. */
#ifndef KCC_STDLIB_H
#define KCC_STDLIB_H
#include "kcc_limits.h"
#endif
