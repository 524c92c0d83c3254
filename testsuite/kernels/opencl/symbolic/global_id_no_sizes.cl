//pass
//
//no launch sizes given
//
// Without launch sizes every size is symbolic; each work item writes its own element.

__kernel void k(__global int *out) {
  out[get_global_id(0)] = get_local_id(0);
}
