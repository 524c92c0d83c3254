//pass
//--local_size=128 --num_groups=32

typedef struct __attribute__((aligned(16))) {
  float4 pos;
  float4 col;
} Vertex;

__attribute__((always_inline)) inline void tint(__global Vertex *v, float k) { v->col = v->col * k; }

// Other attributes seen in real kernels: alignment, inlining, a vector type hint.
__kernel __attribute__((vec_type_hint(float4)))
void shade(__global Vertex *verts, float k) {
  size_t i = get_global_id(0);
  tint(&verts[i], k);
}
