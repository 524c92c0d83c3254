/* kcc: force-included before every CUDA kernel. CUDA keywords, thread/block ids, barriers,
   atomics and math builtins are known to the verifier by name. */
#ifndef KCC_CUDA_H
#define KCC_CUDA_H

#include "kcc_limits.h"
#include "kcc_annotations.h"

#define __same_group (__other_int(blockIdx.x) == blockIdx.x && \
                      __other_int(blockIdx.y) == blockIdx.y && \
                      __other_int(blockIdx.z) == blockIdx.z)

/* Functions the compiler always inlines, even without optimisation (what --no-inline keeps
   inlined). */
#define __forceinline__ __attribute__((always_inline)) __inline__
#define __forceinline __attribute__((always_inline)) __inline__

#define warpSize __WARP_SIZE
#define CUDART_PI_F 3.141592654f
#define CUDART_PI 3.1415926535897931e+0
#define CUDART_INF_F (1.0f / 0.0f)

/* Texture reference/object parameters (values as in the CUDA runtime's enums). */
#define cudaTextureType1D 0x01
#define cudaTextureType2D 0x02
#define cudaTextureType3D 0x03
#define cudaTextureTypeCubemap 0x0C
#define cudaTextureType1DLayered 0xF1
#define cudaTextureType2DLayered 0xF2
#define cudaTextureTypeCubemapLayered 0xFC
#define cudaReadModeElementType 0
#define cudaReadModeNormalizedFloat 1
#define cudaFilterModePoint 0
#define cudaFilterModeLinear 1
#define cudaAddressModeWrap 0
#define cudaAddressModeClamp 1
#define cudaAddressModeMirror 2
#define cudaAddressModeBorder 3
#define cudaBoundaryModeZero 0
#define cudaBoundaryModeClamp 1
#define cudaBoundaryModeTrap 2

#endif
