//pass
//--local_size=64 --num_groups=4

// A variable may take the name of a struct tag or of a typedef'd type's tag: `pt` names the
// pointer in the body, `struct pt` the type.
typedef struct pt { float x; float y; } Pt;

__kernel void k(__global struct pt *p, __global Pt *q) {
  __global struct pt *pt = p + get_global_id(0);
  pt->x = 1.0f;
  __global Pt *ptq = q + get_global_id(0);
  pt->y = ptq->x;
}
