//xfail:UNSUPPORTED
//--blockDim=64 --gridDim=2
//unsupported: specialization of 'Stride' for 'int', the type an enum is modelled by

// An enum is modelled by its underlying integer type, so Stride<Mode> and Stride<int>
// cannot be told apart: the specialization for int (which a compiler never picks for Mode)
// is refused rather than used.
enum class Mode { A, B };
template <typename T> struct Stride {
  static const int value = 1;
};
template <> struct Stride<int> {
  static const int value = 0;
};

__global__ void k(int *out) { out[blockIdx.x * 64 + threadIdx.x * Stride<Mode>::value] = 1; }
