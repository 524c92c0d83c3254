//xfail:NOT_ALL_VERIFIED
//--local_size=128 --num_groups=8
//barrier may be reached by non-uniform control flow

// The loop runs until the item's own value reaches zero, so items leave at different times.
__kernel void countdown(__global const unsigned *in, __global unsigned *steps) {
  unsigned x = in[get_global_id(0)];
  unsigned n = 0;
  do {
    x >>= 1;
    n++;
    barrier(CLK_LOCAL_MEM_FENCE);
  } while (x > 0);
  steps[get_global_id(0)] = n;
}
