//pass
//--local_size=32 --num_groups=2

// OpenCL program-scope constant data keeps its initializer.
__constant int stride[1] = {64};

__kernel void k(__global int *out) {
  out[get_global_id(0) * stride[0]] = get_local_id(0);
}
