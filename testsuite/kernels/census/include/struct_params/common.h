#ifndef PARAMS_H
#define PARAMS_H

typedef struct {
  float scale;
  float offset;
} Affine;

inline float affine_apply(Affine a, float x) { return a.scale * x + a.offset; }

#endif
