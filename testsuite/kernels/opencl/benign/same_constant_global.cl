//pass
//--local_size=32 --num_groups=8

// Every item initialises the same header word with the same constant.
__kernel void init(__global int *buf) {
  buf[0] = 42;
  buf[get_global_id(0) + 1] = 0;
}
