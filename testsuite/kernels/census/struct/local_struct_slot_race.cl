//xfail:NOT_ALL_VERIFIED
//--local_size=128 --num_groups=8
//race on acc\[

struct Acc {
  float sum;
  int count;
};

// 32 accumulator slots for 128 items: items lid and lid + 32 update the same slot.
__kernel void bucket(__global const float *in, __global float *out) {
  __local struct Acc acc[32];
  size_t lid = get_local_id(0);
  if (lid < 32) {
    acc[lid].sum = 0.0f;
    acc[lid].count = 0;
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  acc[lid % 32].sum += in[get_global_id(0)];
  acc[lid % 32].count += 1;
  barrier(CLK_LOCAL_MEM_FENCE);
  if (lid < 32)
    out[get_group_id(0) * 32 + lid] = acc[lid].sum / acc[lid].count;
}
