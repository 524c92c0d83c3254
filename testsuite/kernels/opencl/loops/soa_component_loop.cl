//pass
//--backend=smt2 --local_size=192 --num_groups=506

// A structure-of-arrays update: each work item writes its element of the density plane, the
// energy plane and, in a loop of three, the momentum planes. Unrolled, the loop needs no
// invariant.
#define PLANES 5

__kernel void update(int stage, int n, __global float *old_v, __global float *v,
                     __global float *step, __global float *flux) {
  __requires(n == 97046);
  const int i = get_global_id(0);
  if (i >= n) return;
  float f = step[i] / (float)(4 - stage);
  v[i] = old_v[i] + f * flux[i];
  v[i + 4 * n] = old_v[i + 4 * n] + f * flux[i + 4 * n];
  for (int d = 0; d < 3; d++)
    v[i + (1 + d) * n] = old_v[i + (1 + d) * n] + f * flux[i + (1 + d) * n];
}
