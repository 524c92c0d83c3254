//xfail:NOT_ALL_VERIFIED
//--local_size=192 --num_groups=506
//possible write-write race on v\[
//
// The loop's last momentum plane is the energy plane: two work items write one element.
__kernel void update(int stage, int n, __global float *old_v, __global float *v,
                     __global float *step, __global float *flux) {
  __requires(n == 97046);
  const int i = get_global_id(0);
  if (i >= n) return;
  float f = step[i] / (float)(4 - stage);
  v[i] = old_v[i] + f * flux[i];
  v[i + 4 * n + 1] = old_v[i] + f * flux[i + 4 * n];
  for (int d = 0; d < 4; d++)
    v[i + (1 + d) * n] = old_v[i + (1 + d) * n] + f * flux[i + (1 + d) * n];
}
