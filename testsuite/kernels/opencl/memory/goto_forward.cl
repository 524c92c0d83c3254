//pass
//--local_size=64 --num_groups=4

// A forward goto out of a nested loop to a label later in the body.
__kernel void find(__global int *A, __global int *out, int n) {
  int i = get_global_id(0);
  int found = -1;
  for (int j = 0; j < n; j++) {
    if (A[j] == i) {
      found = j;
      goto done;
    }
  }
  found = -2;
done:
  out[i] = found;
}
