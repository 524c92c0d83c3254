//pass
//--blockDim=32 --gridDim=4

/* Overloads chosen by argument types, as helper_math.h needs: functions, free operators for
   several vector types, compound operators, and a user make_int4(int) beside the built-in
   four-argument one. */
__device__ int f(float x) { return 2; }
__device__ int f(int x) { return 1; }
inline __device__ int3 operator+(int3 a, int3 b) { return make_int3(a.x + b.x, a.y + b.y, a.z + b.z); }
inline __device__ int4 operator+(int4 a, int4 b) { return make_int4(a.x + b.x, a.y + b.y, a.z + b.z, a.w + b.w); }
inline __device__ int4 operator*(int4 a, int b) { return make_int4(a.x * b, a.y * b, a.z * b, a.w * b); }
inline __device__ int4 operator*(int a, int4 b) { return make_int4(a * b.x, a * b.y, a * b.z, a * b.w + 1); }
inline __device__ void operator+=(int3 &a, int3 b) { a.x += b.x; a.y += b.y; a.z += b.z; }
inline __device__ void operator+=(int4 &a, int4 b) { a.x += b.x; a.y += b.y; a.z += b.z; a.w += b.w; }
inline __device__ int4 make_int4(int s) { return make_int4(s, s, s, s); }

__global__ void k(int4 *out) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  __assert(f(1) == 1 && f(1.0f) == 2);
  int4 a = make_int4(1, 2, 3, t);
  int4 c = a + a;
  __assert(c.w == 2 * t);
  __assert((a * 2).w == 2 * t && (2 * a).w == 2 * t + 1);
  c += make_int4(1);
  __assert(c.w == 2 * t + 1);
  out[t] = c;
}
