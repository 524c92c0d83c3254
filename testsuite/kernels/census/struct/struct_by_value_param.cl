//pass
//--local_size=64 --num_groups=32

typedef struct {
  int n;
  float scale;
} Params;

// Parameters passed as a struct by value.
__kernel void scale_first(__global float *data, Params prm) {
  size_t i = get_global_id(0);
  if (i < prm.n)
    data[i] = data[i] * prm.scale;
}
