/* kcc: C library header stub; the functions kcc knows are recognised by name. */
#ifndef KCC_STDINT_H
#define KCC_STDINT_H
#include "kcc_limits.h"
#endif
