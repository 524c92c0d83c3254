//pass
//--local_size=64 --num_groups=4

/* Vector literals as items of constant and private array initializers. */
__constant int2 offsets[3] = { (int2)(1, 2), (int2)(3, 4), (int2)(5) };

__kernel void k(__global int *out) {
  int4 local_table[2] = { (int4)(0, 1, 2, 3), (int4)(7) };
  __assert(offsets[1].y == 4);
  __assert(offsets[2].x == 5 && offsets[2].y == 5);
  __assert(local_table[0].w == 3 && local_table[1].z == 7);
  int gid = get_global_id(0);
  out[gid] = offsets[gid % 3].x + local_table[gid & 1].y;
}
