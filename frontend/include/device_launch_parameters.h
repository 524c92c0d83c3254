/* kcc: CUDA header stub; everything it would declare is built in (see kcc_cuda.h). */
#ifndef KCC_DEVICE_LAUNCH_PARAMETERS_H
#define KCC_DEVICE_LAUNCH_PARAMETERS_H
#include "kcc_cuda.h"
#endif
