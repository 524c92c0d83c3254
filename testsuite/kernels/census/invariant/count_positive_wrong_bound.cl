//xfail:NOT_ALL_VERIFIED
//--local_size=256 --num_groups=32
//this assertion might not hold

#define PER_ITEM 16

// Off by one: when every value of the chunk is positive the count equals PER_ITEM.
__kernel void count_positive(__global const int *in, __global unsigned *counts) {
  unsigned gid = get_global_id(0);
  unsigned count = 0;
  for (unsigned k = 0; __invariant(k <= PER_ITEM), __invariant(count <= k), k < PER_ITEM; k++) {
    if (in[gid * PER_ITEM + k] > 0)
      count++;
  }
  __assert(count < PER_ITEM);
  counts[gid] = count;
}
