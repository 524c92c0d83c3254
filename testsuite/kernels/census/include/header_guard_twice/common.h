#ifndef SCALE_COMMON_H
#define SCALE_COMMON_H

#define GAIN 2.0f

float apply_gain(float x) { return GAIN * x; }

#endif
