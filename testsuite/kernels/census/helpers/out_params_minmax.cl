//pass
//--local_size=64 --num_groups=256

// Results returned through pointers to private variables.
void minmax(float a, float b, float *lo, float *hi) {
  *lo = fmin(a, b);
  *hi = fmax(a, b);
}

__kernel void sort2(__global float2 *pairs) {
  size_t i = get_global_id(0);
  float2 p = pairs[i];
  float lo, hi;
  minmax(p.x, p.y, &lo, &hi);
  pairs[i] = (float2)(lo, hi);
}
