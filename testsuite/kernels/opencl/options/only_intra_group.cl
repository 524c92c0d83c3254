//pass
//--local_size=64 --num_groups=2 --only-intra-group

// The groups race with each other on partial[], but inter-group checking is switched off.
__kernel void partials(__global const int *in, __global int *partial) {
  partial[get_local_id(0)] = in[get_global_id(0)] * 3;
}
