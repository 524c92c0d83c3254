//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=2
//possible (write-read|read-write) race on written_images\[

// A read_write image updated in place: each work-item writes its pixel and reads its right
// neighbour's with no barrier between, so a neighbour's write races with the read.
__kernel void shift_left(__read_write image2d_t img) {
  int x = get_global_id(0);
  float4 v = read_imagef(img, (int2)(x + 1, 0));
  write_imagef(img, (int2)(x, 0), v);
}
