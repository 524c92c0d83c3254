//pass
//--local_size=64 --num_groups=16

// Split the global id into (block, lane) with / and % and put it back together.
__kernel void identity(__global int *A) {
  unsigned gid = get_global_id(0);
  unsigned block = gid / 64;
  unsigned lane = gid % 64;
  A[block * 64 + lane] = gid;
}
