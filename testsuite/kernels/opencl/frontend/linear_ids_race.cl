//xfail:NOT_ALL_VERIFIED
//--local_size=[8,4] --num_groups=[2,3]
//possible write-write race on out\[
//
// The twin of linear_ids.cl: the local linear id repeats in every group, so indexing the
// global buffer by it makes the groups overwrite each other's results.

__kernel void k(__global int *out) {
  size_t l = get_local_linear_id();
  out[l] = (int)get_global_linear_id();
}
