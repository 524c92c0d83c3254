//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=2 --cruncher-opt=/displayLoopAbstractions
//loop invariant might not be maintained by the loop
//On entry to loop headed at .*display_loop_abstractions.cl:14:24:
//After 0 or more iterations of loop headed at .*display_loop_abstractions.cl:14:24:
//On entry to loop headed at .*display_loop_abstractions.cl:18:10:
//After 0 or more iterations of loop headed at .*display_loop_abstractions.cl:18:10:
//On taking back edge to head of loop at .*display_loop_abstractions.cl:18:10:
//
// The loops an error's execution passes are listed: a tiled copy, then a loop whose invariant
// (steps <= 8) breaks on the step from 8 to 10.
__kernel void scale(__global float *data) {
  __local float tile[64];
  for (unsigned k = 0; k < 4; k++) {
    tile[get_local_id(0)] = data[k * 64 + get_local_id(0)];
  }
  unsigned steps = 0;
  while (__invariant(steps <= 8), steps < 10) {
    steps += 2;
  }
}
