//xfail:NOT_ALL_VERIFIED
//--local_size=128 --num_groups=16
//possible write-write race on out\[

enum Mode { MODE_COPY, MODE_FIRST };

// In MODE_FIRST every work item stores its value to out[0]; nothing rules that mode out.
__kernel void select(__global const int *in, __global int *out, int mode) {
  size_t i = get_global_id(0);
  switch (mode) {
  case MODE_COPY:
    out[i] = in[i];
    break;
  case MODE_FIRST:
    out[0] = in[i];
    break;
  }
}
