/* kcc: C library header stub; the functions kcc knows are recognised by name. */
#ifndef KCC_ASSERT_H
#define KCC_ASSERT_H
#include "kcc_limits.h"
#endif
