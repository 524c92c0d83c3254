//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=8
//possible write-write race on out\[

// Twin of typedef_instance_members.cu: the output is indexed by the tile size of a
// different instance (32 per block where 64 threads write), so neighbouring blocks overlap.
template <int THREADS, int ITEMS> struct TileLoad {
  static const int TILE = THREADS * ITEMS;
  __device__ static void load(const float *in, float (&items)[ITEMS]) {
    for (int i = 0; i < ITEMS; i++)
      items[i] = in[threadIdx.x * ITEMS + i];
  }
};

__global__ void k(const float *in, float *out) {
  typedef TileLoad<64, 4> Loader;
  typedef TileLoad<16, 2> Small;
  float items[4];
  Loader::load(in + blockIdx.x * Loader::TILE, items);
  out[blockIdx.x * Small::TILE + threadIdx.x] = items[0] + items[3];
}
