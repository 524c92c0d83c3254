//xfail:CLANG_ERROR
//--local_size=4 --num_groups=1
//a string literal cannot initialize an object of type 'short'

// Only character arrays take their contents from a string literal.
__kernel void k(__global long *W) {
  short c[3] = {"ab"};
  W[get_global_id(0)] = c[0];
}
