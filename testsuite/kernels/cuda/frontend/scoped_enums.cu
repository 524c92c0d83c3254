//pass
//--blockDim=64 --gridDim=2

// Scoped enums (`enum class`, `enum struct`, with and without an underlying type) as locals,
// parameters, struct fields, template arguments and switch labels, and converted both ways
// with static_cast. Every value the kernel computes from them is what a compiler computes:
// each guarded write to out[0] below is unreachable.
enum class Op : unsigned char { Add = 1, Sub, Mul = 200 };
enum struct Dir { Left = -1, Stay, Right };
enum Color : short { Red, Green = 5, Blue };
namespace cfg {
enum class Level { Lo, Hi };
}

struct Task {
  enum class Kind : unsigned char { Small, Large };
  Op op;
  Kind kind;
  Dir d;
};

template <Task::Kind K> __device__ int width() { return K == Task::Kind::Small ? 1 : 2; }

__device__ int apply(Op op, int a, int b) {
  switch (op) {
  case Op::Add:
    return a + b;
  case Op::Sub:
    return a - b;
  case Op::Mul:
    return a * b;
  default:
    return 0;
  }
}

__device__ Dir flip(Dir d) { return static_cast<Dir>(-static_cast<int>(d)); }

__global__ void k(int *out, const int *in) {
  __shared__ int buf[64];
  int t = threadIdx.x;
  int g = blockIdx.x * blockDim.x + t;
  Task task;
  task.op = (t & 1) ? Op::Sub : Op::Add;
  task.kind = Task::Kind::Large;
  task.d = flip(Dir::Left);
  Color c = Green;
  cfg::Level l = cfg::Level::Hi;
  buf[t] = apply(task.op, in[g], static_cast<int>(c));
  __syncthreads();
  // task.d is Dir::Right: each thread reads its right neighbour's cell after the barrier.
  int x = buf[(t + static_cast<int>(task.d) + 64) % 64];
  if (l == cfg::Level::Hi)
    out[g] = x * width<Task::Kind::Small>();
  Op wrapped = static_cast<Op>(456); // 456 mod 256 == 200
  if (wrapped != Op::Mul || static_cast<int>(Op::Sub) != 2 || Blue != 6)
    out[0] = t;
  if (sizeof(Op) != 1 || sizeof(Color) != 2 || sizeof(Task) != 8)
    out[0] = t;
  if (width<Task::Kind::Large>() != 2 || static_cast<int>(Dir::Stay) != 0)
    out[0] = t;
}
