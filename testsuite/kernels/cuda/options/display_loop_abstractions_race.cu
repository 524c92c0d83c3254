//xfail:NOT_ALL_VERIFIED
//--blockDim=128 --gridDim=2 --boogie-opt=/displayLoopAbstractions
//possible write-read race on s\[
//On entry to loop headed at .*display_loop_abstractions_race.cu:17:20:
//After 0 or more iterations of loop headed at .*display_loop_abstractions_race.cu:17:20:
//
// A race after a loop lists the loop (its head is its condition); the loop in the branch
// not taken on the way to the race is not listed.

__global__ void blur(float *out, const float *in, int flag) {
  __shared__ float s[128];
  int t = threadIdx.x;
  float acc = 0.0f;
  if (flag == 7)
    for (int j = 0; j < 3; j++)
      acc -= 1.0f;
  for (int k = -2; k <= 2; k++)
    acc += in[blockIdx.x * blockDim.x + t + k + 2];
  s[t] = acc;
  if (t > 0)
    out[blockIdx.x * blockDim.x + t] = s[t - 1];
}
