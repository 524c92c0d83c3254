//pass
//--blockDim=64 --gridDim=2

// Range-based for over arrays: by value, by reference (writing the array), over structs,
// nested, and with continue. The sums are what a compiler computes (the guarded write to
// out[0] is unreachable) and each thread then writes its own element.
struct V {
  int a;
  int b;
};

__global__ void k(int *out) {
  int t = threadIdx.x;
  int w[4] = {1, 2, 3, 4};
  int acc = 0;
  for (int x : w)
    acc += x;
  for (auto &x : w)
    x *= 2;
  for (const auto x : w) {
    if (x == 4)
      continue;
    acc += x;
  }
  V vs[2] = {{1, 2}, {3, 4}};
  for (V v : vs)
    acc += v.b;
  for (int x : w)
    for (int y : w)
      acc += (x == y);
  if (acc != 36)
    out[0] = t;
  int offs[2] = {0, 64};
  for (int o : offs)
    out[2 * blockIdx.x * 64 + o + t] = acc;
}
