//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//possible write-write race on pos\[0\]

// Every item that finds a match writes its own position into the single result slot.
__kernel void find_any(__global const int *data, int key, __global int *pos) {
  size_t gid = get_global_id(0);
  for (int k = 0; k < 16; k++) {
    if (data[gid * 16 + k] == key) {
      pos[0] = gid * 16 + k;
      break;
    }
  }
}
