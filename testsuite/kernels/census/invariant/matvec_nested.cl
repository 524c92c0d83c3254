//pass
//--local_size=64 --num_groups=16

// Each work item computes a block of BR rows of y = A x with two nested counted loops.
#define BR 4

__kernel void matvec_rows(__global const float *A, __global const float *x, __global float *y,
                          unsigned cols) {
  unsigned first = get_global_id(0) * BR;
  for (unsigned r = 0; __invariant(r <= BR), r < BR; r++) {
    float acc = 0.0f;
    for (unsigned c = 0; __invariant(c <= cols), c < cols; c++) {
      acc += A[(first + r) * cols + c] * x[c];
    }
    y[first + r] = acc;
  }
}
