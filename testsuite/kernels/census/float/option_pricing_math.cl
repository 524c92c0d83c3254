//pass
//--local_size=128 --num_groups=64

#define INV_SQRT_2PI 0.3989422804f

// Per-option closed-form pricing in the style of the SDK samples: libm-style builtins only.
float cnd(float d) {
  float k = 1.0f / (1.0f + 0.2316419f * fabs(d));
  float poly = k * (0.31938153f + k * (-0.356563782f + k * (1.781477937f + k * (-1.821255978f + k * 1.330274429f))));
  float c = INV_SQRT_2PI * exp(-0.5f * d * d) * poly;
  return d > 0.0f ? 1.0f - c : c;
}

__kernel void price(__global const float *S, __global const float *X, __global const float *T,
                    __global float *call, float r, float v) {
  size_t i = get_global_id(0);
  float sqrtT = sqrt(T[i]);
  float d1 = (log(S[i] / X[i]) + (r + 0.5f * v * v) * T[i]) / (v * sqrtT);
  float d2 = d1 - v * sqrtT;
  call[i] = S[i] * cnd(d1) - X[i] * exp(-r * T[i]) * cnd(d2);
}
