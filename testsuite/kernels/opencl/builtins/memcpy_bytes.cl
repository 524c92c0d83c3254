//pass
//--local_size=64 --num_groups=1

typedef struct { int a; float b; } pair;

// Copying a struct's bytes into a byte buffer: the buffer and the struct array are modelled
// per byte.
__kernel void k(__global pair *P, __global char *out) {
  unsigned lid = get_local_id(0);
  memcpy(out + 8 * lid, P + lid, sizeof(pair));
}
