//pass
//--local_size=64 --num_groups=128

#define SEG 32

// A macro whose body is a whole loop (with backslash continuations).
#define ACCUMULATE(acc, arr, start, cnt)      \
  for (unsigned _k = 0; _k < (cnt); _k++) {   \
    acc += arr[(start) + _k];                 \
  }

__kernel void segment_sums(__global const int *data, __global int *sums) {
  unsigned gid = get_global_id(0);
  int acc = 0;
  ACCUMULATE(acc, data, gid * SEG, SEG)
  sums[gid] = acc;
}
