__kernel __attribute__((reqd_work_group_size(64, 1, 1))) void k(__global int *A) { }
kernel __attribute__((vec_type_hint(float4))) __attribute__((work_group_size_hint(1,1,1))) void k2(global int *A) { }
__attribute__((reqd_work_group_size(64, 1, 1))) __kernel void k3(__global int *A) { }
