//pass
//--local_size=64 --num_groups=2

// bitselect takes b's bits where c has ones and a's elsewhere, on scalars, vectors and the
// bits of floats; upsample concatenates into the type twice as wide.
__kernel void k(__global uint *out, __global float *f, __global short *s, __global long *l) {
  uint i = get_global_id(0);
  uint a = out[i];
  __assert(bitselect(a, ~a, 0xFFFF0000u) == ((a & 0xFFFFu) | (~a & 0xFFFF0000u)));
  uint2 v = bitselect((uint2)(a, 0u), (uint2)(0u, a), (uint2)(0xFFu, 0xFFu));
  __assert(v.x == (a & ~0xFFu) && v.y == (a & 0xFFu));
  float x = f[i];
  __assert(as_uint(bitselect(x, -x, as_float(0x80000000u))) == (as_uint(x) ^ 0x80000000u));
  __assert(upsample((uchar)0x12, (uchar)0x34) == (ushort)0x1234);
  __assert(upsample((char)-1, (uchar)0) == (short)-256);
  __assert(upsample(1u, 2u) == 0x100000002ul);
  out[i] = a;
}
