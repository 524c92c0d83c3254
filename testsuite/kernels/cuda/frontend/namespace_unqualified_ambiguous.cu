//xfail:UNSUPPORTED
//--blockDim=64 --gridDim=2
//unsupported: 'Stride' declared in more than one namespace, used unqualified

// Namespaces are not modelled: a name declared in two of them is refused when used by its
// short name (inside namespace a it would be a::Stride), never resolved to the wrong one.
namespace a {
const int Stride = 0;
__device__ int stride() { return Stride; }
} // namespace a
namespace b {
const int Stride = 1;
}

__global__ void k(int *out) { out[blockIdx.x * 64 + threadIdx.x * a::stride()] = 1; }
