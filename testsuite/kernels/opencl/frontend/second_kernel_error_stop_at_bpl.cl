//xfail:FRONTEND_ERROR
//--local_size=64 --num_groups=4 --stop-at-bpl
//holds 2 kernels; only 'a' is shown
//error: use of undeclared identifier 'undeclared_thing'

// Options that stop before a verdict show the first kernel only, but every kernel of the file
// passes the front end: the error in the second one is reported.
__kernel void a(__global int *p) { p[get_global_id(0)] = 1; }
__kernel void b(__global int *p) { p[get_global_id(0)] = undeclared_thing; }
