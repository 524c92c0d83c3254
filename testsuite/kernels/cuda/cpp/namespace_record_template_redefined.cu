//xfail:UNSUPPORTED
//--blockDim=64 --gridDim=4
//unsupported: record template 'Box' defined twice \(in two namespaces\)
//
// Two namespaces defining class templates of one name: their instances cannot be told
// apart, so using one is refused.
namespace a {
template <typename T> struct Box {
  T value;
};
} // namespace a
namespace b {
template <typename T> struct Box {
  int pad;
  T value;
};
} // namespace b

__global__ void k(float *out) {
  b::Box<float> x;
  x.value = 1.0f;
  out[blockIdx.x * 64 + threadIdx.x] = x.value;
}
