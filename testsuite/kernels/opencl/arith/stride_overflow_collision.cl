//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=16
//possible write-write race on A\[

// gid * 2^28 overflows 32 bits: items 0 and 16 (and many more) hit the same element.
#define STRIDE 0x10000000u
__kernel void spread(__global unsigned *A) {
  unsigned gid = get_global_id(0);
  A[gid * STRIDE] = gid;
}
