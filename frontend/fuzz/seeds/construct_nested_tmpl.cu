template<typename T> struct vec { T x; };
__global__ void k(vec<vec<int>> *p) { }
