/* kcc: CUDA library header stub; its types and functions are recognised by name. */
#ifndef KCC_COOPERATIVE_GROUPS_H
#define KCC_COOPERATIVE_GROUPS_H
#include "kcc_cuda.h"
#endif
