//pass
//--blockDim=32 --gridDim=1

/* A free operator* on int2 defined as complex multiplication: the user's definition
   applies, not a componentwise product. */
__device__ int2 operator*(int2 a, int2 b) {
  return make_int2(a.x * b.x - a.y * b.y, a.x * b.y + a.y * b.x);
}

__device__ void operator+=(int2 &a, int2 b) { a.x += b.x; a.y += b.y; }

__global__ void k(int *out) {
  int2 z = make_int2(0, 1);
  int2 w = z * z;
  __assert(w.x == -1 && w.y == 0);
  int2 s = make_int2(threadIdx.x, 0);
  s += make_int2(1, 2);
  __assert(s.x == threadIdx.x + 1 && s.y == 2);
  out[threadIdx.x] = w.x + s.y;
}
