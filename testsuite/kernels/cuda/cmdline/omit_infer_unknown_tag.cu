//xfail:COMMAND_LINE_ERROR
//--blockDim=64 --gridDim=2 --omit-infer=loopBounds
//argument --omit-infer: invalid choice: 'loopBounds' \(no rule has this tag: accessBreak,
//
// A misspelt rule tag is refused rather than omitting nothing.

__global__ void k(int *a) {
  for (int i = 0; i < 4; i++)
    a[(blockIdx.x * 64 + threadIdx.x) * 4 + i] = i;
}
