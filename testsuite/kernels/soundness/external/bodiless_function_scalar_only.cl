//pass
//--local_size=64 --num_groups=2

int lookup(int x);

__kernel void k(__global int *A) {
  A[get_global_id(0)] = lookup(get_global_id(0));
}
