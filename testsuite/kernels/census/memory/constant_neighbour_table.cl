//pass
//--local_size=[8,8] --num_groups=[16,16]

__constant int2 offsets[4] = {(int2)(1, 0), (int2)(-1, 0), (int2)(0, 1), (int2)(0, -1)};

// Count the neighbours of each cell that are alive, with the neighbour offsets in a table.
__kernel void neighbours(__global const uchar *alive, __global uchar *count) {
  int x = get_global_id(0), y = get_global_id(1);
  int w = get_global_size(0), h = get_global_size(1);
  uchar c = 0;
  for (int k = 0; k < 4; k++) {
    int nx = x + offsets[k].x;
    int ny = y + offsets[k].y;
    if (nx >= 0 && ny >= 0 && nx < w && ny < h && alive[ny * w + nx])
      c++;
  }
  count[y * w + x] = c;
}
