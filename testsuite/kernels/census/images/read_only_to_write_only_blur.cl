//pass
//--local_size=16,16 --num_groups=4,4

// A blur from a read-only image into a write-only one: the neighbours' pixels are read from
// an image no work-item writes.
__kernel void blur(__read_only image2d_t src, __write_only image2d_t dst, sampler_t s) {
  int x = get_global_id(0), y = get_global_id(1);
  float4 sum = read_imagef(src, s, (int2)(x - 1, y)) + read_imagef(src, s, (int2)(x + 1, y))
             + read_imagef(src, s, (int2)(x, y - 1)) + read_imagef(src, s, (int2)(x, y + 1));
  write_imagef(dst, (int2)(x, y), sum * 0.25f);
}
