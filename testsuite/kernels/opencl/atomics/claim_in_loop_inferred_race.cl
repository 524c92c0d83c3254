//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//possible write-write race on queue\[
//
// The twin of claim_in_loop_inferred.cl that also clears the slot after its own, which
// another work-item may have claimed.

__kernel void enqueue(__global int *queue, __global unsigned *tail, __global const int *items,
                      int n) {
  for (int e = get_global_id(0); e < n; e += get_global_size(0)) {
    unsigned slot = atomic_inc(tail);
    queue[slot] = items[e];
    queue[slot + 1] = 0;
  }
}
