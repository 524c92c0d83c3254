//pass
//--local_size=64 --num_groups=2

// The bit-counting, rotating and overflow-free builtins have their exact values, so indices
// built from them are exact too: rotate(t, 30) >> 30 is t's two low bits.
__kernel void k(__global uint *out, __global const uint *in, __global int *sums) {
  uint t = get_local_id(0);
  uint g = get_group_id(0);
  out[g * 64 + ((rotate(t, 30u) >> 30) | ((t >> 2) << 2))] = t;
  uint x = in[get_global_id(0)];
  __assert(popcount(x) + popcount(~x) == 32u);
  __assert(x == 0u || clz(x) + ctz(x) + popcount(x) <= 32u);
  __assert(clz(0u) == 32u && ctz(0u) == 32u);
  __assert(clz(1u << (t & 31u)) == 31u - (t & 31u));
  __assert(rotate(rotate(x, t), 32u - t) == x);
  __assert(hadd(0x7fffffff, 0x7fffffff) == 0x7fffffff);
  __assert(rhadd(1u, 2u) == 2u && hadd(1u, 2u) == 1u);
  __assert(add_sat((uchar)250, (uchar)10) == (uchar)255);
  __assert(sub_sat((uchar)5, (uchar)10) == (uchar)0);
  __assert(add_sat((char)-100, (char)-100) == (char)-128);
  __assert(abs_diff(-5, 7) == 12u);
  sums[get_global_id(0)] = (int)popcount(t);
}
