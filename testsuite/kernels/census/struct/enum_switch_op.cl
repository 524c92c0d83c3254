//pass
//--local_size=128 --num_groups=32 --timeout=60

typedef enum { OP_ADD = 0, OP_SUB = 1, OP_MUL = 2, OP_MAX = 3 } Op;

// Element-wise binary operation chosen by a uniform enum parameter.
__kernel void binop(__global const int *a, __global const int *b, __global int *c, int op) {
  size_t i = get_global_id(0);
  int r;
  switch ((Op)op) {
  case OP_ADD: r = a[i] + b[i]; break;
  case OP_SUB: r = a[i] - b[i]; break;
  case OP_MUL: r = a[i] * b[i]; break;
  default: r = a[i] > b[i] ? a[i] : b[i]; break;
  }
  c[i] = r;
}
