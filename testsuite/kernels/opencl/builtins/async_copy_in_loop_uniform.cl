//pass
//--local_size=64 --num_groups=4

// Each iteration the group copies the next block of A: the copy's arguments depend on the
// group and the loop counter only, so every work-item of the group gives the same ones.
__kernel void k(__global float *A, __global float *B, int n) {
  __requires(n > 0 && n < 1000);
  __local float s[64];
  int t = get_local_id(0);
  int g = get_group_id(0);
  for (int i = 0; i < n; i++) {
    event_t e = async_work_group_copy(s, A + (g * n + i) * 64, 64, 0);
    wait_group_events(1, &e);
    B[(g * n + i) * 64 + t] = s[t] * 2.0f;
    barrier(CLK_LOCAL_MEM_FENCE);
  }
}
