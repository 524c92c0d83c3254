//pass
//--local_size=64 --num_groups=16

// Any item that finds a negative value raises the flag; all writers store the same value.
__kernel void any_negative(__global const int *in, __global int *found) {
  if (in[get_global_id(0)] < 0)
    found[0] = 1;
}
