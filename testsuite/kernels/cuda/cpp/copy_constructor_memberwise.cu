//pass
//--blockDim=64 --gridDim=2
//
// A copy constructor written out member by member does what the implicit one does: the
// copies still address the thread's own slice.

template <typename T> class Span {
  T *data_;
  int n_;

public:
  __device__ Span(T *d, int n) : data_(d), n_(n) {}
  __device__ Span(const Span &o) : data_(o.data_), n_(o.n_) {}
  __device__ void set(int i, T v) const { data_[i] = v; }
  __device__ int size() const { return n_; }
};

__global__ void slices(int *out) {
  int g = blockIdx.x * blockDim.x + threadIdx.x;
  Span<int> mine(out + 4 * g, 4);
  Span<int> copy(mine);
  Span<int> again = copy;
  again.set(0, g);
  again.set(again.size() - 1, g);
}
