//pass
//--local_size=128 --num_groups=32 --timeout=60

// Element-wise integer product.
__kernel void mul(__global const int *a, __global const int *b, __global int *c) {
  size_t i = get_global_id(0);
  c[i] = a[i] * b[i];
}
