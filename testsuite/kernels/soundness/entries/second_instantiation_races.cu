//xfail:NOT_ALL_VERIFIED
//--blockDim=128 --gridDim=8
//Kernel 'scatter<0>' \(2 of 2\)
//possible write-write race on out\[
//
// Every explicit instantiation of a kernel template is verified: STRIDE = 0 races.
template <int STRIDE>
__global__ void scatter(float *out, const float *in) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i * STRIDE] = in[i];
}
template __global__ void scatter<1>(float *, const float *);
template __global__ void scatter<0>(float *, const float *);
