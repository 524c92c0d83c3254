/* <helper_functions.h>: a host-side library header. Kernels use none of its declarations; anything a
   kernel does use from it is reported as undeclared. */
