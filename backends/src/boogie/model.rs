//! Read Boogie's counterexample models in BVD format (`/mv:<file>`): one `*** MODEL` block per
//! reported error, in the order of the errors, with top-level values (constants, incarnations)
//! and the captured states (`assume {:captureState "s"} true;`) along the failing trace.
//!
//! A state lists only the variables that changed since the previous state, so the value of a
//! variable in state `s` is its latest binding in the states up to and including `s`.

use std::collections::HashMap;

/// One counterexample.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Model {
    /// Top-level `name -> value` lines (function tables are skipped).
    pub top: HashMap<String, String>,
    /// The captured states in trace order, `<initial>` first.
    pub states: Vec<(String, Vec<(String, String)>)>,
}

/// A model value as a number: `5bv32` → 5, `true` → 1, `false` → 0; `None` for anything else
/// (abstract elements like `**x`, maps).
pub fn parse_value(s: &str) -> Option<u128> {
    let s = s.trim();
    match s {
        "true" => return Some(1),
        "false" => return Some(0),
        _ => {}
    }
    if let Some((v, w)) = s.split_once("bv") {
        if w.chars().all(|c| c.is_ascii_digit()) {
            return v.parse().ok();
        }
    }
    if let Some(rest) = s.strip_prefix("(_ bv") {
        return rest.split_whitespace().next()?.parse().ok();
    }
    s.parse().ok()
}

impl Model {
    /// A top-level value.
    pub fn top_value(&self, name: &str) -> Option<u128> {
        self.top.get(name).and_then(|v| parse_value(v))
    }

    /// The value of `name` in the captured state `state` (the last state when it is missing),
    /// falling back to the top-level value.
    pub fn value_at(&self, name: &str, state: Option<&str>) -> Option<u128> {
        let end = state
            .and_then(|s| self.states.iter().position(|(n, _)| n == s))
            .unwrap_or(self.states.len().saturating_sub(1));
        let mut found = None;
        for (_, binds) in self.states.iter().take(end + 1) {
            if let Some((_, v)) = binds.iter().rev().find(|(n, _)| n == name) {
                found = Some(v.as_str());
            }
        }
        found.and_then(parse_value).or_else(|| self.top_value(name))
    }
}

/// Parse every model in a BVD file.
pub fn parse_models(text: &str) -> Vec<Model> {
    let mut models = Vec::new();
    let mut cur: Option<Model> = None;
    let mut in_table = false;
    let mut in_state = false;
    for line in text.lines() {
        let t = line.trim();
        if t == "*** MODEL" {
            cur = Some(Model::default());
            in_table = false;
            in_state = false;
            continue;
        }
        let Some(m) = cur.as_mut() else { continue };
        if t == "*** END_MODEL" {
            models.extend(cur.take());
            continue;
        }
        if let Some(name) = t.strip_prefix("*** STATE ") {
            m.states.push((name.to_string(), Vec::new()));
            in_state = true;
            continue;
        }
        if t == "*** END_STATE" {
            in_state = false;
            continue;
        }
        if in_table {
            if t == "}" {
                in_table = false;
            }
            continue;
        }
        let Some((name, value)) = t.split_once(" -> ") else {
            continue;
        };
        if value.trim() == "{" {
            in_table = true;
            continue;
        }
        if in_state {
            if let Some(s) = m.states.last_mut() {
                s.1.push((name.to_string(), value.to_string()));
            }
        } else {
            m.top.insert(name.to_string(), value.to_string());
        }
    }
    models
}

#[cfg(test)]
mod tests {
    use super::*;

    const TEXT: &str = "*** MODEL\n$$A -> **$$A\n$i$1 -> **$i$1\n$i$1@0 -> 10bv32\nlocal_id_x$1 -> 2bv32\nk!2 -> {\n  else -> 10bv32\n}\n*** STATE <initial>\n  $i$1 -> **$i$1\n*** END_STATE\n*** STATE s3\n  $i$1 -> 10bv32\n*** END_STATE\n*** STATE s4\n  $i$1 -> 3bv32\n*** END_STATE\n*** END_MODEL\n*** MODEL\nx -> true\n*** END_MODEL\n";

    #[test]
    fn reads_constants_and_states() {
        let ms = parse_models(TEXT);
        assert_eq!(ms.len(), 2);
        assert_eq!(ms[0].top_value("local_id_x$1"), Some(2));
        assert_eq!(ms[0].value_at("$i$1", Some("s3")), Some(10));
        assert_eq!(ms[0].value_at("$i$1", Some("s4")), Some(3));
        assert_eq!(ms[0].value_at("$i$1", None), Some(3));
        assert_eq!(ms[0].value_at("$i$1", Some("<initial>")), None);
        assert_eq!(ms[1].top_value("x"), Some(1));
    }
}
