/* kcc: CUDA library header stub; its types and functions are recognised by name. */
#ifndef KCC_COOPERATIVE_GROUPS_SCAN_H
#define KCC_COOPERATIVE_GROUPS_SCAN_H
#include <cooperative_groups.h>
#endif
