/* kcc: OpenCL header stub; everything it would declare is built in (see kcc_opencl.h). */
#ifndef KCC_OPENCL_STUB_H
#define KCC_OPENCL_STUB_H
#include "kcc_opencl.h"
#endif
