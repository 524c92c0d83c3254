/* kcc: C library header stub; the functions kcc knows are recognised by name. */
#ifndef KCC_STDBOOL_H
#define KCC_STDBOOL_H
#include "kcc_limits.h"
#endif
