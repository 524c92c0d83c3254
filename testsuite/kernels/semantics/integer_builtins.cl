//pass
//--local_size=64 --num_groups=1

/* Every work-item applies OpenCL's integer built-ins to three inputs and writes the results to
   its own row of out. Verifying it is easy; its point is the native check, which compares the
   results with a real OpenCL implementation's. */
#define N 40
__kernel void k(__global const int *in, __global int *out) {
  size_t i = get_local_id(0);
  int a = in[i], b = in[i + 64], c = in[i + 128];
  uint ua = (uint)a, ub = (uint)b, uc = (uint)c;
  __global int *o = out + i * N;
  o[0] = (int)abs(a);
  o[1] = (int)abs_diff(a, b);
  o[2] = add_sat(a, b);
  o[3] = hadd(a, b);
  o[4] = rhadd(a, b);
  o[5] = clamp(a, -100, 100);
  o[6] = (int)clz(a);
  o[7] = mad_hi(a, b, c);
  o[8] = mad_sat(a, b, c);
  o[9] = max(a, b);
  o[10] = min(a, b);
  o[11] = mul_hi(a, b);
  o[12] = rotate(a, b);
  o[13] = sub_sat(a, b);
  o[14] = (int)popcount(a);
  o[15] = mad24(a & 0x7fffff, b & 0x7fffff, c);
  o[16] = mul24(a & 0x3fffff, (b & 0x3fffff) - 0x200000);
  o[17] = (int)abs_diff(ua, ub);
  o[18] = (int)add_sat(ua, ub);
  o[19] = (int)hadd(ua, ub);
  o[20] = (int)rhadd(ua, ub);
  o[21] = (int)mul_hi(ua, ub);
  o[22] = (int)rotate(ua, ub);
  o[23] = (int)sub_sat(ua, ub);
  o[24] = (int)mad_sat(ua, ub, uc);
  o[25] = (int)clamp(ua, 10u, 1000u);
  o[26] = (int)max(ua, ub);
  o[27] = (int)min(ua, ub);
  o[28] = add_sat((char)a, (char)b);
  o[29] = sub_sat((uchar)a, (uchar)b);
  o[30] = add_sat((short)a, (short)b);
  o[31] = hadd((uchar)a, (uchar)b);
  o[32] = upsample((short)a, (ushort)b);
  o[33] = (int)upsample((uchar)a, (uchar)b);
  o[34] = bitselect(a, b, c);
  o[35] = select(a, b, c);
  o[36] = (int)clz((uchar)a);
  o[37] = (int)popcount((short)a);
  o[38] = rotate((uchar)a, (uchar)b);
  o[39] = (int)abs((char)a);
}
