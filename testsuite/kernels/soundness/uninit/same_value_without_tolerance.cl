//pass
//--local_size=64 --num_groups=2

// Every thread writes the same constant: a benign race, tolerated by default.
__kernel void k(__global int *out) {
  int x;
  x = 7;
  out[0] = x;
}
