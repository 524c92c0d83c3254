/* kcc: C library header stub; the functions kcc knows are recognised by name. */
#ifndef KCC_STDIO_H
#define KCC_STDIO_H
#include "kcc_limits.h"
#endif
