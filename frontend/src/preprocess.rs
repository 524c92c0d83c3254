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
    let name = cfg.cpp.file_name().map(|n| n.to_string_lossy().to_string()).unwrap_or_default();
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
    a.push(header_dir.join(headers::force_include(cfg.language)).into_os_string());
    a.push(path.as_os_str().to_owned());
    a
}

/// Where the built-in headers live for one run.
enum HeaderDir {
    Temp(tempfile::TempDir),
    Kept(PathBuf),
}

impl HeaderDir {
    fn path(&self) -> &Path {
        match self {
            HeaderDir::Temp(t) => t.path(),
            HeaderDir::Kept(p) => p,
        }
    }
}

fn header_dir(cfg: &Config) -> std::io::Result<HeaderDir> {
    let dir = match &cfg.keep_temps {
        Some(d) => {
            let p = d.join("kcc-include");
            std::fs::create_dir_all(&p)?;
            HeaderDir::Kept(std::fs::canonicalize(&p).unwrap_or(p))
        }
        None => HeaderDir::Temp(tempfile::Builder::new().prefix("kcc-include").tempdir()?),
    };
    headers::materialise(dir.path())?;
    Ok(dir)
}

fn read_lossy(path: &Path) -> Option<String> {
    std::fs::read(path).ok().map(|b| String::from_utf8_lossy(&b).into_owned())
}

/// Preprocess `path`. Registers the kernel and every user header reached in `sources`.
/// Returns `None` (with `preprocess` diagnostics) when the preprocessor fails.
pub fn preprocess(path: &Path, cfg: &Config, sources: &mut SourceMap, diags: &mut Diagnostics) -> Option<Preprocessed> {
    let main_name = path.to_string_lossy().to_string();
    let Some(main_text) = read_lossy(path) else {
        diags.error("preprocess", format!("cannot read kernel file `{main_name}`"), None);
        return None;
    };
    let main = sources.add(main_name.clone(), main_text);
    let dir = match header_dir(cfg) {
        Ok(d) => d,
        Err(e) => {
            diags.error("preprocess", format!("cannot write kcc's built-in headers: {e}"), None);
            return None;
        }
    };
    let hdr = dir.path().to_path_buf();
    let args = cpp_args(path, cfg, &hdr);
    let out = match Command::new(&cfg.cpp).args(&args).output() {
        Ok(o) => o,
        Err(e) => {
            diags.error("preprocess", format!("cannot run the C preprocessor `{}`: {e}", cfg.cpp.display()), None);
            return None;
        }
    };
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    let mut classifier = Classifier { hdr: hdr.clone(), cache: HashMap::new() };
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
            let msg = stderr.lines().find(|l| !l.trim().is_empty()).unwrap_or("").trim().to_string();
            diags.error("preprocess", format!("the C preprocessor failed: {msg}"), None);
        }
        return None;
    }
    if let Some(keep) = &cfg.keep_temps {
        let stem = path.file_stem().map(|s| s.to_string_lossy().to_string()).unwrap_or_else(|| "kernel".into());
        let _ = std::fs::write(keep.join(format!("{stem}.i")), &text);
    }
    let lines = build_line_table(&text, &mut classifier, sources);
    drop(dir);
    Some(Preprocessed { text, lines, main })
}

/// A zero-or-one character span at a 1-based line/column of a file.
fn point_span(sources: &SourceMap, file: FileId, line: u32, col: u32) -> Span {
    let f = sources.file(file);
    let lo = f.offset(line, col);
    let end = f.offset(line, u32::MAX / 2);
    Span { file, lo, hi: (lo + 1).min(end).max(lo) }
}

/// Parse `file:line:col: error: msg` (also `fatal error`, and without a column).
fn parse_cpp_error(line: &str) -> Option<(String, u32, u32, String)> {
    let (pos, kw) = [": fatal error: ", ": error: "].iter().find_map(|k| line.find(k).map(|p| (p, *k)))?;
    let msg = line[pos + kw.len()..].trim().to_string();
    let head = &line[..pos];
    let mut parts = head.rsplitn(3, ':');
    let a = parts.next()?;
    let b = parts.next();
    let c = parts.next();
    match (a.trim().parse::<u32>(), b.and_then(|b| b.trim().parse::<u32>().ok()), c) {
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
            || (p.parent().map(|d| std::fs::canonicalize(d).ok() == std::fs::canonicalize(&self.hdr).ok()).unwrap_or(false)
                && p.file_name().map(|f| headers::is_builtin(&f.to_string_lossy())).unwrap_or(false));
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
    let rest = rest.strip_prefix("line").map(|r| r.trim_start()).unwrap_or(rest);
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
    let flags = rest[end..].split_whitespace().filter_map(|f| f.parse().ok()).collect();
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
            Some(file) => LineLoc::User { file, line: cur_line },
            None => LineLoc::Other { anchor: stack.last().copied().flatten() },
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
        let ok = !word || ((at == 0 || !is_word_byte(hb[at - 1])) && (end >= hb.len() || !is_word_byte(hb[end])));
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

impl Preprocessed {
    /// Map token ranges of the preprocessed text (in increasing order) to spans in the user's
    /// original files.
    pub fn locate(&self, sources: &SourceMap, tokens: &[(usize, usize)]) -> Vec<Span> {
        let main_file = sources.file(self.main);
        let fallback = Span { file: self.main, lo: 0, hi: main_file.offset(1, u32::MAX / 2).min(1) };
        let whole_line = |file: FileId, line: u32| -> Span {
            let f = sources.file(file);
            let lo = f.offset(line, 1);
            let t = f.line_text(line);
            let indent = (t.len() - t.trim_start().len()) as u32;
            Span { file, lo: lo + indent, hi: lo + t.len() as u32 }
        };
        let mut out = Vec::with_capacity(tokens.len());
        let mut li = 0usize;
        let mut key: Option<(FileId, u32)> = None;
        let mut cursor = 0usize;
        let mut first_on_line = true;
        for &(lo, hi) in tokens {
            while li + 1 < self.lines.starts.len() && self.lines.starts[li + 1] <= lo {
                li += 1;
            }
            let loc = self.lines.locs.get(li).copied().unwrap_or(LineLoc::Other { anchor: None });
            let span = match loc {
                LineLoc::User { file, line } => {
                    if key != Some((file, line)) {
                        key = Some((file, line));
                        cursor = 0;
                        first_on_line = true;
                    }
                    let f = sources.file(file);
                    let ltext = f.line_text(line);
                    let base = f.offset(line, 1);
                    let tok = self.text.get(lo..hi).unwrap_or("");
                    let word = tok.bytes().next().map(is_word_byte).unwrap_or(false);
                    let found = if tok.is_empty() { None } else { find_token(ltext, tok, cursor, word) };
                    let s = match found {
                        Some(at) => {
                            cursor = at + tok.len();
                            Span { file, lo: base + at as u32, hi: base + (at + tok.len()) as u32 }
                        }
                        None => {
                            let cpp_col = lo.saturating_sub(self.lines.starts.get(li).copied().unwrap_or(0));
                            let mut c = if first_on_line { cpp_col.min(ltext.len()) } else { cursor.min(ltext.len()) };
                            let lb = ltext.as_bytes();
                            while c < lb.len() && lb[c].is_ascii_whitespace() {
                                c += 1;
                            }
                            while c < lb.len() && !ltext.is_char_boundary(c) {
                                c += 1;
                            }
                            let mut e = c;
                            while e < lb.len() && is_word_byte(lb[e]) {
                                e += 1;
                            }
                            if e == c && c < lb.len() {
                                e = c + 1;
                                while e < lb.len() && !ltext.is_char_boundary(e) {
                                    e += 1;
                                }
                            }
                            Span { file, lo: base + c as u32, hi: base + e as u32 }
                        }
                    };
                    first_on_line = false;
                    s
                }
                LineLoc::Other { anchor: Some((file, line)) } => whole_line(file, line),
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
        assert_eq!(parse_marker("# 12 \"a.cl\" 1 3"), Some((12, "a.cl".to_string(), vec![1, 3])));
        assert_eq!(parse_marker("# 1 \"a\\\\b.cl\""), Some((1, "a\\b.cl".to_string(), vec![])));
        assert_eq!(parse_marker("#pragma unroll"), None);
    }

    #[test]
    fn cpp_errors() {
        let e = parse_cpp_error("k.cl:3:10: fatal error: nope.h: No such file or directory");
        assert_eq!(e, Some(("k.cl".into(), 3, 10, "nope.h: No such file or directory".into())));
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
