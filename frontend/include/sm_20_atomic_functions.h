/* kcc: CUDA header stub; everything it would declare is built in (see kcc_cuda.h). */
#ifndef KCC_SM_20_ATOMIC_FUNCTIONS_H
#define KCC_SM_20_ATOMIC_FUNCTIONS_H
#include "kcc_cuda.h"
#endif
