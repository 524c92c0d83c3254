//pass
//--local_size=64 --num_groups=1

/* String literals: a character array initialised from a string holds its bytes and a
   terminating NUL; a literal indexed directly or passed to a helper reads the same bytes
   (see the native check). */
__constant char table[] = "kcc\x7f\xff!";

char at(__constant const char *s, int i) { return s[i]; }

__kernel void k(__global int *out) {
  int i = get_local_id(0);
  char word[] = "hello";
  char fixed[3] = "abc";
  out[i * 4] = word[i % 6] + fixed[i % 3];
  out[i * 4 + 1] = "xyz\n"[i % 5];
  out[i * 4 + 2] = table[i % 7] + at("0123456789", i % 11);
  out[i * 4 + 3] = sizeof(word) * 100 + sizeof(table);
}
