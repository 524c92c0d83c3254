//! The lexer hack: a pre-scan that learns typedef, struct, class and template names, and the
//! classification of identifiers as type names, template names, constructor names and the
//! markers that tell C++ declarations from expressions (`T x(a)`, `T x{a}`, base lists).

use std::collections::HashSet;

use super::Tok;

/// Do the tokens so far end with `enum` or `enum Name` (so a `:` starts an underlying type)?
pub(super) fn enum_head(toks: &[(usize, Tok, usize)]) -> bool {
    matches!(
        toks,
        [.., (_, Tok::Enum, _)] | [.., (_, Tok::Enum, _), (_, Tok::Ident(_), _)]
    )
}

/// Merge `a :: b :: c` (and a leading `::a`) into single identifiers.
pub(super) fn merge_scoped_names(toks: Vec<(usize, Tok, usize)>) -> Vec<(usize, Tok, usize)> {
    let mut out: Vec<(usize, Tok, usize)> = Vec::with_capacity(toks.len());
    let mut i = 0;
    while i < toks.len() {
        let (lo, t, hi) = toks[i].clone();
        i += 1;
        if t != Tok::ColonColon {
            out.push((lo, t, hi));
            continue;
        }
        let prev_is_name = matches!(out.last(), Some((_, Tok::Ident(_), _)));
        match (toks.get(i).map(|t| &t.1), toks.get(i + 1)) {
            // `a::b`, or a leading `::b`.
            (Some(Tok::Ident(n)), _) => {
                let (n, nhi) = (n.clone(), toks[i].2);
                i += 1;
                match out.last_mut() {
                    Some((_, Tok::Ident(p), phi)) if prev_is_name => {
                        p.push_str("::");
                        p.push_str(&n);
                        *phi = nhi;
                    }
                    // `Tr<float>::type`: the `::` is kept for the grammar.
                    Some((_, Tok::Gt | Tok::Shr, _)) => {
                        out.push((lo, Tok::ColonColon, hi));
                        out.push((toks[i - 1].0, Tok::Ident(n), nhi));
                    }
                    // A leading `::n` keeps its `::`: it names the file-scope `n`.
                    _ => out.push((lo, Tok::Ident(format!("::{n}")), nhi)),
                }
            }
            // `S::~S`: an out-of-class destructor name.
            (Some(Tok::Tilde), Some((_, Tok::Ident(n), nhi))) if prev_is_name => {
                let (n, nhi) = (n.clone(), *nhi);
                i += 2;
                if let Some((_, Tok::Ident(p), phi)) = out.last_mut() {
                    p.push_str("::~");
                    p.push_str(&n);
                    *phi = nhi;
                }
            }
            _ => out.push((lo, t, hi)),
        }
    }
    out
}

/// Merge the name of a member of a class template defined outside the class,
/// `M<T, N>::get` in `template <typename T, int N> T M<T, N>::get(int i) { ... }`, into one
/// identifier `M<T, N>::get` (the front end reads the parameters back from it). Only outside
/// function bodies, after something that ends a return type, and only when every template
/// argument is a bare name (a member of an explicit specialization, `M<float>::get`, stays
/// as written).
pub(super) fn merge_template_member_names(
    toks: Vec<(usize, Tok, usize)>,
) -> Vec<(usize, Tok, usize)> {
    let mut out: Vec<(usize, Tok, usize)> = Vec::with_capacity(toks.len());
    // Open braces: true for a namespace or `extern "C"` block, false for any other.
    let mut braces: Vec<bool> = Vec::new();
    let mut i = 0;
    while i < toks.len() {
        let (lo, t, hi) = toks[i].clone();
        match &t {
            Tok::LBrace => {
                let scope = matches!(
                    (
                        out.last().map(|p| &p.1),
                        out.len().checked_sub(2).map(|k| &out[k].1)
                    ),
                    (Some(Tok::Namespace | Tok::StrLit(_)), _)
                        | (Some(Tok::Ident(_)), Some(Tok::Namespace))
                );
                braces.push(scope);
            }
            Tok::RBrace => {
                braces.pop();
            }
            Tok::Ident(rec) if braces.iter().all(|&scope| scope) => {
                if let Some((name, end)) = template_member_name(&toks, i, rec) {
                    let after_type = matches!(
                        out.last().map(|p| &p.1),
                        Some(
                            Tok::Ident(_)
                                | Tok::Gt
                                | Tok::Star
                                | Tok::Amp
                                | Tok::Const
                                | Tok::Inline
                                | Tok::Static
                                | Tok::Device
                                | Tok::Host
                        )
                    ) || out.last().is_some_and(|p| is_type_keyword(&p.1));
                    if after_type {
                        out.push((lo, Tok::Ident(name), toks[end].2));
                        i = end + 1;
                        continue;
                    }
                }
            }
            _ => {}
        }
        out.push((lo, t, hi));
        i += 1;
    }
    out
}

/// `rec < a, b > :: m (` starting at `start` (also `:: ~m (`): the merged name and the index
/// of the member's name token.
fn template_member_name(
    toks: &[(usize, Tok, usize)],
    start: usize,
    rec: &str,
) -> Option<(String, usize)> {
    let tk = |k: usize| toks.get(k).map(|t| &t.1);
    if tk(start + 1) != Some(&Tok::Lt) {
        return None;
    }
    let mut args = Vec::new();
    let mut k = start + 2;
    loop {
        match tk(k)? {
            Tok::Ident(a) if !a.contains("::") => args.push(a.clone()),
            _ => return None,
        }
        match tk(k + 1)? {
            Tok::Comma => k += 2,
            Tok::Gt => break,
            _ => return None,
        }
    }
    k += 2;
    if tk(k) != Some(&Tok::ColonColon) {
        return None;
    }
    let (member, end) = match (tk(k + 1)?, tk(k + 2)) {
        (Tok::Ident(m), _) => (m.clone(), k + 1),
        (Tok::Tilde, Some(Tok::Ident(m))) => (format!("~{m}"), k + 2),
        _ => return None,
    };
    if member.contains("::") || tk(end + 1) != Some(&Tok::LParen) {
        return None;
    }
    Some((format!("{rec}<{}>::{member}", args.join(", ")), end))
}

/// Names learned by the pre-scan.
#[derive(Debug, Default)]
pub struct Names {
    /// Identifiers that name types.
    pub types: HashSet<String>,
    /// Identifiers that name function templates.
    pub templates: HashSet<String>,
    /// Token indices of the names declared by typedefs (always identifiers).
    pub defining: HashSet<usize>,
    /// Template type parameters with the token range where they name types.
    pub scoped: Vec<(String, usize, usize)>,
}

impl Names {
    /// Does `name` name a type at token index `idx`?
    pub fn is_type(&self, name: &str, idx: usize) -> bool {
        self.types.contains(name)
            || self
                .scoped
                .iter()
                .any(|(n, s, e)| n == name && *s <= idx && idx <= *e)
    }
}

/// Index of the last token of the item starting at `start`: its first `;` outside braces, or
/// the brace closing its body (plus a following `;`).
fn template_item_end(toks: &[(usize, Tok, usize)], start: usize) -> usize {
    let mut depth = 0i32;
    let mut k = start;
    while k < toks.len() {
        match toks[k].1 {
            Tok::LBrace => depth += 1,
            Tok::RBrace => {
                depth -= 1;
                if depth <= 0 {
                    return if toks.get(k + 1).map(|t| &t.1) == Some(&Tok::Semi) {
                        k + 1
                    } else {
                        k
                    };
                }
            }
            Tok::Semi if depth <= 0 => return k,
            _ => {}
        }
        k += 1;
    }
    toks.len()
}

fn is_type_keyword(t: &Tok) -> bool {
    matches!(
        t,
        Tok::Void
            | Tok::Char
            | Tok::Short
            | Tok::Int
            | Tok::Long
            | Tok::Float
            | Tok::Double
            | Tok::Signed
            | Tok::Unsigned
            | Tok::Bool
            | Tok::Half
            | Tok::Auto
    )
}

fn ident(t: Option<&(usize, Tok, usize)>) -> Option<&str> {
    match t {
        Some((_, Tok::Ident(s), _)) => Some(s),
        _ => None,
    }
}

fn last_component(name: &str) -> &str {
    name.rsplit("::").next().unwrap_or(name)
}

/// Learn typedef, struct/union/enum/class, template parameter, alias and function template
/// names; drop builtin/learned type names that are also declared as variables.
pub(super) fn prescan(toks: &[(usize, Tok, usize)], builtin: HashSet<String>) -> Names {
    let mut names = Names {
        types: builtin,
        ..Names::default()
    };
    let n = toks.len();
    let tk = |i: usize| toks.get(i).map(|t| &t.1);
    // typedef ranges: (start, end) token indices.
    let mut typedef_ranges: Vec<(usize, usize)> = Vec::new();
    let mut i = 0;
    while i < n {
        match &toks[i].1 {
            Tok::Typedef => {
                let start = i;
                let mut depth = 0i32;
                let mut j = i + 1;
                let mut seg_found = false;
                // Template argument lists (`typedef L<T, B> Loader;`) declare nothing.
                let mut angle = 0usize;
                while j < n {
                    match &toks[j].1 {
                        Tok::LBrace => depth += 1,
                        Tok::RBrace => depth -= 1,
                        Tok::Lt if matches!(tk(j - 1), Some(Tok::Ident(_))) => angle += 1,
                        Tok::Gt => angle = angle.saturating_sub(1),
                        Tok::Shr => angle = angle.saturating_sub(2),
                        Tok::Semi if depth <= 0 => break,
                        Tok::Comma if depth <= 0 && angle == 0 => seg_found = false,
                        Tok::Ident(name) if depth <= 0 && angle == 0 && !seg_found => {
                            let prev = tk(j - 1);
                            let after_tag = matches!(
                                prev,
                                Some(Tok::Struct | Tok::Union | Tok::Enum | Tok::Class)
                            );
                            let next = tk(j + 1);
                            let follows_ok = matches!(
                                next,
                                Some(
                                    Tok::Semi
                                        | Tok::Comma
                                        | Tok::LBrack
                                        | Tok::RParen
                                        | Tok::LParen
                                )
                            );
                            // `typedef int F(int)` vs `typedef T (*F)(...)`: a name followed by
                            // `(` is only the declarator if something precedes it.
                            if !after_tag && follows_ok && j > start + 1 {
                                names.types.insert(last_component(name).to_string());
                                names.defining.insert(j);
                                seg_found = true;
                            }
                        }
                        _ => {}
                    }
                    j += 1;
                }
                typedef_ranges.push((start, j));
                i += 1;
            }
            Tok::Struct | Tok::Union | Tok::Enum | Tok::Class => {
                if let Some(name) = ident(toks.get(i + 1)) {
                    names.types.insert(last_component(name).to_string());
                }
                i += 1;
            }
            Tok::Using => {
                if let (Some(name), Some(Tok::Assign)) = (ident(toks.get(i + 1)), tk(i + 2)) {
                    names.types.insert(name.to_string());
                }
                i += 1;
            }
            Tok::Template if tk(i + 1) == Some(&Tok::Lt) => {
                // Template parameters.
                let mut params: Vec<String> = Vec::new();
                let mut depth = 0i32;
                let mut j = i + 1;
                while j < n {
                    match &toks[j].1 {
                        Tok::Lt => depth += 1,
                        Tok::Gt => {
                            depth -= 1;
                            if depth == 0 {
                                break;
                            }
                        }
                        Tok::Shr => {
                            depth -= 2;
                            if depth <= 0 {
                                break;
                            }
                        }
                        Tok::Typename | Tok::Class => {
                            if let Some(name) = ident(toks.get(j + 1)) {
                                params.push(name.to_string());
                            }
                        }
                        Tok::Semi | Tok::LBrace => break,
                        _ => {}
                    }
                    j += 1;
                }
                // The templated entity's name.
                let mut k = j + 1;
                let mut pdepth = 0i32;
                while k < n {
                    match &toks[k].1 {
                        Tok::Struct | Tok::Class | Tok::Union if pdepth == 0 => break,
                        Tok::Lt => pdepth += 1,
                        Tok::Gt => pdepth -= 1,
                        Tok::LParen if pdepth <= 0 => {
                            if let Some(name) = ident(toks.get(k - 1)) {
                                names.templates.insert(name.to_string());
                            }
                            break;
                        }
                        Tok::Semi | Tok::LBrace | Tok::Assign => break,
                        _ => {}
                    }
                    k += 1;
                }
                // Type parameters are type names until the end of the templated item (the
                // `class T` of the parameter list declares no type outside it).
                let end = template_item_end(toks, j + 1);
                for p in params {
                    names.scoped.push((p, i, end));
                }
                i = j.max(i + 1);
            }
            _ => i += 1,
        }
    }
    names
}

/// Apply the lexer hack: identifiers become type names or template names by context, and
/// functional casts get an [`Tok::FCast`] marker. Also splits a `>>` that closes two template
/// argument lists, names constructors and destructors, and marks the `:` of constructor
/// initializer lists.
pub(super) fn classify(toks: Vec<(usize, Tok, usize)>, names: &Names) -> Vec<(usize, Tok, usize)> {
    let mut out: Vec<(usize, Tok, usize)> = Vec::with_capacity(toks.len() + 8);
    let mut pending_record = false;
    // Tag of the record whose head is being read.
    let mut record_name: Option<String> = None;
    // For each open brace: the tag of the record whose body it opens ("" if anonymous).
    let mut brace_stack: Vec<Option<String>> = Vec::new();
    let mut record_closed = false;
    // Parenthesis/bracket depth, and the depth at each open template argument list.
    let mut pdepth: i32 = 0;
    let mut targs: Vec<i32> = Vec::new();
    // Output index of each open `(`, and of the `(` matching the last `)` pushed.
    let mut parens: Vec<usize> = Vec::new();
    let mut last_closed: Option<usize> = None;
    // Output index of the last `>` that closed a template argument list.
    let mut targs_closed_at: Option<usize> = None;
    // Type names hidden by a variable, parameter or member of that name (`pt *pt`,
    // `float S, T;`), with the brace depth of the scope that ends the hiding.
    let mut hidden: Vec<(String, usize)> = Vec::new();
    let n = toks.len();
    let mut skip = 0usize;
    for idx in 0..n {
        if skip > 0 {
            skip -= 1;
            continue;
        }
        let (lo, t, hi) = toks[idx].clone();
        if t == Tok::RBrace && matches!(out.last(), Some((_, Tok::Colon, _))) {
            // A label at the end of a block (`end: }`) labels an empty statement.
            out.push((lo, Tok::Semi, lo));
        }
        let prev = out.last().map(|p| &p.1);
        let prev2 = out
            .len()
            .checked_sub(2)
            .and_then(|k| out.get(k))
            .map(|p| &p.1);
        let prev_completes_type = record_closed
            || matches!(prev, Some(Tok::TypeName(_)))
            || matches!(prev, Some(p) if is_type_keyword(p))
            || (matches!(prev, Some(Tok::Ident(_)))
                && matches!(
                    prev2,
                    Some(Tok::Struct | Tok::Union | Tok::Enum | Tok::Class)
                ));
        let next = toks.get(idx + 1).map(|t| &t.1);
        let in_record: Option<&str> = brace_stack.last().and_then(|r| r.as_deref());
        // `T x{a, b}` in a function body: a list initializer.
        // `T a[n]{a, b}` likewise: look past the array brackets for the declarator's name.
        let name_at = match prev {
            Some(Tok::RBrack) => array_declarator_name(&out),
            _ => out.len().checked_sub(1),
        };
        let before = |k: usize| {
            name_at
                .and_then(|n| n.checked_sub(k))
                .and_then(|i| out.get(i))
        };
        let (prev, prev2) = if prev == Some(&Tok::RBrack) {
            (before(0).map(|p| &p.1), before(1).map(|p| &p.1))
        } else {
            (prev, prev2)
        };
        // `T a(1), b(2)`: a later declarator of a declaration statement (the comma is at
        // the statement's top level, so it separates declarators, not operands).
        let later_declarator = |at: Option<usize>| {
            prev2 == Some(&Tok::Comma)
                && at.is_some_and(|n| declaration_statement(&out[..n.saturating_sub(1)]))
        };
        let brace_init = t == Tok::LBrace
            && pdepth == 0
            && targs.is_empty()
            && matches!(brace_stack.last(), Some(None))
            && matches!(prev, Some(Tok::Ident(_)))
            && (matches!(prev2, Some(Tok::TypeName(_)))
                || prev2.is_some_and(is_type_keyword)
                || (prev2 == Some(&Tok::Gt)
                    && name_at.is_some_and(|n| targs_closed_at == n.checked_sub(1)))
                || later_declarator(name_at));
        if t == Tok::LParen
            && pdepth == 0
            && targs.is_empty()
            && matches!(brace_stack.last(), Some(None))
            && matches!(prev, Some(Tok::Ident(_)))
            && (matches!(prev2, Some(Tok::TypeName(_)))
                || prev2.is_some_and(is_type_keyword)
                || (prev2 == Some(&Tok::Gt) && targs_closed_at == Some(out.len() - 2))
                || later_declarator(out.len().checked_sub(1)))
            && !starts_param(next, idx + 1, names, &hidden)
        {
            // `T x(a, b)` in a function body: a direct initializer, not a declarator.
            out.push((lo, Tok::DirectInit, lo));
        }
        if brace_init {
            out.push((lo, Tok::BraceInit, lo));
        }
        let prev = out.last().map(|p| &p.1);
        let prev2 = out
            .len()
            .checked_sub(2)
            .and_then(|k| out.get(k))
            .map(|p| &p.1);
        let t = match t {
            Tok::Ident(name) => {
                let member_access = matches!(prev, Some(Tok::Dot | Tok::Arrow));
                // `P(` at member level of `struct P`, `P::P`, `P::~P`, `operator int`: the
                // name of a function with no return type.
                let ctor = !member_access
                    && ((next == Some(&Tok::LParen)
                        && in_record.is_some_and(|r| !r.is_empty() && r == name))
                        || is_special_member_name(&name));
                let forced_ident = matches!(
                    prev,
                    Some(
                        Tok::Dot
                            | Tok::Arrow
                            | Tok::Goto
                            | Tok::Struct
                            | Tok::Union
                            | Tok::Enum
                            | Tok::Class
                            | Tok::Typename
                    )
                ) || prev_completes_type
                    || names.defining.contains(&idx)
                    || ctor;
                let is_hidden = hidden.iter().any(|(h, _)| *h == name);
                // A declarator naming a type: the variable hides the type in its scope.
                let declarator = !member_access
                    && !ctor
                    && !names.defining.contains(&idx)
                    && names.is_type(last_component(&name), idx)
                    && matches!(
                        next,
                        Some(Tok::Assign | Tok::Semi | Tok::Comma | Tok::LBrack | Tok::RParen)
                    )
                    && (prev_completes_type
                        || (matches!(prev, Some(Tok::Star | Tok::Amp | Tok::AndAnd))
                            && pointer_declarator(&out))
                        || (prev == Some(&Tok::Comma)
                            && pdepth == 0
                            && targs.is_empty()
                            && declaration_statement(&out)));
                if declarator && !name.contains("::") {
                    let depth = brace_stack.len() + usize::from(pdepth > 0);
                    hidden.push((name.clone(), depth));
                }
                if ctor {
                    Tok::CtorName(name)
                } else if prev == Some(&Tok::Typename)
                    && (name.contains("::") || next == Some(&Tok::Lt))
                {
                    // `typename T::x` and `typename Tr<T>::x` name types whatever `x` is (an
                    // unqualified name after `typename` declares a template parameter).
                    Tok::TypeName(name)
                } else if !forced_ident
                    && !declarator
                    && !is_hidden
                    && names.is_type(last_component(&name), idx)
                {
                    Tok::TypeName(name)
                } else if !member_access
                    && next == Some(&Tok::Lt)
                    && (names.templates.contains(&name)
                        || names.templates.contains(last_component(&name)))
                {
                    Tok::TemplName(name)
                } else {
                    Tok::Ident(name)
                }
            }
            Tok::Tilde => {
                // `~P(` at member level of `struct P`: a destructor's name.
                match (toks.get(idx + 1), toks.get(idx + 2).map(|t| &t.1)) {
                    (Some((_, Tok::Ident(name), nhi)), Some(Tok::LParen))
                        if in_record.is_some_and(|r| !r.is_empty() && r == name) =>
                    {
                        let merged = (lo, Tok::CtorName(format!("~{name}")), *nhi);
                        skip = 1;
                        record_closed = false;
                        out.push(merged);
                        continue;
                    }
                    _ => Tok::Tilde,
                }
            }
            Tok::Colon
                if matches!(prev2, Some(Tok::Struct | Tok::Class))
                    && matches!(prev, Some(Tok::Ident(_) | Tok::TypeName(_))) =>
            {
                Tok::BaseColon
            }
            Tok::Colon
                if prev == Some(&Tok::RParen)
                    && last_closed.is_some_and(|o| {
                        matches!(
                            o.checked_sub(1).and_then(|k| out.get(k)),
                            Some((_, Tok::CtorName(_), _))
                        )
                    }) =>
            {
                Tok::CtorColon
            }
            other => other,
        };
        // `::T` for a type or template names the same one as `T` (records and types are
        // not scoped); only values and functions keep the `::` that skips enclosing scopes.
        let t = match t {
            Tok::TypeName(n) if n.starts_with("::") => Tok::TypeName(n[2..].to_string()),
            Tok::TemplName(n) if n.starts_with("::") => Tok::TemplName(n[2..].to_string()),
            Tok::CtorName(n) if n.starts_with("::") => Tok::CtorName(n[2..].to_string()),
            other => other,
        };
        record_closed = false;
        match &t {
            Tok::Struct | Tok::Union | Tok::Enum | Tok::Class => {
                pending_record = true;
                record_name = None;
            }
            Tok::Ident(name) | Tok::TypeName(name)
                if matches!(prev, Some(Tok::Struct | Tok::Union | Tok::Class)) =>
            {
                record_name = Some(name.clone());
            }
            Tok::Comma if !targs.is_empty() => {}
            Tok::Semi | Tok::LParen | Tok::RParen | Tok::Assign | Tok::Comma => {
                pending_record = false
            }
            _ => {}
        }
        match &t {
            Tok::LBrace => {
                brace_stack.push(if pending_record {
                    Some(record_name.take().unwrap_or_default())
                } else {
                    None
                });
                pending_record = false;
                targs.clear();
            }
            Tok::RBrace => {
                record_closed = brace_stack.pop().flatten().is_some();
                hidden.retain(|(_, d)| *d <= brace_stack.len());
                targs.clear();
            }
            Tok::Semi => {
                targs.clear();
                // The parameters of a prototype hide nothing after it.
                if pdepth == 0 {
                    hidden.retain(|(_, d)| *d <= brace_stack.len());
                }
            }
            Tok::LParen | Tok::LBrack => {
                pdepth += 1;
                if t == Tok::LParen {
                    parens.push(out.len());
                }
            }
            Tok::RParen | Tok::RBrack => {
                pdepth -= 1;
                while targs.last().is_some_and(|&d| d > pdepth) {
                    targs.pop();
                }
                if t == Tok::RParen {
                    last_closed = parens.pop();
                }
            }
            Tok::Lt => {
                let opens = matches!(
                    prev,
                    Some(
                        Tok::TypeName(_)
                            | Tok::TemplName(_)
                            | Tok::Template
                            | Tok::StaticCast
                            | Tok::ReinterpretCast
                            | Tok::ConstCast
                            | Tok::DynamicCast
                    )
                ) || (matches!(prev, Some(Tok::Ident(_)))
                    && matches!(prev2, Some(Tok::Struct | Tok::Union | Tok::Class)));
                if opens {
                    targs.push(pdepth);
                }
            }
            Tok::Gt if targs.last() == Some(&pdepth) => {
                targs.pop();
                targs_closed_at = Some(out.len());
            }
            Tok::Shr if targs.last() == Some(&pdepth) => {
                // `vec<vec<int>>`: the `>>` closes two argument lists.
                targs.pop();
                if targs.last() == Some(&pdepth) {
                    targs.pop();
                }
                out.push((lo, Tok::Gt, hi));
                targs_closed_at = Some(out.len());
                out.push((lo, Tok::Gt, hi));
                continue;
            }
            _ => {}
        }
        // Functional cast: a type token followed by `(` or `{` (or by template arguments and
        // `(` or `{`) in expression context.
        let is_type_tok = matches!(t, Tok::TypeName(_))
            || (is_type_keyword(&t) && t != Tok::Void && t != Tok::Signed && t != Tok::Unsigned);
        // After template arguments: `(` (a functional cast) or `::name` (a constant or static
        // member function of a record template instance).
        let after_targs = |k: usize| {
            template_args_end(&toks, idx + 1).and_then(|e| toks.get(e + k).map(|t| &t.1))
        };
        let generic = matches!(t, Tok::TypeName(_)) && next == Some(&Tok::Lt);
        let call_follows =
            next == Some(&Tok::LParen) || (generic && after_targs(1) == Some(&Tok::LParen));
        // `T{a, b}`: list initialization of a temporary. A statement never declares anything
        // with a type followed by `{`, so after a `{` it is an expression too (the first item
        // of a brace initializer `{ T{1}, T{2} }`).
        let brace_follows =
            next == Some(&Tok::LBrace) || (generic && after_targs(1) == Some(&Tok::LBrace));
        let scoped_follows = generic
            && after_targs(1) == Some(&Tok::ColonColon)
            && matches!(after_targs(2), Some(Tok::Ident(m)) if !names.is_type(last_component(m), idx));
        if is_type_tok && (call_follows || brace_follows || scoped_follows) {
            let next2 = toks.get(idx + 2).map(|t| &t.1);
            let expr_ctx = matches!(
                prev,
                Some(
                    Tok::LParen
                        | Tok::LBrack
                        | Tok::Comma
                        | Tok::Return
                        | Tok::Question
                        | Tok::Colon
                        | Tok::Assign
                        | Tok::MulAssign
                        | Tok::DivAssign
                        | Tok::ModAssign
                        | Tok::AddAssign
                        | Tok::SubAssign
                        | Tok::ShlAssign
                        | Tok::ShrAssign
                        | Tok::AndAssign
                        | Tok::XorAssign
                        | Tok::OrAssign
                        | Tok::Plus
                        | Tok::Minus
                        | Tok::Star
                        | Tok::Slash
                        | Tok::Percent
                        | Tok::Lt
                        | Tok::Gt
                        | Tok::Le
                        | Tok::Ge
                        | Tok::EqEq
                        | Tok::Ne
                        | Tok::Amp
                        | Tok::Pipe
                        | Tok::Caret
                        | Tok::AndAnd
                        | Tok::OrOr
                        | Tok::Bang
                        | Tok::Tilde
                        | Tok::Shl
                        | Tok::Shr
                        | Tok::LaunchOpen
                )
            );
            let declarator_like = next == Some(&Tok::LParen)
                && matches!(next2, Some(Tok::Star | Tok::Amp | Tok::Caret));
            let after_type = matches!(prev, Some(Tok::Star))
                && out.len() >= 2
                && matches!(out[out.len() - 2].1, Tok::TypeName(_));
            let template_param =
                matches!(prev, Some(Tok::Lt | Tok::Comma)) && in_template_args(&out);
            let expr_ctx = expr_ctx || (brace_follows && prev == Some(&Tok::LBrace));
            // `Tr<float>::store(a + 1, x);` as a statement, or `(float)W<8>::V` after a
            // cast: the member names no type, so this is an expression (a declaration
            // would start with a type).
            let stmt_call = scoped_follows
                && matches!(
                    prev,
                    None | Some(
                        Tok::Semi | Tok::LBrace | Tok::RBrace | Tok::RParen | Tok::Else | Tok::Do
                    )
                );
            let expr_ctx = expr_ctx || stmt_call;
            if expr_ctx && !declarator_like && !after_type && !template_param {
                let mark = if call_follows || brace_follows {
                    Tok::FCast
                } else {
                    Tok::ScopedName
                };
                out.push((lo, mark, lo));
            }
        }
        out.push((lo, t, hi));
    }
    out
}

/// Can `t` (at token index `idx`) start a parameter declaration, or close an empty list?
fn starts_param(t: Option<&Tok>, idx: usize, names: &Names, hidden: &[(String, usize)]) -> bool {
    match t {
        None => true,
        Some(Tok::Ident(n)) => {
            names.is_type(last_component(n), idx) && !hidden.iter().any(|(h, _)| h == n)
        }
        Some(t) => {
            is_type_keyword(t)
                || matches!(
                    t,
                    Tok::RParen
                        | Tok::Ellipsis
                        | Tok::Const
                        | Tok::Volatile
                        | Tok::ReadWrite
                        | Tok::Restrict
                        | Tok::Global
                        | Tok::Local
                        | Tok::Constant
                        | Tok::Private
                        | Tok::Struct
                        | Tok::Union
                        | Tok::Enum
                        | Tok::Class
                        | Tok::Typename
                        | Tok::TypeName(_)
                )
        }
    }
}

/// Is `name` a qualified constructor or destructor name (`P::P`, `P::~P`) or the name of a
/// conversion function (`operator int`, `P::operator T*`)?
fn is_special_member_name(name: &str) -> bool {
    if name.starts_with("operator ") || name.contains("::operator ") {
        return true;
    }
    let mut parts = name.rsplit("::");
    match (parts.next(), parts.next()) {
        (Some(a), Some(b)) => {
            // `M<T>::M`: a constructor of a class template defined outside it.
            let b = b.split('<').next().unwrap_or(b);
            !b.is_empty() && (a == b || a.strip_prefix('~') == Some(b))
        }
        _ => false,
    }
}

/// Index of the `>` (or `>>`) closing the template argument list opened by the `<` at
/// `open`, if it closes within a short distance.
fn template_args_end(toks: &[(usize, Tok, usize)], open: usize) -> Option<usize> {
    let mut depth = 0i32;
    let mut parens = 0i32;
    for (k, (_, t, _)) in toks.iter().enumerate().skip(open).take(256) {
        match t {
            Tok::LParen | Tok::LBrack => parens += 1,
            Tok::RParen | Tok::RBrack => {
                parens -= 1;
                if parens < 0 {
                    return None;
                }
            }
            Tok::Lt if parens == 0 => depth += 1,
            Tok::Gt if parens == 0 => depth -= 1,
            Tok::Shr if parens == 0 => depth -= 2,
            Tok::Semi | Tok::LBrace | Tok::RBrace => return None,
            _ => {}
        }
        if depth <= 0 && parens == 0 {
            return Some(k);
        }
    }
    None
}

/// Is the end of `out` inside an unclosed `template <` parameter list?
fn in_template_args(out: &[(usize, Tok, usize)]) -> bool {
    let mut depth = 0i32;
    for (k, (_, t, _)) in out.iter().enumerate().rev() {
        match t {
            Tok::Gt => depth += 1,
            Tok::Lt => {
                if depth == 0 {
                    return k > 0 && out[k - 1].1 == Tok::Template;
                }
                depth -= 1;
            }
            Tok::Semi | Tok::LBrace | Tok::RBrace => return false,
            _ => {}
        }
        if out.len() - k > 64 {
            return false;
        }
    }
    false
}

/// Do the last tokens of `toks` (`*`, `&`, `&&` and qualifiers) follow a type, so that the
/// next name is declared: `pt *`, `struct pt *`, `const T &`, `V<int> *const *`?
fn pointer_declarator(toks: &[(usize, Tok, usize)]) -> bool {
    let mut i = toks.len();
    while i > 0
        && matches!(
            toks[i - 1].1,
            Tok::Star
                | Tok::Amp
                | Tok::AndAnd
                | Tok::Const
                | Tok::Volatile
                | Tok::ReadWrite
                | Tok::Restrict
        )
    {
        i -= 1;
    }
    let Some(i) = i.checked_sub(1) else {
        return false;
    };
    let before = i.checked_sub(1).map(|k| &toks[k].1);
    match &toks[i].1 {
        Tok::TypeName(_) => true,
        Tok::Ident(_) => matches!(
            before,
            Some(Tok::Struct | Tok::Union | Tok::Enum | Tok::Class)
        ),
        Tok::Gt => true,
        t => is_type_keyword(t),
    }
}

/// Does the statement that `toks` ends inside (at its top level) declare variables: does it
/// begin, after storage classes and qualifiers, with a type?
fn declaration_statement(toks: &[(usize, Tok, usize)]) -> bool {
    // A `{` opens a block (not a braced initializer list) after these.
    let opens_block = |i: usize| {
        // A record's body: its members are declarations.
        let record_body = match i.checked_sub(1).map(|k| &toks[k].1) {
            Some(Tok::Struct | Tok::Union | Tok::Class) => true,
            Some(Tok::Ident(_) | Tok::TypeName(_)) => matches!(
                i.checked_sub(2).map(|k| &toks[k].1),
                Some(Tok::Struct | Tok::Union | Tok::Class)
            ),
            _ => false,
        };
        i == 0
            || record_body
            || matches!(
                toks[i - 1].1,
                Tok::RParen
                    | Tok::Semi
                    | Tok::LBrace
                    | Tok::RBrace
                    | Tok::Else
                    | Tok::Do
                    | Tok::Colon
            )
    };
    // Closing brackets seen, innermost last.
    let mut closers: Vec<usize> = Vec::new();
    let mut start = 0;
    for i in (0..toks.len()).rev() {
        match toks[i].1 {
            Tok::RParen | Tok::RBrack | Tok::RBrace => closers.push(i),
            // An unclosed `(` or `[`: inside an expression's operands.
            Tok::LParen | Tok::LBrack if closers.pop().is_none() => return false,
            Tok::LBrace => match closers.pop() {
                // The block that ends just before this statement.
                Some(close) if closers.is_empty() && opens_block(i) => {
                    start = close + 1;
                    break;
                }
                Some(_) => {}
                None if opens_block(i) => {
                    start = i + 1;
                    break;
                }
                None => return false,
            },
            Tok::Semi if closers.is_empty() => {
                start = i + 1;
                break;
            }
            _ => {}
        }
    }
    let mut k = start;
    while toks.get(k).is_some_and(|t| {
        matches!(
            t.1,
            Tok::Const
                | Tok::Volatile
                | Tok::ReadWrite
                | Tok::Static
                | Tok::Extern
                | Tok::Local
                | Tok::Private
                | Tok::Global
                | Tok::Constant
                | Tok::Device
        )
    }) {
        k += 1;
    }
    toks.get(k).is_some_and(|t| {
        is_type_keyword(&t.1)
            || matches!(
                t.1,
                Tok::TypeName(_)
                    | Tok::TemplName(_)
                    | Tok::Struct
                    | Tok::Union
                    | Tok::Enum
                    | Tok::Class
            )
    })
}

/// The index in `toks` of the name of an array declarator `name[...]...[...]` whose last `]`
/// is the last token, if the brackets balance.
fn array_declarator_name(toks: &[(usize, Tok, usize)]) -> Option<usize> {
    let mut i = toks.len();
    loop {
        if toks.get(i.checked_sub(1)?)?.1 != Tok::RBrack {
            return Some(i - 1);
        }
        let mut depth = 0usize;
        loop {
            i = i.checked_sub(1)?;
            match toks[i].1 {
                Tok::RBrack => depth += 1,
                Tok::LBrack => {
                    depth -= 1;
                    if depth == 0 {
                        break;
                    }
                }
                _ => {}
            }
        }
    }
}
