//pass
//--local_size=64 --num_groups=1

/* Results of calls through function pointers. */
int add(int a, int b) { return a + b; }
int mul(int a, int b) { return a * b; }

__kernel void k(__global int *A, int which) {
  int (*f)(int, int) = which ? add : mul;
  int r = f(3, 4);
  __assert(r == 7 || r == 12);
  __assert(which == 0 || r == 7);
  A[get_global_id(0)] = r;
}
