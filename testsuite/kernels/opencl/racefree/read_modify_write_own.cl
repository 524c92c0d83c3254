//pass
//--local_size=256 --num_groups=64

// Each work item reads and updates only its own element.
__kernel void relu(__global float *x) {
  size_t i = get_global_id(0);
  float v = x[i];
  x[i] = v > 0.0f ? v : 0.0f;
}
