//xfail:BUGLE_ERROR
//--local_size=64 --num_groups=1
//Type of __return_val function does not match return type

int inc(int x) {
  __ensures(__return_val_bool());
  return x + 1;
}

__kernel void k(__global int *A) {
  A[get_local_id(0)] = inc(1);
}
