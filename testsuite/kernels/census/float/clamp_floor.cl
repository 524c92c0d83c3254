//pass
//--local_size=[16,16] --num_groups=[32,32]

// Bilinear sample coordinates: clamp to the image and split into integer and fractional parts.
__kernel void sample_coords(__global const float2 *uv, __global int2 *cell, __global float2 *frac,
                            float w, float h) {
  size_t i = get_global_id(1) * get_global_size(0) + get_global_id(0);
  float2 p = uv[i];
  float x = fmin(fmax(p.x * w, 0.0f), w - 1.0f);
  float y = clamp(p.y * h, 0.0f, h - 1.0f);
  float fx = floor(x);
  float fy = floor(y);
  cell[i] = (int2)((int)fx, (int)fy);
  frac[i] = (float2)(x - fx, y - fy);
}
