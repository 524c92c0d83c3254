//pass
//--local_size=64 --num_groups=4

#pragma OPENCL EXTENSION cl_khr_global_int32_base_atomics : enable
#pragma OPENCL EXTENSION cl_khr_local_int32_base_atomics : enable

// Atomics under their OpenCL 1.0, 1.1 and 2.0 names never race with each other.
__kernel void k(__global int *G, __local unsigned *L, __global int *out) {
  int a = atom_add(G, 1);
  int b = atomic_add(G, 2);
  atomic_sub(G, 1);
  atom_inc(G);
  atomic_dec(G);
  atomic_xchg(G + 1, 5);
  atomic_cmpxchg(G + 2, 0, 1);
  atomic_min(G + 3, (int)get_local_id(0));
  atomic_max(G + 3, 7);
  atomic_and(G + 4, 1);
  atomic_or(G + 4, 2);
  atomic_xor(G + 4, 3);
  atom_xchg(L, 1u);
  atomic_inc(L);
  atomic_fetch_add_explicit(L + 1, 1u, 0);
  out[get_global_id(0)] = a + b;
}
