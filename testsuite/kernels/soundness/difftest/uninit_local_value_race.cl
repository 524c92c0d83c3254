//xfail:NOT_ALL_VERIFIED
//--local_size=4 --num_groups=1
//possible write-write race on A\[0\]

// Found by difftest (mutation uninit-value). An uninitialised local holds whatever the item's
// register held, so items write different values to A[0]: a real write-write race, not a
// benign one.
__kernel void k(__global int *A) {
  int u;
  A[0] = u;
}
