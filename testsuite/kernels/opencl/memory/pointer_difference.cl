//pass
//--local_size=64 --num_groups=1

// The difference of two pointers into the same buffer is an element count.
__kernel void diff(__global float *A, __global int *out) {
  int i = get_local_id(0);
  __global float *base = A + 8;
  __global float *p = base + 2 * i;
  out[i] = (int)(p - base);
  __assert(p - base == 2 * i);
}
