#ifndef STATS_H
#define STATS_H

// Records the last value seen in slot 0 (not thread-safe).
void record_last(__global float *stats, float v) {
  stats[0] = v;
}

#endif
