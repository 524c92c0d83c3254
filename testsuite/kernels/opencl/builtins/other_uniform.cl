//pass
//--local_size=64 --num_groups=4

// __uniform_*, __distinct_*, __all and __exclusive are built on __other_int/__other_bool.
__kernel void k(__global int *A, int n) {
  __assert(__uniform_int(n));
  __assert(__uniform_int(get_local_size(0)));
  __assert(__implies(__same_group, __uniform_int(get_group_id(0))));
  __assert(__implies(__same_group, __distinct_int(get_local_id(0))));
  __assert(__uniform_bool(n > 3));
  __assert(__implies(__same_group, !__all(get_local_id(0) == 0)));
  __assert(__exclusive(__same_group && get_local_id(0) == 7));
  A[get_global_id(0)] = n;
}
