//pass
//--blockDim=32 --gridDim=4

/* Constructors with member initializer lists, a member operator, and `this->`. */
struct Point {
  int x, y;
  __device__ Point(int a, int b) : x(a), y(b) {}
  __device__ Point(int x) { this->x = x; this->y = 0; }
  __device__ Point operator+(const Point &o) const { return Point(x + o.x, y + o.y); }
  __device__ Point &shift(int k) { x += k; return *this; }
};

__global__ void k(int *out) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  Point p(t, 1);
  Point q = p + Point(2, 3);
  __assert(q.x == t + 2 && q.y == 4);
  Point r(5);
  __assert(r.x == 5 && r.y == 0);
  r.shift(t);
  __assert(r.x == t + 5);
  out[q.x - 2] = q.y + r.y;
}
