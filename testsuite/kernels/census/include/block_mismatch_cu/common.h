#define BLOCK 128
