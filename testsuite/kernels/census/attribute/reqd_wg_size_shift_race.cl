//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=16
//possible (write-read|read-write) race on buf\[

// In-place shift in local memory with no barrier between the read and the write.
__kernel __attribute__((reqd_work_group_size(64, 1, 1)))
void shift(__global float *data) {
  __local float buf[64];
  unsigned lid = get_local_id(0);
  buf[lid] = data[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  float left = lid > 0 ? buf[lid - 1] : 0.0f;
  buf[lid] = left;
  barrier(CLK_LOCAL_MEM_FENCE);
  data[get_global_id(0)] = buf[lid];
}
