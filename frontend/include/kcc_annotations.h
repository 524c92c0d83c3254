/* kcc: annotation helper macros shared by OpenCL and CUDA (force-included). The annotation
   primitives themselves (__assert, __invariant, __requires, __read, __other_int, ...) are
   recognised by name by the verifier and need no declaration. */
#ifndef KCC_ANNOTATIONS_H
#define KCC_ANNOTATIONS_H

#define __no_read(p) (!__read(p))
#define __no_write(p) (!__write(p))
#define __read_implies(p, e) __implies(__read(p), e)
#define __write_implies(p, e) __implies(__write(p), e)

#define __uniform_int(X) ((X) == __other_int(X))
#define __uniform_bool(X) ((X) == __other_bool(X))
#define __uniform_ptr_base(X) ((X) == __other_ptr_base(X))
#define __distinct_int(X) ((X) != __other_int(X))
#define __distinct_bool(X) ((X) != __other_bool(X))
#define __distinct_ptr_base(X) ((X) != __other_ptr_base(X))

#define __all(X) ((X) & __other_bool(X))
#define __exclusive(X) (!(__all(X)))

#define __is_pow2(x) ((((x) & ((x) - 1)) == 0))
#define __mod_pow2(x, y) (((y) - 1) & (x))

#define ptr_base_t int

/* File-scope axioms become functions named __axiom<N> returning the axiom. */
#define __kcc_concat(x, y) x##y
#define __kcc_axiom_name(x, y) __kcc_concat(x, y)
#define __kcc_axiom_def(e, n) bool __kcc_axiom_name(__axiom, n)(void) { return (e); }
#define __axiom(e) __kcc_axiom_def(e, __COUNTER__)

/* User uninterpreted functions: a bodiless declaration plus a wrapper named NAME. */
#define DECLARE_UF_BINARY(NAME, A1, A2, R) \
    R __uninterpreted_function_##NAME(A1, A2); \
    static inline __attribute__((always_inline)) R NAME(A1 x, A2 y) { return __uninterpreted_function_##NAME(x, y); }
#define DECLARE_UF_UNARY(NAME, A1, R) \
    R __uninterpreted_function_##NAME(A1); \
    static inline __attribute__((always_inline)) R NAME(A1 x) { return __uninterpreted_function_##NAME(x); }

#endif
