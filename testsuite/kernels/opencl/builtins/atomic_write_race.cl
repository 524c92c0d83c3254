//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=1
//possible (atomic-write|write-atomic) race

// An atomic and a plain write to the same cell race.
__kernel void k(__local int *L) {
  atom_add(L, 1);
  if (get_local_id(0) == 3) {
    L[0] = 0;
  }
}
