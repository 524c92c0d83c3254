//pass
//--local_size=64 --num_groups=16

// Grid-stride loop: work item g touches g, g + 1024, g + 2048, ... only.
__kernel void saxpy(__global const float *x, __global float *y, float a, int n) {
  for (int i = get_global_id(0); i < n; i += get_global_size(0)) {
    y[i] = a * x[i] + y[i];
  }
}
