//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=2 --no-benign-tolerance
//possible write-write race on done

// All threads store the same value: benign by default, reported with --no-benign-tolerance.
__global__ void mark(int *done) {
  *done = 1;
}
