/* <helper_math.h>: vector operators and functions on CUDA vector types. kcc provides the
   componentwise operators and the common vector functions as built-ins; anything else a
   kernel uses from it is reported as undeclared. */
