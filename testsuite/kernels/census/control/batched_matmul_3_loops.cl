//pass
//--local_size=64 --num_groups=64

#define D 4

// Every work item multiplies its own pair of 4x4 matrices: three nested loops, no sharing.
__kernel void batched(__global const float *A, __global const float *B, __global float *C) {
  size_t base = get_global_id(0) * D * D;
  for (int i = 0; __invariant(i <= D), i < D; i++)
    for (int j = 0; __invariant(j <= D), j < D; j++) {
      float acc = 0.0f;
      for (int k = 0; __invariant(k <= D), k < D; k++)
        acc += A[base + i * D + k] * B[base + k * D + j];
      C[base + i * D + j] = acc;
    }
}
