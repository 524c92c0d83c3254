//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//possible write-write race on items\[

// Neighbouring threads write the same element's field.
typedef struct {
  char tag;
  int value;
} Item;

__kernel void fill(__global Item *items) {
  int i = get_global_id(0);
  items[i / 2].value = i;
}
