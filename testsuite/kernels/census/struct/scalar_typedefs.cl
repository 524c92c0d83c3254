//pass
//--local_size=256 --num_groups=16

typedef unsigned int u32;
typedef float real_t;
typedef __global real_t *real_ptr;

// Scalar and pointer typedefs.
__kernel void scale(real_ptr data, real_t k, u32 n) {
  u32 i = get_global_id(0);
  if (i < n)
    data[i] *= k;
}
