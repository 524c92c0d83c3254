//pass
//--local_size=128 --num_groups=32 --timeout=60

// The helper's contract says its result is a valid bucket; the caller relies on it.
unsigned bucket_of(int key, unsigned nb) {
  __requires(nb > 0);
  __ensures(__return_val_int() < nb);
  return ((unsigned)key) % nb;
}

__kernel void bucket_ids(__global const int *keys, __global unsigned *ids, unsigned nb) {
  __requires(nb > 0);
  __requires(nb <= 64);
  size_t i = get_global_id(0);
  unsigned b = bucket_of(keys[i], nb);
  __assert(b < 64);
  ids[i] = b;
}
