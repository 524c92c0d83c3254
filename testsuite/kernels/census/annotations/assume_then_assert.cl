//pass
//--local_size=64 --num_groups=16

// An assumption about the parameter makes the later assertion provable.
__kernel void tiles(__global float *out, unsigned tiles) {
  __assume(tiles >= 1 && tiles <= 16);
  unsigned per = 64 * tiles;
  __assert(per >= 64 && per <= 1024);
  out[get_global_id(0)] = (float)per;
}
