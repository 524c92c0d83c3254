//! Numeric, character and string literals: their values and suffixes.

use super::Tok;
use crate::ast::IntSuffix;

/// Parse a preprocessing number.
pub(super) fn parse_number(text: &str) -> Result<Tok, String> {
    let lower = text.to_ascii_lowercase();
    let bad = || format!("invalid numeric literal `{text}`");
    let is_hex = lower.starts_with("0x");
    let is_float = if is_hex {
        lower.contains('.') || lower.contains('p')
    } else {
        lower.contains('.') || lower.contains('e')
    };
    if is_float {
        let (body, single) = if let Some(b) = lower.strip_suffix('f') {
            (b, true)
        } else if let Some(b) = lower.strip_suffix('h') {
            (b, true)
        } else if let Some(b) = lower.strip_suffix('l') {
            (b, false)
        } else {
            (lower.as_str(), false)
        };
        let v = if is_hex {
            parse_hex_float(&body[2..]).ok_or_else(bad)?
        } else {
            body.parse::<f64>().map_err(|_| bad())?
        };
        return Ok(Tok::FloatLit(v, single));
    }
    let digits_end = lower.trim_end_matches(['u', 'l']).len();
    let (digits, suffix) = lower.split_at(digits_end);
    let unsigned = suffix.matches('u').count();
    let longs = suffix.matches('l').count();
    if unsigned > 1 || longs > 2 || (longs == 2 && !suffix.contains("ll")) {
        return Err(bad());
    }
    let suffix = IntSuffix {
        unsigned: unsigned == 1,
        longs: longs as u8,
    };
    let (radix, body, hex_or_octal) = if let Some(b) = digits.strip_prefix("0x") {
        (16, b, true)
    } else if let Some(b) = digits.strip_prefix("0b") {
        (2, b, true)
    } else if digits.len() > 1 && digits.starts_with('0') {
        (8, &digits[1..], true)
    } else {
        (10, digits, false)
    };
    if body.is_empty() {
        return Err(bad());
    }
    let v = u128::from_str_radix(body, radix).map_err(|_| bad())?;
    Ok(Tok::IntLit(v, suffix, hex_or_octal))
}

pub(super) fn parse_hex_float(s: &str) -> Option<f64> {
    let (mant, exp) = match s.find('p') {
        Some(i) => (&s[..i], s[i + 1..].parse::<i32>().ok()?),
        None => (s, 0),
    };
    let (int_part, frac_part) = match mant.find('.') {
        Some(i) => (&mant[..i], &mant[i + 1..]),
        None => (mant, ""),
    };
    if int_part.is_empty() && frac_part.is_empty() {
        return None;
    }
    let mut v = 0f64;
    for c in int_part.chars() {
        v = v * 16.0 + c.to_digit(16)? as f64;
    }
    let mut scale = 1.0 / 16.0;
    for c in frac_part.chars() {
        v += c.to_digit(16)? as f64 * scale;
        scale /= 16.0;
    }
    Some(v * 2f64.powi(exp))
}

/// Resolve escapes in the body of a character or string literal.
pub(super) fn unescape(body: &str) -> Result<Vec<u32>, String> {
    let mut out = Vec::new();
    let mut it = body.chars().peekable();
    while let Some(c) = it.next() {
        if c != '\\' {
            out.push(c as u32);
            continue;
        }
        let Some(e) = it.next() else {
            return Err("unterminated escape sequence".into());
        };
        let v = match e {
            'n' => 10,
            't' => 9,
            'r' => 13,
            'a' => 7,
            'b' => 8,
            'f' => 12,
            'v' => 11,
            'e' => 27,
            '\\' | '\'' | '"' | '?' => e as u32,
            'x' => {
                let mut v: u32 = 0;
                let mut n = 0;
                while let Some(d) = it.peek().and_then(|c| c.to_digit(16)) {
                    v = v.wrapping_mul(16).wrapping_add(d);
                    it.next();
                    n += 1;
                }
                if n == 0 {
                    return Err("`\\x` used with no following hex digits".into());
                }
                v
            }
            '0'..='7' => {
                let mut v = e as u32 - '0' as u32;
                for _ in 0..2 {
                    match it.peek().and_then(|c| c.to_digit(8)) {
                        Some(d) => {
                            v = v * 8 + d;
                            it.next();
                        }
                        None => break,
                    }
                }
                v
            }
            'u' | 'U' => {
                let n = if e == 'u' { 4 } else { 8 };
                let mut v: u32 = 0;
                for _ in 0..n {
                    let d = it
                        .next()
                        .and_then(|c| c.to_digit(16))
                        .ok_or("invalid universal character name")?;
                    v = v.wrapping_mul(16).wrapping_add(d);
                }
                v
            }
            other => other as u32,
        };
        out.push(v);
    }
    Ok(out)
}

pub(super) fn literal_body(text: &str, quote: char) -> &str {
    let start = text.find(quote).map(|i| i + 1).unwrap_or(0);
    let end = text.rfind(quote).unwrap_or(text.len()).max(start);
    &text[start..end]
}
