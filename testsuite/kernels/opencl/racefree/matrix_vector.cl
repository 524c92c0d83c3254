//pass
//--local_size=32 --num_groups=8

// One work item per row; the loop only reads shared inputs.
__kernel void matvec(__global const float *M, __global const float *v,
                     __global float *out, int cols) {
  size_t row = get_global_id(0);
  float acc = 0.0f;
  for (int j = 0; j < cols; j++) {
    acc += M[row * cols + j] * v[j];
  }
  out[row] = acc;
}
