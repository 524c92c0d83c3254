/* kcc: CUDA library header stub; its types and functions are recognised by name. */
#ifndef KCC_COOPERATIVE_GROUPS_REDUCE_H
#define KCC_COOPERATIVE_GROUPS_REDUCE_H
#include <cooperative_groups.h>
#endif
