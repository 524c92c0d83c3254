//pass
//--local_size=64 --num_groups=4

// Find the first match in the item's own segment and record it in the item's own slot.
__kernel void find_first(__global const int *data, int key, __global int *pos) {
  size_t gid = get_global_id(0);
  pos[gid] = -1;
  for (int k = 0; k < 16; k++) {
    if (data[gid * 16 + k] == key) {
      pos[gid] = k;
      break;
    }
  }
}
