/* kcc: force-included before every CUDA kernel. CUDA keywords, thread/block ids, barriers,
   atomics and math builtins are known to the verifier by name. */
#ifndef KCC_CUDA_H
#define KCC_CUDA_H

#include "kcc_limits.h"
#include "kcc_annotations.h"

#define __same_group (__other_int(blockIdx.x) == blockIdx.x && \
                      __other_int(blockIdx.y) == blockIdx.y && \
                      __other_int(blockIdx.z) == blockIdx.z)

#define warpSize __WARP_SIZE
#define CUDART_PI_F 3.141592654f
#define CUDART_PI 3.1415926535897931e+0
#define CUDART_INF_F (1.0f / 0.0f)

#endif
