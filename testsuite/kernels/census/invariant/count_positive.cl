//pass
//--local_size=256 --num_groups=32

#define PER_ITEM 16

// Count the positive values of each item's chunk; the count never exceeds the chunk length.
__kernel void count_positive(__global const int *in, __global unsigned *counts) {
  unsigned gid = get_global_id(0);
  unsigned count = 0;
  for (unsigned k = 0; __invariant(k <= PER_ITEM), __invariant(count <= k), k < PER_ITEM; k++) {
    if (in[gid * PER_ITEM + k] > 0)
      count++;
  }
  __assert(count <= PER_ITEM);
  counts[gid] = count;
}
