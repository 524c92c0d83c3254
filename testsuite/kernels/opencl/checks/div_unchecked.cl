//pass
//--local_size=64 --num_groups=2
//
// Without --check-div-by-zero a zero divisor is not an error (GPUVerify's semantics).

__kernel void k(__global int *out, int d) {
  out[get_global_id(0)] = 100 / d;
}
