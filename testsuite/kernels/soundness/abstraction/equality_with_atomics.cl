//xfail:GPUVERIFYVCGEN_ERROR
//--local_size=64 --num_groups=2 --equality-abstraction
//GPUVerify: error: --equality-abstraction cannot be used with atomics.

__kernel void k(__global int *counter) {
  atomic_inc(counter);
}
