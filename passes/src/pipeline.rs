//! Pipeline specs (`inline,uniformity,race(mode=watchdog)`), the pass registry, and the driver
//! that checks required properties before running anything.
//!
//! Grammar: `spec := item (',' item)*`, `item := name ['(' key '=' value (',' key '=' value)* ')']`,
//! names and keys are kebab-case words, values run up to the next `,` or `)`. Whitespace
//! around items is ignored. Errors carry the 1-based column of the problem.

use ir::{Diagnostics, Program, Props};

use crate::{Config, Pass, PassCx, PassError};

/// The default pipeline.
pub const DEFAULT_PIPELINE: &str =
    "inline,const-params,one-trip,dead-havoc,unroll,loop-normalize,permissions,bounds,adversarial,uniformity,race,row-major,bank-conflicts,barrier,predicate,dualise,invariants";

/// Arguments of one pass in a spec: `key=value` pairs.
pub type PassArgs = Vec<(String, String)>;

/// A registry entry.
pub struct PassInfo {
    /// Kebab-case name.
    pub name: &'static str,
    /// One line saying what it does.
    pub summary: &'static str,
    /// Build the pass from its spec arguments.
    pub build: fn(&PassArgs) -> Result<Box<dyn Pass>, String>,
}

/// A malformed pipeline spec.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
#[error("pipeline spec, column {column}: {message}")]
pub struct SpecError {
    /// What is wrong.
    pub message: String,
    /// 1-based column in the spec string.
    pub column: usize,
}

// IMPORTANT: keep alphabetical, one entry per pass module.
static REGISTRY: [PassInfo; 19] = [
    crate::adversarial::INFO,
    crate::bank_conflicts::INFO,
    crate::barrier::INFO,
    crate::bounds::INFO,
    crate::const_params::INFO,
    crate::dead_havoc::INFO,
    crate::dualise::INFO,
    crate::inline::INFO,
    crate::invariants::INFO,
    crate::loop_normalize::INFO,
    crate::one_trip::INFO,
    crate::permissions::INFO,
    crate::predicate::INFO,
    crate::race::INFO,
    crate::row_major::INFO,
    crate::slice::INFO,
    crate::ssa::INFO,
    crate::uniformity::INFO,
    crate::unroll::INFO,
];

/// Every pass, alphabetically.
pub fn registry() -> &'static [PassInfo] {
    &REGISTRY
}

/// One parsed item of a spec.
struct Item {
    name: String,
    args: PassArgs,
    /// 1-based column of the name.
    column: usize,
}

fn err(message: impl Into<String>, column: usize) -> SpecError {
    SpecError {
        message: message.into(),
        column,
    }
}

fn is_word(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '-' || c == '_'
}

fn parse_items(spec: &str) -> Result<Vec<Item>, SpecError> {
    let cs: Vec<char> = spec.chars().collect();
    let mut i = 0;
    let mut items = Vec::new();
    let skip_ws = |i: &mut usize| {
        while *i < cs.len() && cs[*i].is_whitespace() {
            *i += 1;
        }
    };
    let word = |i: &mut usize| -> String {
        let start = *i;
        while *i < cs.len() && is_word(cs[*i]) {
            *i += 1;
        }
        cs[start..*i].iter().collect()
    };
    loop {
        skip_ws(&mut i);
        let column = i + 1;
        let name = word(&mut i);
        if name.is_empty() {
            let what = cs
                .get(i)
                .map_or("end of spec".to_string(), |c| format!("`{c}`"));
            return Err(err(format!("expected a pass name, found {what}"), column));
        }
        skip_ws(&mut i);
        let mut args = Vec::new();
        if cs.get(i) == Some(&'(') {
            i += 1;
            loop {
                skip_ws(&mut i);
                let kcol = i + 1;
                let key = word(&mut i);
                if key.is_empty() {
                    return Err(err("expected an argument name", kcol));
                }
                skip_ws(&mut i);
                if cs.get(i) != Some(&'=') {
                    return Err(err(format!("expected `=` after argument `{key}`"), i + 1));
                }
                i += 1;
                let start = i;
                while i < cs.len() && cs[i] != ',' && cs[i] != ')' && cs[i] != '(' {
                    i += 1;
                }
                let value: String = cs[start..i].iter().collect::<String>().trim().to_string();
                if value.is_empty() {
                    return Err(err(
                        format!("expected a value for argument `{key}`"),
                        start + 1,
                    ));
                }
                args.push((key, value));
                match cs.get(i) {
                    Some(',') => i += 1,
                    Some(')') => {
                        i += 1;
                        break;
                    }
                    Some(c) => return Err(err(format!("unexpected `{c}` in arguments"), i + 1)),
                    None => return Err(err(format!("unclosed `(` of pass `{name}`"), i + 1)),
                }
            }
            skip_ws(&mut i);
        }
        items.push(Item { name, args, column });
        match cs.get(i) {
            None => break,
            Some(',') => i += 1,
            Some(c) => {
                return Err(err(
                    format!("expected `,` between passes, found `{c}`"),
                    i + 1,
                ))
            }
        }
    }
    Ok(items)
}

/// Built passes with the column of their name in the spec.
type Built = Vec<(Box<dyn Pass>, usize)>;

fn build_items(spec: &str) -> Result<Built, SpecError> {
    let mut out = Vec::new();
    for it in parse_items(spec)? {
        let info = registry()
            .iter()
            .find(|p| p.name == it.name)
            .ok_or_else(|| err(format!("unknown pass `{}`", it.name), it.column))?;
        let pass = (info.build)(&it.args).map_err(|m| err(m, it.column))?;
        out.push((pass, it.column));
    }
    Ok(out)
}

/// Parse a spec into passes.
pub fn parse_spec(spec: &str) -> Result<Vec<Box<dyn Pass>>, SpecError> {
    Ok(build_items(spec)?.into_iter().map(|(p, _)| p).collect())
}

/// The name of a registered pass that provides `prop`, for error messages.
fn provider_of(prop: Props) -> Option<&'static str> {
    registry().iter().find_map(|info| {
        let pass = (info.build)(&Vec::new()).ok()?;
        pass.provides().contains(prop).then_some(info.name)
    })
}

/// Check that each pass's `requires` is covered by `start` plus what earlier passes provided
/// minus what they invalidated.
fn check_props(passes: &[(Box<dyn Pass>, usize)], start: Props) -> Result<(), SpecError> {
    let mut have = start;
    for (pass, column) in passes {
        let missing = pass.requires().minus(have);
        if missing != Props::NONE {
            let first = Props(1 << missing.0.trailing_zeros());
            let pname = first.names().first().copied().unwrap_or("?");
            let hint = match provider_of(first) {
                Some(p) => format!("; add `{p}` before it"),
                None => String::new(),
            };
            return Err(err(
                format!("`{}` requires `{pname}`{hint}", pass.name()),
                *column,
            ));
        }
        have = have.minus(pass.invalidates()).union(pass.provides());
    }
    Ok(())
}

/// Check a spec against a program's current properties without running it.
pub fn check_spec(spec: &str, start: Props) -> Result<(), SpecError> {
    check_props(&build_items(spec)?, start)
}

/// Run a spec on a program; `after` is called after each pass with its name.
pub fn run_pipeline(
    prog: &mut Program,
    spec: &str,
    config: &Config,
    diags: &mut Diagnostics,
    after: &mut dyn FnMut(&str, &Program),
) -> Result<(), PassError> {
    let passes = build_items(spec)?;
    check_props(&passes, prog.props)?;
    if let Some(at) = prog.first_named_barrier() {
        // Only the named-barrier checker gives these a meaning; no pass models them.
        diags.error(
            "unsupported",
            "unsupported: named barriers (bar.sync/bar.arrive) outside the named-barrier checker",
            at.span(),
        );
        return Err(PassError::Reported);
    }
    for (pass, _) in &passes {
        let mut cx = PassCx {
            config,
            diags: &mut *diags,
        };
        pass.run(prog, &mut cx)?;
        prog.props = prog.props.minus(pass.invalidates()).union(pass.provides());
        after(pass.name(), prog);
        if cfg!(debug_assertions) {
            let errs = ir::verify::verify(prog);
            if !errs.is_empty() {
                return Err(PassError::Internal(format!(
                    "invalid IR after `{}`: {}",
                    pass.name(),
                    errs.join("; ")
                )));
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn registry_is_alphabetical_and_complete() {
        let names: Vec<_> = registry().iter().map(|p| p.name).collect();
        let mut sorted = names.clone();
        sorted.sort();
        assert_eq!(names, sorted);
        assert_eq!(
            names,
            [
                "adversarial",
                "bank-conflicts",
                "barrier",
                "bounds",
                "const-params",
                "dead-havoc",
                "dualise",
                "inline",
                "invariants",
                "loop-normalize",
                "one-trip",
                "permissions",
                "predicate",
                "race",
                "row-major",
                "slice",
                "ssa",
                "uniformity",
                "unroll"
            ]
        );
        assert!(registry().iter().all(|p| !p.summary.is_empty()));
    }

    #[test]
    fn parses_default_and_args() {
        assert_eq!(parse_spec(DEFAULT_PIPELINE).unwrap().len(), 17);
        let items = parse_items(" inline , race(mode=watchdog) ,x(a=1|2, b = c)").unwrap();
        assert_eq!(items.len(), 3);
        assert_eq!(
            items[1].args,
            vec![("mode".to_string(), "watchdog".to_string())]
        );
        assert_eq!(items[2].args[0].1, "1|2");
        assert_eq!(items[2].args[1], ("b".to_string(), "c".to_string()));
        assert_eq!(items[2].column, 32);
    }

    #[test]
    fn spec_errors_have_columns() {
        let e = |s: &str| parse_spec(s).err().unwrap();
        assert_eq!(e("inline,,race"), err("expected a pass name, found `,`", 8));
        assert_eq!(e("inline,nope"), err("unknown pass `nope`", 8));
        assert_eq!(
            e("race(mode"),
            err("expected `=` after argument `mode`", 10)
        );
        assert_eq!(
            e("race(mode=watchdog"),
            err("unclosed `(` of pass `race`", 19)
        );
        assert_eq!(
            e("inline race"),
            err("expected `,` between passes, found `r`", 8)
        );
        assert_eq!(e(""), err("expected a pass name, found end of spec", 1));
        assert_eq!(e("inline(x=1)").column, 1);
    }

    #[test]
    fn property_order_is_checked() {
        let e = check_spec("inline,predicate", Props::NONE).unwrap_err();
        assert_eq!(
            e,
            err(
                "`predicate` requires `uniformity`; add `uniformity` before it",
                8
            )
        );
        let e = check_spec("uniformity", Props::NONE).unwrap_err();
        assert_eq!(
            e.message,
            "`uniformity` requires `inlined`; add `inline` before it"
        );
        let e = check_spec("inline,uniformity,predicate", Props::NONE).unwrap_err();
        assert_eq!(
            e.message,
            "`predicate` requires `barriers-expanded`; add `barrier` before it"
        );
        assert!(check_spec(DEFAULT_PIPELINE, Props::NONE).is_ok());
        assert!(check_spec(
            "predicate",
            Props::UNIFORMITY.union(Props::BARRIERS_EXPANDED)
        )
        .is_ok());
    }
}
