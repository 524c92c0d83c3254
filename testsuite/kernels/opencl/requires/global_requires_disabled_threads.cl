//pass
//--local_size=64 --num_groups=2

// A __global_requires is checked for threads that do not take the branch too; the argument
// they would pass still satisfies it.
void store(__global int *p, int x) {
  __global_requires(x >= 0);
  p[get_global_id(0)] = x;
}

__kernel void k(__global int *out) {
  if (get_local_id(0) < 5) {
    store(out, get_local_id(0));
  }
}
