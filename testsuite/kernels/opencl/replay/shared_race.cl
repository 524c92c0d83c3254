//xfail:NOT_ALL_VERIFIED
//--local_size=8 --num_groups=2
//possible write-read race on L\[
//shared_race.cl:10:3: note: confirmed by execution

// Every item reads its neighbour's cell with no barrier in between: the interpreter sees
// an item read a cell another item has just written.
__kernel void shift(__local int *L, __global int *out) {
  L[get_local_id(0)] = get_global_id(0);
  out[get_global_id(0)] = L[(get_local_id(0) + 1) % 8];
}
