//pass
//--local_size=256 --num_groups=64

#define N 256

// Hillis-Steele inclusive scan with two halves of one local buffer used alternately: each step
// reads one half and writes the other.
__kernel void scan(__global const int *in, __global int *out) {
  __local int temp[2 * N];
  unsigned t = get_local_id(0);
  unsigned pout = 0, pin = 1;
  temp[t] = in[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (unsigned off = 1;
       __invariant(pout == 0 || pout == 1), __invariant(pin == 1 - pout),
       off < N;
       off *= 2) {
    pout = 1 - pout;
    pin = 1 - pout;
    if (t >= off)
      temp[pout * N + t] = temp[pin * N + t] + temp[pin * N + t - off];
    else
      temp[pout * N + t] = temp[pin * N + t];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  out[get_global_id(0)] = temp[pout * N + t];
}
