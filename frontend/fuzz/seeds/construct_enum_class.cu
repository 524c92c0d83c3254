enum class Color { Red, Green = 2 };
enum class E2 : unsigned int { A, B };
enum E3 : int { C, D };
__global__ void k(int *A) { A[0] = (int)Color::Red; }
