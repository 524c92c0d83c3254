//pass
//--blockDim=64 --gridDim=2

// Constants and enumerators of the same name in two namespaces keep their own values when
// named qualified: a::Stride is 1 (b::Stride is 0) and a::Mode::Fast is 1.
namespace a {
const int Stride = 1;
enum class Mode { Slow, Fast };
} // namespace a
namespace b {
const int Stride = 0;
enum class Mode { Fast, Slow };
} // namespace b

__global__ void k(int *out) {
  int t = threadIdx.x;
  out[blockIdx.x * 64 + t * a::Stride * static_cast<int>(a::Mode::Fast)] = t;
}
