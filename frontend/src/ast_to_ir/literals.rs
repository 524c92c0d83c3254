//! String literals: each is a read-only array of `char` holding its bytes and a terminating
//! NUL, assumed on kernel entry like the contents of file-scope constant arrays.

use super::expr::Val;
use super::pointers::PtrVal;
use super::types::CType;
use super::Lowerer;
use ir::{MemSpace, Origin, Type};

/// `char`: signed, one byte.
const CHAR: CType = CType::Int {
    width: 8,
    signed: true,
};

impl<'a> Lowerer<'a> {
    /// A pointer to the first character of string literal `text` written at `span`.
    pub(crate) fn string_literal(&mut self, text: &str, span: ir::Span) -> Val {
        let array = match self.string_literals.get(&span) {
            Some(a) => *a,
            None => {
                let mut bytes = crate::parser::string_bytes(text);
                bytes.push(0);
                let n = bytes.len() as u64;
                let a = self.new_array(
                    "$string",
                    MemSpace::Constant,
                    (Type::Bv(8), 1),
                    vec![Some(n)],
                    true,
                    Origin::Source(span),
                );
                let ty = CType::Array(Box::new(CHAR), Some(n));
                self.file_init(a, &ty, &crate::parser::byte_list(bytes, span));
                self.string_literals.insert(span, a);
                a
            }
        };
        Val::Ptr(PtrVal::to(array, ir::Expr::bv(0, 32), CHAR))
    }
}
