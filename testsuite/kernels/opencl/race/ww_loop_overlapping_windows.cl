//xfail:NOT_ALL_VERIFIED
//--local_size=32 --num_groups=4
//possible write-write race on out\[

// Each work item fills a window of 4 elements, but windows start every 2 elements.
__kernel void fill_windows(__global int *out) {
  int gid = get_global_id(0);
  for (int k = 0; k < 4; k++) {
    out[gid * 2 + k] = gid;
  }
}
