//pass
//--local_size=64 --num_groups=2 --check-bank-conflicts=16
//sixteen_banks.cl:9:3: warning: possible bank conflict on array L

// A stride of 2 words is free of conflicts with 32 banks only for 16 lanes; with 16 banks,
// lanes 0 and 8 meet in bank 0.
__kernel void k(__global float *out) {
  __local float L[128];
  L[get_local_id(0) * 2] = 1.0f;
}
