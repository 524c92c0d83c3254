//pass
//--local_size=64 --num_groups=2 --check-overflow
//- no signed integer overflow
//
// The twin of signed_overflow.cl: the precondition bounds the product.

__kernel void k(__global int *out, int n) {
  __requires(n >= -1000 && n < 1000);
  out[get_global_id(0)] = n * 2 - 7;
}
