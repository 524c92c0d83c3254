//! Runs the system C preprocessor on a kernel with kcc's built-in headers and predefined
//! macros, and maps positions in the preprocessed text back to the user's files through the
//! line markers (`# 12 "file.cl"`) that the preprocessor emits.

use std::collections::HashMap;
use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::process::Command;

use ir::{Diagnostics, FileId, SourceMap, Span};

use crate::{headers, Config, Language};

/// Preprocessed text plus the table that maps its lines back to source files.
#[derive(Debug)]
pub struct Preprocessed {
    /// The preprocessor's output, line markers included.
    pub text: String,
    /// Where each line of `text` came from.
    pub lines: LineTable,
    /// The kernel file.
    pub main: FileId,
}

/// Origin of one line of preprocessed text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum LineLoc {
    /// A line of a user file (1-based line number).
    User { file: FileId, line: u32 },
    /// A line of a built-in or system header, or of the command line; `anchor` is the user
    /// file line whose `#include` (transitively) brought it in, if any.
    Other { anchor: Option<(FileId, u32)> },
}

/// Per-line origins of preprocessed text.
#[derive(Debug, Default)]
pub struct LineTable {
    starts: Vec<usize>,
    locs: Vec<LineLoc>,
}

/// The macros GPUVerify predefines for a kernel, as `-D` arguments (without the `-D`).
pub fn predefined_macros(cfg: &Config) -> Vec<String> {
    let g = &cfg.geometry;
    let mut d = vec!["__KCC__".to_string(), "__BUGLE_32__".to_string()];
    let ldims = g.local_dims.clamp(1, 3);
    let gdims = g.grid_dims.clamp(1, 3);
    match cfg.language {
        Language::OpenCl => {
            d.push("__OPENCL_VERSION__=120".into());
            // What every OpenCL C compiler defines for a GPU: the language version macros,
            // little-endian byte order and image support.
            d.push("__OPENCL_C_VERSION__=120".into());
            for (name, v) in [("1_0", 100), ("1_1", 110), ("1_2", 120), ("2_0", 200)] {
                d.push(format!("CL_VERSION_{name}={v}"));
            }
            d.push("__ENDIAN_LITTLE__=1".into());
            d.push("__IMAGE_SUPPORT__=1".into());
            d.push(format!("__{ldims}D_WORK_GROUP"));
            d.push(format!("__{gdims}D_GRID"));
            for i in 0..3 {
                d.push(match g.local_size[i] {
                    Some(v) => format!("__LOCAL_SIZE_{i}={v}"),
                    None => format!("__LOCAL_SIZE_{i}_FREE"),
                });
                d.push(match g.num_groups[i] {
                    Some(v) => format!("__NUM_GROUPS_{i}={v}"),
                    None => format!("__NUM_GROUPS_{i}_FREE"),
                });
            }
            if let Some(off) = g.global_offset {
                for (i, v) in off.iter().enumerate() {
                    d.push(format!("__GLOBAL_OFFSET_{i}={v}"));
                }
            }
        }
        Language::Cuda => {
            d.push("__CUDACC__".into());
            d.push("__CUDA_ARCH__=350".into());
            d.push(format!("__{ldims}D_THREAD_BLOCK"));
            d.push(format!("__{gdims}D_GRID"));
            for i in 0..3 {
                d.push(match g.local_size[i] {
                    Some(v) => format!("__BLOCK_DIM_{i}={v}"),
                    None => format!("__BLOCK_DIM_{i}_FREE"),
                });
                d.push(match g.num_groups[i] {
                    Some(v) => format!("__GRID_DIM_{i}={v}"),
                    None => format!("__GRID_DIM_{i}_FREE"),
                });
            }
            d.push(format!("__WARP_SIZE={}", cfg.warp_size));
        }
    }
    d
}

/// The full argument list for the preprocessor.
pub fn cpp_args(path: &Path, cfg: &Config, header_dir: &Path) -> Vec<OsString> {
    let mut a: Vec<OsString> = Vec::new();
    let name = cfg
        .cpp
        .file_name()
        .map(|n| n.to_string_lossy().to_string())
        .unwrap_or_default();
    if name.contains("clang") || name.contains("gcc") {
        a.push("-E".into());
    }
    a.push("-x".into());
    a.push("c".into());
    a.push("-undef".into());
    a.push("-I".into());
    a.push(header_dir.as_os_str().to_owned());
    for dir in &cfg.include_dirs {
        a.push("-I".into());
        a.push(dir.as_os_str().to_owned());
    }
    for def in &cfg.defines {
        a.push(format!("-D{def}").into());
    }
    for def in predefined_macros(cfg) {
        a.push(format!("-D{def}").into());
    }
    a.push("-include".into());
    a.push(
        header_dir
            .join(headers::force_include(cfg.language))
            .into_os_string(),
    );
    a.push(path.as_os_str().to_owned());
    a
}

/// Where the built-in headers live for one run.
enum HeaderDir {
    /// Ours, removed when dropped.
    Temp(tempfile::TempDir),
    /// Kept, or removed by the caller.
    Given(PathBuf),
}

impl HeaderDir {
    fn path(&self) -> &Path {
        match self {
            HeaderDir::Temp(t) => t.path(),
            HeaderDir::Given(p) => p,
        }
    }
}

fn header_dir(cfg: &Config, kernel: &str) -> std::io::Result<HeaderDir> {
    let given = cfg
        .keep_temps
        .as_ref()
        .map(|d| d.join("kcc-include"))
        .or_else(|| cfg.temp_dir.as_ref().map(|d| d.join("include")));
    let dir = match given {
        Some(p) => {
            std::fs::create_dir_all(&p)?;
            HeaderDir::Given(std::fs::canonicalize(&p).unwrap_or(p))
        }
        None => HeaderDir::Temp(tempfile::Builder::new().prefix("kcc-include").tempdir()?),
    };
    headers::materialise_for(dir.path(), cfg.language, kernel)?;
    Ok(dir)
}

fn read_lossy(path: &Path) -> Option<String> {
    std::fs::read(path)
        .ok()
        .map(|b| String::from_utf8_lossy(&b).into_owned())
}

/// Preprocess `path`. Registers the kernel and every user header reached in `sources`.
/// Returns `None` (with `preprocess` diagnostics) when the preprocessor fails.
pub fn preprocess(
    path: &Path,
    cfg: &Config,
    sources: &mut SourceMap,
    diags: &mut Diagnostics,
) -> Option<Preprocessed> {
    let main_name = path.to_string_lossy().to_string();
    let Some(main_text) = read_lossy(path) else {
        diags.error(
            "preprocess",
            format!("cannot read kernel file `{main_name}`"),
            None,
        );
        return None;
    };
    let main = sources.add(main_name.clone(), main_text);
    let dir = match header_dir(cfg, &sources.file(main).text) {
        Ok(d) => d,
        Err(e) => {
            diags.error(
                "preprocess",
                format!("cannot write kcc's built-in headers: {e}"),
                None,
            );
            return None;
        }
    };
    let hdr = dir.path().to_path_buf();
    let args = cpp_args(path, cfg, &hdr);
    let out = match Command::new(&cfg.cpp).args(&args).output() {
        Ok(o) => o,
        Err(e) => {
            diags.error(
                "preprocess",
                format!("cannot run the C preprocessor `{}`: {e}", cfg.cpp.display()),
                None,
            );
            return None;
        }
    };
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    let mut classifier = Classifier {
        hdr: hdr.clone(),
        cache: HashMap::new(),
    };
    classifier.cache.insert(main_name.clone(), Some(main));
    let mut n_errors = 0;
    for line in stderr.lines() {
        if let Some((file, lno, col, msg)) = parse_cpp_error(line) {
            let fid = classifier.classify(&file, false, sources);
            let span = fid.map(|f| point_span(sources, f, lno, col));
            diags.error("preprocess", msg, span);
            n_errors += 1;
        }
    }
    if !out.status.success() {
        if n_errors == 0 {
            let msg = stderr
                .lines()
                .find(|l| !l.trim().is_empty())
                .unwrap_or("")
                .trim()
                .to_string();
            diags.error(
                "preprocess",
                format!("the C preprocessor failed: {msg}"),
                None,
            );
        }
        return None;
    }
    if let Some(keep) = &cfg.keep_temps {
        let stem = path
            .file_stem()
            .map(|s| s.to_string_lossy().to_string())
            .unwrap_or_else(|| "kernel".into());
        let _ = std::fs::write(keep.join(format!("{stem}.i")), &text);
    }
    let lines = build_line_table(&text, &mut classifier, sources);
    drop(dir);
    Some(Preprocessed { text, lines, main })
}

/// Treat `text` as already preprocessed: register it as the kernel file `name` and map every
/// line of it to itself (no preprocessor is run; directives are left for the lexer to skip).
pub fn verbatim(name: &str, text: &str, sources: &mut SourceMap) -> Preprocessed {
    let main = sources.add(name.to_string(), text.to_string());
    let mut lines = LineTable::default();
    let mut start = 0usize;
    for (i, line) in text.split('\n').enumerate() {
        lines.starts.push(start);
        start += line.len() + 1;
        lines.locs.push(LineLoc::User {
            file: main,
            line: u32::try_from(i + 1).unwrap_or(u32::MAX),
        });
    }
    Preprocessed {
        text: text.to_string(),
        lines,
        main,
    }
}

/// A zero-or-one character span at a 1-based line/column of a file.
fn point_span(sources: &SourceMap, file: FileId, line: u32, col: u32) -> Span {
    let f = sources.file(file);
    let lo = f.offset(line, col);
    let end = f.offset(line, u32::MAX / 2);
    Span {
        file,
        lo,
        hi: (lo + 1).min(end).max(lo),
    }
}

/// Parse `file:line:col: error: msg` (also `fatal error`, and without a column).
fn parse_cpp_error(line: &str) -> Option<(String, u32, u32, String)> {
    let (pos, kw) = [": fatal error: ", ": error: "]
        .iter()
        .find_map(|k| line.find(k).map(|p| (p, *k)))?;
    let msg = line[pos + kw.len()..].trim().to_string();
    let head = &line[..pos];
    let mut parts = head.rsplitn(3, ':');
    let a = parts.next()?;
    let b = parts.next();
    let c = parts.next();
    match (
        a.trim().parse::<u32>(),
        b.and_then(|b| b.trim().parse::<u32>().ok()),
        c,
    ) {
        (Ok(col), Some(l), Some(file)) => Some((file.to_string(), l, col, msg)),
        (Ok(l), _, _) => {
            let file = head.rsplit_once(':')?.0;
            Some((file.to_string(), l, 1, msg))
        }
        _ => Some((String::new(), 0, 0, msg)),
    }
}

/// Decides which files named in line markers are user files, registering them.
struct Classifier {
    hdr: PathBuf,
    cache: HashMap<String, Option<FileId>>,
}

impl Classifier {
    fn classify(&mut self, name: &str, system: bool, sources: &mut SourceMap) -> Option<FileId> {
        if let Some(r) = self.cache.get(name) {
            return *r;
        }
        let p = Path::new(name);
        let builtin = p.starts_with(&self.hdr)
            || (p
                .parent()
                .map(|d| std::fs::canonicalize(d).ok() == std::fs::canonicalize(&self.hdr).ok())
                .unwrap_or(false)
                && p.file_name()
                    .map(|f| headers::is_builtin(&f.to_string_lossy()))
                    .unwrap_or(false));
        let r = if name.is_empty() || name.starts_with('<') || system || builtin {
            None
        } else {
            read_lossy(p).map(|t| sources.add(name.to_string(), t))
        };
        self.cache.insert(name.to_string(), r);
        r
    }
}

/// Parse a line marker `# N "name" flags`; returns (N, name, flags).
fn parse_marker(line: &str) -> Option<(u32, String, Vec<u32>)> {
    let rest = line.strip_prefix('#')?.trim_start();
    let rest = rest
        .strip_prefix("line")
        .map(|r| r.trim_start())
        .unwrap_or(rest);
    let digits: String = rest.chars().take_while(|c| c.is_ascii_digit()).collect();
    if digits.is_empty() {
        return None;
    }
    let n: u32 = digits.parse().ok()?;
    let rest = rest[digits.len()..].trim_start();
    let rest = rest.strip_prefix('"')?;
    let mut name = String::new();
    let mut chars = rest.char_indices();
    let mut end = rest.len();
    while let Some((i, c)) = chars.next() {
        match c {
            '\\' => {
                if let Some((_, e)) = chars.next() {
                    name.push(e);
                }
            }
            '"' => {
                end = i + 1;
                break;
            }
            _ => name.push(c),
        }
    }
    let flags = rest[end..]
        .split_whitespace()
        .filter_map(|f| f.parse().ok())
        .collect();
    Some((n, name, flags))
}

fn build_line_table(text: &str, cls: &mut Classifier, sources: &mut SourceMap) -> LineTable {
    let mut t = LineTable::default();
    let mut cur_user: Option<FileId> = None;
    let mut cur_line: u32 = 1;
    let mut stack: Vec<Option<(FileId, u32)>> = Vec::new();
    let mut start = 0usize;
    for line in text.split('\n') {
        t.starts.push(start);
        start += line.len() + 1;
        if let Some((n, name, flags)) = parse_marker(line) {
            if flags.contains(&1) {
                let anchor = match cur_user {
                    Some(f) => Some((f, cur_line)),
                    None => stack.last().copied().flatten(),
                };
                stack.push(anchor);
            } else if flags.contains(&2) {
                stack.pop();
            }
            cur_user = cls.classify(&name, flags.contains(&3), sources);
            cur_line = n;
            t.locs.push(LineLoc::Other { anchor: None });
            continue;
        }
        t.locs.push(match cur_user {
            Some(file) => LineLoc::User {
                file,
                line: cur_line,
            },
            None => LineLoc::Other {
                anchor: stack.last().copied().flatten(),
            },
        });
        cur_line = cur_line.saturating_add(1);
    }
    t
}

fn is_word_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_' || b == b'$'
}

/// Find `needle` in `hay` at or after `from`, requiring word boundaries when `word`.
fn find_token(hay: &str, needle: &str, from: usize, word: bool) -> Option<usize> {
    let hb = hay.as_bytes();
    let mut i = from;
    while i <= hay.len() {
        let rel = hay.get(i..)?.find(needle)?;
        let at = i + rel;
        let end = at + needle.len();
        let ok = !word
            || ((at == 0 || !is_word_byte(hb[at - 1]))
                && (end >= hb.len() || !is_word_byte(hb[end])));
        if ok {
            return Some(at);
        }
        i = at + 1;
        while i < hay.len() && !hay.is_char_boundary(i) {
            i += 1;
        }
    }
    None
}

/// Matches the tokens of one preprocessed line, in order, against the original source line(s).
struct LineMatcher {
    file: FileId,
    /// Original line currently matched against (moves on over `\` continuations).
    line: u32,
    cursor: usize,
    /// Inside the expansion of a macro invoked at `name_lo..name_hi`; real tokens resume at
    /// `resume`.
    macro_at: Option<(usize, usize, usize)>,
    /// Bracket depth of the macro expansion seen so far (real tokens resume at depth 0).
    depth: i32,
}

fn skip_ws(b: &[u8], mut p: usize) -> usize {
    while p < b.len() && b[p].is_ascii_whitespace() {
        p += 1;
    }
    p
}

/// Does `tok` occur at `p` (after whitespace) in `text`? Returns its start.
fn match_at(text: &str, p: usize, tok: &str) -> Option<usize> {
    let b = text.as_bytes();
    let p = skip_ws(b, p);
    let rest = text.get(p..)?;
    if !rest.starts_with(tok) {
        return None;
    }
    let word = tok.bytes().next().map(is_word_byte).unwrap_or(false);
    let end = p + tok.len();
    if word && end < b.len() && is_word_byte(b[end]) {
        return None;
    }
    Some(p)
}

/// End of a macro invocation whose name starts at `p`: the name plus a balanced argument list
/// if one follows.
fn invocation_end(text: &str, p: usize) -> usize {
    let b = text.as_bytes();
    let mut e = p;
    while e < b.len() && is_word_byte(b[e]) {
        e += 1;
    }
    let q = skip_ws(b, e);
    if q < b.len() && b[q] == b'(' {
        let mut depth = 0i32;
        let mut k = q;
        while k < b.len() {
            match b[k] {
                b'(' => depth += 1,
                b')' => {
                    depth -= 1;
                    if depth == 0 {
                        return k + 1;
                    }
                }
                _ => {}
            }
            k += 1;
        }
        return b.len();
    }
    e
}

fn bracket_delta(tok: &str) -> i32 {
    match tok {
        "(" | "[" | "{" => 1,
        ")" | "]" | "}" => -1,
        _ => 0,
    }
}

impl LineMatcher {
    /// Locate `tok` (whose preprocessed column is `cpp_col`); returns a byte range in the file.
    fn place(&mut self, sources: &SourceMap, tok: &str, cpp_col: usize) -> (u32, u32) {
        let f = sources.file(self.file);
        for _ in 0..64 {
            let text = f.line_text(self.line);
            let base = f.offset(self.line, 1) as usize;
            let here = |at: usize, len: usize| ((base + at) as u32, (base + at + len) as u32);
            if let Some((nlo, nhi, resume)) = self.macro_at {
                if self.depth <= 0 {
                    if let Some(at) = match_at(text, resume, tok) {
                        self.macro_at = None;
                        self.cursor = at + tok.len();
                        return here(at, tok.len());
                    }
                }
                self.depth += bracket_delta(tok);
                return here(nlo, nhi - nlo);
            }
            if let Some(at) = match_at(text, self.cursor, tok) {
                self.cursor = at + tok.len();
                return here(at, tok.len());
            }
            let b = text.as_bytes();
            let p = skip_ws(b, self.cursor);
            if p < b.len() && (b[p].is_ascii_alphabetic() || b[p] == b'_') {
                // A macro invocation (or an identifier cpp replaced).
                let mut name_end = p;
                while name_end < b.len() && is_word_byte(b[name_end]) {
                    name_end += 1;
                }
                let resume = invocation_end(text, p);
                if let Some(at) = match_at(text, resume, tok) {
                    // The macro expanded to nothing.
                    self.cursor = at + tok.len();
                    return here(at, tok.len());
                }
                self.macro_at = Some((p, name_end, resume));
                self.depth = bracket_delta(tok);
                return here(p, name_end - p);
            }
            let rest = text.get(p..).unwrap_or("").trim();
            if (rest.is_empty() || rest == "\\") && self.line < f.n_lines() {
                // Continued on the next original line.
                self.line += 1;
                self.cursor = 0;
                continue;
            }
            // Resynchronise: the next occurrence on this line, else where cpp put it.
            let word = tok.bytes().next().map(is_word_byte).unwrap_or(false);
            if let Some(at) = find_token(text, tok, self.cursor, word) {
                self.cursor = at + tok.len();
                return here(at, tok.len());
            }
            let c = if self.cursor == 0 {
                cpp_col.min(b.len())
            } else {
                p.min(b.len())
            };
            let mut c = skip_ws(b, c);
            while c < b.len() && !text.is_char_boundary(c) {
                c += 1;
            }
            let mut e = (c + 1).min(b.len());
            while e < b.len() && !text.is_char_boundary(e) {
                e += 1;
            }
            return here(c, e - c);
        }
        let lo = f.offset(self.line, 1);
        (lo, lo)
    }
}

impl Preprocessed {
    /// Map token ranges of the preprocessed text (in increasing order) to spans in the user's
    /// original files.
    pub fn locate(&self, sources: &SourceMap, tokens: &[(usize, usize)]) -> Vec<Span> {
        let main_file = sources.file(self.main);
        let fallback = Span {
            file: self.main,
            lo: 0,
            hi: main_file.offset(1, u32::MAX / 2).min(1),
        };
        let whole_line = |file: FileId, line: u32| -> Span {
            let f = sources.file(file);
            let lo = f.offset(line, 1);
            let t = f.line_text(line);
            let indent = (t.len() - t.trim_start().len()) as u32;
            Span {
                file,
                lo: lo + indent,
                hi: lo + t.len() as u32,
            }
        };
        let mut out = Vec::with_capacity(tokens.len());
        let mut li = 0usize;
        let mut key: Option<(usize, FileId)> = None;
        let mut m: Option<LineMatcher> = None;
        for &(lo, hi) in tokens {
            while li + 1 < self.lines.starts.len() && self.lines.starts[li + 1] <= lo {
                li += 1;
            }
            let loc = self
                .lines
                .locs
                .get(li)
                .copied()
                .unwrap_or(LineLoc::Other { anchor: None });
            let span = match loc {
                LineLoc::User { file, line } => {
                    if key != Some((li, file)) {
                        key = Some((li, file));
                        m = Some(LineMatcher {
                            file,
                            line,
                            cursor: 0,
                            macro_at: None,
                            depth: 0,
                        });
                    }
                    let tok = self.text.get(lo..hi).unwrap_or("");
                    let cpp_col =
                        lo.saturating_sub(self.lines.starts.get(li).copied().unwrap_or(0));
                    match m.as_mut() {
                        Some(m) => {
                            let (a, b) = m.place(sources, tok, cpp_col);
                            Span {
                                file,
                                lo: a,
                                hi: b.max(a),
                            }
                        }
                        None => whole_line(file, line),
                    }
                }
                LineLoc::Other {
                    anchor: Some((file, line)),
                } => whole_line(file, line),
                LineLoc::Other { anchor: None } => fallback,
            };
            out.push(span);
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn markers() {
        assert_eq!(
            parse_marker("# 12 \"a.cl\" 1 3"),
            Some((12, "a.cl".to_string(), vec![1, 3]))
        );
        assert_eq!(
            parse_marker("# 1 \"a\\\\b.cl\""),
            Some((1, "a\\b.cl".to_string(), vec![]))
        );
        assert_eq!(parse_marker("#pragma unroll"), None);
    }

    #[test]
    fn cpp_errors() {
        let e = parse_cpp_error("k.cl:3:10: fatal error: nope.h: No such file or directory");
        assert_eq!(
            e,
            Some((
                "k.cl".into(),
                3,
                10,
                "nope.h: No such file or directory".into()
            ))
        );
        let e = parse_cpp_error("k.cl:4:2: error: #error boom");
        assert_eq!(e, Some(("k.cl".into(), 4, 2, "#error boom".into())));
        assert_eq!(parse_cpp_error("k.cl:4:2: warning: x"), None);
    }

    #[test]
    fn token_search_respects_words() {
        assert_eq!(find_token("int abc = a;", "a", 0, true), Some(10));
        assert_eq!(find_token("x+=1", "+=", 0, false), Some(1));
    }
}
