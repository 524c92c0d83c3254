//pass
//--blockDim=128 --gridDim=256

// Component-wise particle update with make_float4.
__global__ void integrate(float4 *pos, const float4 *vel, float dt) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float4 p = pos[i];
  float4 v = vel[i];
  pos[i] = make_float4(p.x + v.x * dt, p.y + v.y * dt, p.z + v.z * dt, p.w);
}
