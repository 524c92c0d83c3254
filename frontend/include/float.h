/* kcc: C library header stub; the functions kcc knows are recognised by name. */
#ifndef KCC_FLOAT_H
#define KCC_FLOAT_H
#include "kcc_limits.h"
#endif
