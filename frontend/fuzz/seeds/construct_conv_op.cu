struct W { int v; __device__ operator int() const { return v; } __device__ W& operator=(const W& o) { v = o.v; return *this; } __device__ W operator+(const W &o) const { W r; r.v = v + o.v; return r; } };
__global__ void k(int *A) { }
