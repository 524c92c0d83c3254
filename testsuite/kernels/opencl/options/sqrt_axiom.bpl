// Axioms written against GPUVerify's names: FSQRT32 and FLT32 model sqrt and <, and BV32_UREM
// is not used by the kernel at all.
axiom (forall x : bv32 :: !FLT32(FSQRT32(x), 0bv32));
axiom (forall x : bv32 :: BV32_ULE(BV32_UREM(x, 2bv32), 1bv32));
