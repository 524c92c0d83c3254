//xfail:UNSUPPORTED
//--blockDim=64 --gridDim=4
//unsupported: struct 'Cell' defined again with different members
//
// Namespaces are not modelled and kcc keeps one record per name: two namespaces defining
// structs of one name with different members are refused, never merged into one layout.
namespace a {
struct Cell {
  int index;
};
} // namespace a
namespace b {
struct Cell {
  float weight;
  int index;
};
} // namespace b

__global__ void k(int *out, b::Cell c) { out[blockIdx.x * 64 + threadIdx.x] = c.index; }
