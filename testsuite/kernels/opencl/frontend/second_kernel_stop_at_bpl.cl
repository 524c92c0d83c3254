//pass
//--local_size=64 --num_groups=4 --stop-at-bpl
//holds 2 kernels; only 'a' is shown

// Both kernels pass the front end; the first is shown.
__kernel void a(__global int *p) { p[get_global_id(0)] = 1; }
__kernel void b(__global int *p) { p[get_global_id(0)] = 2; }
