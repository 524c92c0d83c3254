/* kcc: C library header stub; the functions kcc knows are recognised by name. */
#ifndef KCC_LIMITS_H
#define KCC_LIMITS_H
#include "kcc_limits.h"
#endif
