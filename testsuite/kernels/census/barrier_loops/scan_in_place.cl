//xfail:NOT_ALL_VERIFIED
//--local_size=256 --num_groups=64
//possible (read-write|write-read) race on temp\[

#define N 256

// Hillis-Steele scan done in place: item t reads temp[t - off] in the same step in which
// item t - off overwrites it.
__kernel void scan(__global const int *in, __global int *out) {
  __local int temp[N];
  unsigned t = get_local_id(0);
  temp[t] = in[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (unsigned off = 1; off < N; off *= 2) {
    if (t >= off)
      temp[t] += temp[t - off];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  out[get_global_id(0)] = temp[t];
}
