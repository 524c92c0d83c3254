//pass
//--blockDim=64 --gridDim=8

// A typedef of a record template instance names its constants and static member functions;
// a reference-to-array parameter is filled through the reference.
template <int THREADS, int ITEMS> struct TileLoad {
  static const int TILE = THREADS * ITEMS;
  enum { PER_THREAD = ITEMS };
  __device__ static void load(const float *in, float (&items)[ITEMS]) {
    for (int i = 0; i < PER_THREAD; i++)
      items[i] = in[threadIdx.x * ITEMS + i];
  }
};

__global__ void k(const float *in, float *out) {
  typedef TileLoad<64, 4> Loader;
  __assert(Loader::TILE == 256);
  float items[4];
  Loader::load(in + blockIdx.x * Loader::TILE, items);
  float s = 0;
  for (int i = 0; i < Loader::PER_THREAD; i++)
    s += items[i];
  out[blockIdx.x * 64 + threadIdx.x] = s;
}
