//pass
//--local_size=64 --num_groups=1

int inc(int x) {
  __requires(x < 1000);
  __ensures(__return_val_int() == x + 1);
  return x + 1;
}

bool is_small(int x) {
  __ensures(__return_val_bool() == (x < 10));
  return x < 10;
}

__kernel void k(__global int *A) {
  int lid = get_local_id(0);
  A[lid] = inc(lid);
  __assert(is_small(3));
}
