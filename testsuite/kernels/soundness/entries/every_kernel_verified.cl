//pass
//--local_size=64 --num_groups=4
//Kernel 'scale' \(1 of 2\)[\s\S]*Kernel 'shift' \(2 of 2\)
//
// Two race-free kernels in one file: both are verified.
__kernel void scale(__global float *a, float s) { a[get_global_id(0)] *= s; }
__kernel void shift(__global float *a, __global float *b) {
  b[get_global_id(0)] = a[get_global_id(0)] + 1.0f;
}
