//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//error: possible write-write race on p\[

// As variable_named_as_tag.cl, but two threads share each element.
struct pt { float x; float y; };

__kernel void k(__global struct pt *p) {
  __global struct pt *pt = p + get_global_id(0) / 2;
  pt->x = (float)get_global_id(0);
}
