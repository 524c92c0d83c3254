/* kcc: C library header stub; the functions kcc knows are recognised by name. */
#ifndef KCC_MATH_H
#define KCC_MATH_H
#include "kcc_limits.h"
#endif
