//pass
//--blockDim=64 --gridDim=2
//
// Local C++ references name a variable, a memory cell or a struct; a const reference to a
// temporary holds a copy.

struct S { int a; int b; };
__global__ void k(int *out, S *ss) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int a = i, b = 0;
  int &r = a;
  r += 1;
  __assert(a == i + 1);
  const int &cr = b + 2;
  __assert(cr == 2);
  int &m = out[i];
  m = 7;
  S s = ss[i];
  S &sr = s;
  sr.a = 3;
  __assert(s.a == 3);
  S &g = ss[i];
  g.b = a;
  __assert(out[i] == 7);
}
