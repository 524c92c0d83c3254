#ifndef TILE_COMMON_H
#define TILE_COMMON_H

#define TILE 16
#define IDX(row, col, width) ((row) * (width) + (col))

#endif
