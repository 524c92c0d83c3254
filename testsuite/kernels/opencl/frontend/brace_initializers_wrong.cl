//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=1
//this assertion might not hold

// Twin of brace_initializers.cl: `{{1}, {4}}` sets row 1, not the second element of row 0,
// and a designator sets its own element, not the first.
__constant int g[2][3] = {{1}, {4}};
__constant int t[4] = {[2] = 5, 7};

__kernel void k(__global int *out) {
  __assert(g[0][1] == 4 || t[0] == 5);
  out[get_local_id(0)] = g[1][get_local_id(0) % 3] + t[get_local_id(0) % 4];
}
