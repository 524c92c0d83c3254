/* kcc: CUDA library header stub; its types and functions are recognised by name. */
#ifndef KCC_CURAND_H
#define KCC_CURAND_H
#include "kcc_cuda.h"
#endif
