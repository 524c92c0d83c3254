//xfail:NOT_ALL_VERIFIED
//--local_size=4 --num_groups=1
//possible write-write race on A\[0\]

// Thread t writes byte t through a char pointer, and thread 0 also writes the whole int:
// the int overlaps every byte.
__kernel void bytes(__global int *A) {
  __global char *p = (__global char *)A;
  int t = get_local_id(0);
  p[t] = (char)t;
  if (t == 0)
    A[0] = 0;
}
