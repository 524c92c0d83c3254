//pass
//--blockDim=64 --gridDim=1

// String literals hold their bytes and a terminating NUL: the index scale read from the
// string is 'e' - 'd' == 1, so every thread writes its own element.
__device__ int scale(const char *s) { return s[1] - 'd'; }
__device__ char pick(int i) { return "xy"[i & 1]; }

__global__ void k(int *out) {
  const char s[] = "hello";
  __assert(sizeof(s) == 6);
  __assert(s[5] == 0);
  __assert("abcdef"[2] == 'c');
  __assert(pick(threadIdx.x) == (threadIdx.x & 1 ? 'y' : 'x'));
  out[threadIdx.x * scale(s)] = threadIdx.x;
  out[64 + threadIdx.x * ("\x01\x02"[0])] = threadIdx.x;
}
