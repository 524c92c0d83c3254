//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=2 --check-array-bounds
//shared_one_past.cl:8:3: error: possible array out-of-bounds access on array L by work item \d+ with local id 63

// The last thread writes one element past the end of L.
__kernel void k(__global int *out) {
  __local int L[64];
  L[get_local_id(0) + 1] = get_local_id(0);
}
