/* kcc: force-included before every OpenCL kernel. OpenCL keywords, work-item functions,
   barriers, atomics and math builtins are known to the verifier by name. */
#ifndef KCC_OPENCL_H
#define KCC_OPENCL_H

#include "kcc_limits.h"
#include "kcc_annotations.h"

#define CLK_LOCAL_MEM_FENCE 1
#define CLK_GLOBAL_MEM_FENCE 2
#define CLK_IMAGE_MEM_FENCE 4

#define CLK_NORMALIZED_COORDS_FALSE 0
#define CLK_NORMALIZED_COORDS_TRUE 1
#define CLK_ADDRESS_NONE 0
#define CLK_ADDRESS_CLAMP_TO_EDGE 2
#define CLK_ADDRESS_CLAMP 4
#define CLK_ADDRESS_REPEAT 6
#define CLK_ADDRESS_MIRRORED_REPEAT 8
#define CLK_FILTER_NEAREST 0x10
#define CLK_FILTER_LINEAR 0x20

#define __same_group (__other_int(get_group_id(0)) == get_group_id(0) && \
                      __other_int(get_group_id(1)) == get_group_id(1) && \
                      __other_int(get_group_id(2)) == get_group_id(2))

#endif
