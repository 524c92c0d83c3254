//pass
//--blockDim=64 --gridDim=4

// Names that are types elsewhere declare members and variables: the template parameter `T`
// names a type only inside its template, and a member or variable named like a struct hides
// it in its scope.
template <class T> struct Box { T v; };

struct Opt { float S, X, T, R; };

struct pt { float x; };

// A prototype's parameter named like the type hides it only in the prototype.
__device__ void bump(pt *pt);

__global__ void k(Opt *o, pt *p) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  o[i].S = o[i].T * o[i].X + o[i].R;
  pt *q = p + i;
  float T = q->x;
  q->x = T + 1.0f;
  bump(q);
}

__device__ void bump(pt *pt) { pt->x += 1.0f; }
