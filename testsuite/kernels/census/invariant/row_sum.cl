//pass
//--local_size=128 --num_groups=32

// One work item per matrix row: sum the row and scale it. The matrix is read-only, each item
// writes its own output element.
__kernel void row_sum(__global const float *m, __global float *out, unsigned cols, float scale) {
  unsigned row = get_global_id(0);
  float acc = 0.0f;
  for (unsigned j = 0; __invariant(j <= cols), j < cols; j++) {
    acc += m[row * cols + j];
  }
  out[row] = acc * scale;
}
