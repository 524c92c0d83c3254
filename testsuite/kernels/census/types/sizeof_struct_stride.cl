//pass
//--local_size=64 --num_groups=64

typedef struct {
  int id;
  float w;
} Rec;

// Records read from a raw int buffer with the stride given by sizeof.
__kernel void unpack(__global const int *raw, __global int *ids) {
  size_t i = get_global_id(0);
  size_t stride = sizeof(Rec) / sizeof(int);
  ids[i] = raw[i * stride];
}
