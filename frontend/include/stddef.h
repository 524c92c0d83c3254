/* kcc: C library header stub; the functions kcc knows are recognised by name. */
#ifndef KCC_STDDEF_H
#define KCC_STDDEF_H
#include "kcc_limits.h"
#endif
