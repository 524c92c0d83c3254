__global__ void k(int *A) { unsigned int lane; asm volatile("mov.u32 %0, %%laneid;" : "=r"(lane)); asm("bar.sync 0;"); __asm__ __volatile__("" ::: "memory"); A[0] = lane; }
