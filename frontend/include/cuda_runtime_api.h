/* kcc: CUDA header stub; everything it would declare is built in (see kcc_cuda.h). */
#ifndef KCC_CUDA_RUNTIME_API_H
#define KCC_CUDA_RUNTIME_API_H
#include "kcc_cuda.h"
#endif
