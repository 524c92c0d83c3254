//pass
//--local_size=64 --num_groups=4 --backend=smt2
//
// A work queue filled in a loop: each element claims a slot from a global counter and is
// written there. No invariant is written: kcc infers that every slot written so far is a
// value the counter returned, which a fresh claim never returns again. (The Boogie route
// times out here.)

__kernel void enqueue(__global int *queue, __global unsigned *tail, __global const int *items,
                      int n) {
  for (int e = get_global_id(0); e < n; e += get_global_size(0)) {
    unsigned slot = atomic_inc(tail);
    queue[slot] = items[e];
  }
}
