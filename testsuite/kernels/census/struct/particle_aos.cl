//pass
//--local_size=128 --num_groups=64

typedef struct {
  float x, y, z;
  float mass;
} Particle;

// Array of structs: each work item updates its own particle.
__kernel void fall(__global Particle *p, float g, float dt) {
  size_t i = get_global_id(0);
  Particle q = p[i];
  q.z = q.z - g * q.mass * dt;
  p[i] = q;
}
