//! GPUVerify's Boogie names for bit-vector operations and floating-point functions
//! (`BV32_ADD`, `BV32_ZEXT64`, `FADD32`, `FSQRT32`, `FP32_CONV64`, ...), declared for extra
//! Boogie input (`--boogie-file`): axioms written for GPUVerify's programs name them, and a
//! program that does not use one must still declare it for the axioms to resolve.
//!
//! Bit-vector operations are Boogie built-ins; floating-point functions are uninterpreted (as
//! kcc models floats), with the same names kcc's programs use, so that axioms about them
//! constrain kcc's program.

use std::collections::BTreeSet;

const WIDTHS: [u32; 4] = [8, 16, 32, 64];

/// Declarations of every library function not already declared in `program`.
pub fn missing_declarations(program: &str) -> String {
    let declared: BTreeSet<&str> = program
        .lines()
        .filter_map(|l| l.trim_start().strip_prefix("function "))
        .filter_map(|rest| {
            let head = rest.split('(').next()?;
            head.split_whitespace().last()
        })
        .collect();
    let mut out = String::new();
    for (name, decl) in library() {
        if !declared.contains(name.as_str()) {
            out.push_str(&decl);
            out.push('\n');
        }
    }
    out
}

/// Every library function: its name and its declaration.
fn library() -> Vec<(String, String)> {
    let mut out = Vec::new();
    let mut f = |name: String, attr: String, params: &[String], ret: String| {
        let decl = format!("function {attr}{name}({}) : {ret};", params.join(", "));
        out.push((name, decl));
    };
    for w in WIDTHS {
        let bv = format!("bv{w}");
        let two = [bv.clone(), bv.clone()];
        for (op, builtin) in [
            ("ADD", "bvadd"),
            ("SUB", "bvsub"),
            ("MUL", "bvmul"),
            ("SDIV", "bvsdiv"),
            ("UDIV", "bvudiv"),
            ("SREM", "bvsrem"),
            ("UREM", "bvurem"),
            ("SHL", "bvshl"),
            ("LSHR", "bvlshr"),
            ("ASHR", "bvashr"),
            ("AND", "bvand"),
            ("OR", "bvor"),
            ("XOR", "bvxor"),
        ] {
            let attr = format!("{{:bvbuiltin \"{builtin}\"}} ");
            f(format!("BV{w}_{op}"), attr, &two, bv.clone());
        }
        for (op, builtin) in [
            ("SLT", "bvslt"),
            ("SLE", "bvsle"),
            ("SGT", "bvsgt"),
            ("SGE", "bvsge"),
            ("ULT", "bvult"),
            ("ULE", "bvule"),
            ("UGT", "bvugt"),
            ("UGE", "bvuge"),
        ] {
            let attr = format!("{{:bvbuiltin \"{builtin}\"}} ");
            f(format!("BV{w}_{op}"), attr, &two, "bool".into());
        }
        for (op, builtin) in [("NOT", "bvnot"), ("NEG", "bvneg")] {
            let attr = format!("{{:bvbuiltin \"{builtin}\"}} ");
            f(format!("BV{w}_{op}"), attr, &[bv.clone()], bv.clone());
        }
        for to in WIDTHS.into_iter().filter(|t| *t > w) {
            let d = to - w;
            for (op, builtin) in [("ZEXT", "zero_extend"), ("SEXT", "sign_extend")] {
                let attr = format!("{{:bvbuiltin \"{builtin} {d}\"}} ");
                f(
                    format!("BV{w}_{op}{to}"),
                    attr,
                    &[bv.clone()],
                    format!("bv{to}"),
                );
            }
        }
    }
    for w in [16, 32, 64] {
        let bv = format!("bv{w}");
        let two = [bv.clone(), bv.clone()];
        for op in ["FADD", "FSUB", "FMUL", "FDIV", "FREM", "FPOW"] {
            f(format!("{op}{w}"), String::new(), &two, bv.clone());
        }
        for op in ["FLT", "FLE", "FEQ", "FUNO"] {
            f(format!("{op}{w}"), String::new(), &two, "bool".into());
        }
        for op in [
            "FSQRT", "FRSQRT", "FSIN", "FCOS", "FEXP", "FLOG", "FFLOOR", "FABS",
        ] {
            f(format!("{op}{w}"), String::new(), &[bv.clone()], bv.clone());
        }
        for to in [16, 32, 64].into_iter().filter(|t| *t != w) {
            f(
                format!("FP{w}_CONV{to}"),
                String::new(),
                &[bv.clone()],
                format!("bv{to}"),
            );
        }
        for iw in WIDTHS {
            let ib = format!("bv{iw}");
            for s in ["S", "U"] {
                f(
                    format!("FP{w}_TO_{s}I{iw}"),
                    String::new(),
                    &[bv.clone()],
                    ib.clone(),
                );
                f(
                    format!("{s}I{iw}_TO_FP{w}"),
                    String::new(),
                    &[ib.clone()],
                    bv.clone(),
                );
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn declares_only_what_is_missing() {
        let program = "function {:bvbuiltin \"bvadd\"} BV32_ADD(bv32, bv32) : bv32;\nfunction FADD32(bv32, bv32) : bv32;\n";
        let extra = missing_declarations(program);
        assert!(!extra.contains("BV32_ADD("));
        assert!(!extra.contains(" FADD32("));
        assert!(extra.contains("function {:bvbuiltin \"bvmul\"} BV32_MUL(bv32, bv32) : bv32;"));
        assert!(
            extra.contains("function {:bvbuiltin \"zero_extend 32\"} BV32_ZEXT64(bv32) : bv64;")
        );
        assert!(extra.contains("function FSQRT32(bv32) : bv32;"));
    }
}
