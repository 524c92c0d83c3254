//! The kcc test runner: GPUVerify-style kernel headers, outcome checks and `--emit=bpl` goldens.
//!
//! A test kernel starts with a header in GPUVerify's `gvtester` format:
//!
//! ```text
//! //xfail:NOT_ALL_VERIFIED          line 1: `pass` or `xfail:<CODE>`
//! //--local_size=64 --num_groups=2  line 2: arguments, `${KERNEL_DIR}` substituted
//! //possible write-write race on    lines 3+: regexes that must match stdout or stderr
//! ```
//!
//! Kernels under `kernels/` are outcome tests: kcc runs in-process on the absolute kernel path
//! and must exit with the expected code and print something matching every regex. Kernels under
//! `golden/` are emission tests: kcc runs with the header arguments plus `--emit=bpl` and
//! `--emit=smt2`, and its output must equal the `.bpl` and `.smt2` files beside the kernel
//! (`BLESS=1` writes them).

pub mod difftest;
pub mod gen;
pub mod native;
pub mod oracle;
pub mod twins;

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use regex::{Regex, RegexBuilder};

pub mod differential;

/// GPUVerify's outcome names (and kcc's aliases) with their exit codes: those `kcc DIR` reads.
use cli::batch::OUTCOMES as CODES;

/// The exit code for an outcome name (case-insensitive), if it is one the runner knows.
pub fn code_for_name(name: &str) -> Option<i32> {
    let upper = name.to_ascii_uppercase();
    CODES.iter().find(|(n, _)| *n == upper).map(|&(_, c)| c)
}

/// The canonical outcome name for an exit code (used in failure messages).
pub fn name_for_code(code: i32) -> &'static str {
    match code {
        0 => "SUCCESS",
        _ => CODES
            .iter()
            .find(|&&(_, c)| c == code)
            .map(|&(n, _)| n)
            .unwrap_or("UNKNOWN"),
    }
}

/// What a test kernel expects, parsed from its header.
#[derive(Debug, Clone)]
pub struct Header {
    /// The expected exit code (0 for `//pass`).
    pub expected_code: i32,
    /// The outcome as written, upper-cased (`PASS` or the xfail code name).
    pub expected_name: String,
    /// Command-line arguments from line 2, `${KERNEL_DIR}` substituted.
    pub args: Vec<String>,
    /// Regexes from lines 3+, each to be found in stdout or stderr.
    pub regexes: Vec<Regex>,
}

/// A malformed header, with the 1-based line it was found on.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HeaderError {
    pub line: usize,
    pub message: String,
}

impl std::fmt::Display for HeaderError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "line {}: {}", self.line, self.message)
    }
}

impl Header {
    /// Whether running this test needs `boogie` and `z3`: every full verification run does;
    /// runs that stop before the back end, or expect an error before it, do not.
    pub fn needs_tools(&self) -> bool {
        let stops_early = self.args.iter().any(|a| {
            a == "--stop-at-bpl" || a.starts_with("--emit") || a == "--help" || a == "--version"
        });
        if stops_early {
            return false;
        }
        matches!(self.expected_code, 0 | 6 | 7 | 11 | 12)
    }
}

/// Parse a test header. `kernel_dir` replaces `${KERNEL_DIR}` (and `$KERNEL_DIR`) in line 2.
pub fn parse_header(text: &str, kernel_dir: &Path) -> Result<Header, HeaderError> {
    let mut lines = text.lines().map(|l| l.strip_suffix('\r').unwrap_or(l));
    let err = |line: usize, message: String| HeaderError { line, message };

    let first = lines.next().unwrap_or("");
    let outcome_re = RegexBuilder::new(r"^//(pass|xfail:([A-Z_]+))")
        .case_insensitive(true)
        .build()
        .expect("static regex");
    let caps = outcome_re.captures(first).ok_or_else(|| {
        err(
            1,
            format!("expected `//pass` or `//xfail:<CODE>`, found `{first}`"),
        )
    })?;
    let (expected_code, expected_name) = match caps.get(2) {
        None => (0, "PASS".to_string()),
        Some(code) => {
            let name = code.as_str().to_ascii_uppercase();
            match code_for_name(&name) {
                Some(c) => (c, name),
                None => {
                    let known: Vec<&str> = CODES.iter().map(|(n, _)| *n).collect();
                    return Err(err(
                        1,
                        format!("unknown outcome `{name}` (known: {})", known.join(", ")),
                    ));
                }
            }
        }
    };

    let second = lines.next().ok_or_else(|| {
        err(
            2,
            "missing the argument line (`//` followed by options)".into(),
        )
    })?;
    let rest = second.strip_prefix("//").ok_or_else(|| {
        err(
            2,
            format!("the argument line must start with `//`, found `{second}`"),
        )
    })?;
    let args = cli::batch::header_options(rest, kernel_dir);

    let mut regexes = Vec::new();
    for (i, line) in lines.enumerate() {
        let Some(pattern) = line.strip_prefix("//") else {
            break;
        };
        if pattern.is_empty() {
            break;
        }
        let re = RegexBuilder::new(pattern)
            .multi_line(true)
            .build()
            .map_err(|e| err(i + 3, format!("invalid regex `{pattern}`: {e}")))?;
        regexes.push(re);
    }

    Ok(Header {
        expected_code,
        expected_name,
        args,
        regexes,
    })
}

/// What one kcc run produced.
#[derive(Debug, Clone)]
pub struct Output {
    pub code: i32,
    pub stdout: String,
    pub stderr: String,
}

/// Run kcc in-process with `args`, capturing both streams.
pub fn run_kcc(args: &[String]) -> Output {
    let mut out = Vec::new();
    let mut err = Vec::new();
    let code = cli::run(args, &mut out, &mut err);
    Output {
        code,
        stdout: String::from_utf8_lossy(&out).into_owned(),
        stderr: String::from_utf8_lossy(&err).into_owned(),
    }
}

fn command_line(args: &[String]) -> String {
    let mut s = String::from("kcc");
    for a in args {
        s.push(' ');
        s.push_str(a);
    }
    s
}

fn report(msg: &str, args: &[String], output: &Output) -> String {
    let mut s = String::new();
    let _ = writeln!(s, "{msg}");
    let _ = writeln!(s, "command: {}", command_line(args));
    let _ = writeln!(
        s,
        "exit code: {} ({})",
        output.code,
        name_for_code(output.code)
    );
    let _ = writeln!(s, "--- stdout ---\n{}", output.stdout.trim_end());
    let _ = writeln!(s, "--- stderr ---\n{}", output.stderr.trim_end());
    s
}

/// Check an output against a header's expectations (gvtester's verdict rule: the code must match,
/// then every regex must match stdout or stderr).
pub fn check_output(header: &Header, args: &[String], output: &Output) -> Result<(), String> {
    if output.code != header.expected_code {
        let msg = format!(
            "expected exit code {} ({}), got {} ({})",
            header.expected_code,
            header.expected_name,
            output.code,
            name_for_code(output.code)
        );
        return Err(report(&msg, args, output));
    }
    for re in &header.regexes {
        if !re.is_match(&output.stdout) && !re.is_match(&output.stderr) {
            let msg = format!(
                "exit code {} as expected, but regex `{}` matches neither stdout nor stderr",
                output.code,
                re.as_str()
            );
            return Err(report(&msg, args, output));
        }
    }
    Ok(())
}

/// Whether `tool` is an executable file in a directory of `PATH`.
pub fn on_path(tool: &str) -> bool {
    let Some(path) = std::env::var_os("PATH") else {
        return false;
    };
    std::env::split_paths(&path).any(|dir| {
        let candidate = dir.join(tool);
        match std::fs::metadata(&candidate) {
            Ok(meta) => {
                use std::os::unix::fs::PermissionsExt;
                meta.is_file() && meta.permissions().mode() & 0o111 != 0
            }
            Err(_) => false,
        }
    })
}

/// The external tools a full verification needs that are neither named by their environment
/// variable (`BOOGIE`, `Z3`, as kcc reads them) nor on `PATH` (empty if all are there).
pub fn missing_tools() -> Vec<&'static str> {
    [("boogie", "BOOGIE"), ("z3", "Z3")]
        .into_iter()
        .filter(|(tool, var)| {
            let named =
                std::env::var_os(var).is_some_and(|p| !p.is_empty() && Path::new(&p).is_file());
            !named && !on_path(tool)
        })
        .map(|(tool, _)| tool)
        .collect()
}

/// Whether `REQUIRE_TOOLS=1` asks for missing tools to fail tests rather than ignore them.
pub fn require_tools() -> bool {
    std::env::var("REQUIRE_TOOLS").is_ok_and(|v| v == "1")
}

/// Whether `BLESS=1` asks for goldens to be written.
pub fn bless() -> bool {
    std::env::var("BLESS").is_ok_and(|v| v == "1")
}

/// Every `*.cl` / `*.cu` file under `root`, sorted by path.
pub fn discover(root: &Path) -> Vec<PathBuf> {
    if root.is_file() {
        return vec![root.to_path_buf()];
    }
    cli::batch::kernels(root)
}

fn read_header(kernel: &Path) -> Result<Header, String> {
    let text = std::fs::read_to_string(kernel)
        .map_err(|e| format!("{}: cannot read: {e}", kernel.display()))?;
    let dir = kernel.parent().unwrap_or(Path::new("."));
    parse_header(&text, dir).map_err(|e| {
        format!(
            "{}:{}: malformed header: {}",
            kernel.display(),
            e.line,
            e.message
        )
    })
}

/// The absolute form of `path` (without resolving symlinks).
fn absolute(path: &Path) -> PathBuf {
    std::path::absolute(path).unwrap_or_else(|_| path.to_path_buf())
}

/// Read a kernel's header only (to decide up front whether its trial needs the tools).
pub fn header_of(kernel: &Path) -> Result<Header, String> {
    read_header(&absolute(kernel))
}

/// Run one outcome test: the header's arguments plus the absolute kernel path.
pub fn run_outcome_test(kernel: &Path) -> Result<(), String> {
    let kernel = absolute(kernel);
    let header = read_header(&kernel)?;
    if header.needs_tools() && require_tools() {
        let missing = missing_tools();
        if !missing.is_empty() {
            return Err(format!(
                "REQUIRE_TOOLS=1 but not on PATH: {} (run scripts/setup.sh)",
                missing.join(", ")
            ));
        }
    }
    let mut args = header.args.clone();
    args.push(kernel.to_string_lossy().into_owned());
    let output = run_kcc(&args);
    check_output(&header, &args, &output)
}

/// Replace the absolute directory of a golden kernel with `$DIR`, so goldens do not depend on
/// where the repository is checked out.
pub fn normalise(text: &str, dir: &Path) -> String {
    let dir = dir.to_string_lossy();
    let dir = dir.trim_end_matches('/');
    if dir.is_empty() {
        text.to_string()
    } else {
        text.replace(dir, "$DIR")
    }
}

/// A unified diff of `expected` against `actual`.
pub fn unified_diff(expected: &str, actual: &str, expected_name: &str) -> String {
    similar::TextDiff::from_lines(expected, actual)
        .unified_diff()
        .context_radius(3)
        .header(expected_name, "actual")
        .to_string()
}

/// Run one golden test: the header's arguments plus `--emit=bpl`; stdout (normalised) must equal
/// the `.bpl` beside the kernel. With `bless`, write it instead.
pub fn run_golden_test(kernel: &Path, bless: bool) -> Result<(), String> {
    for ext in ["bpl", "smt2"] {
        run_golden_emit(kernel, ext, bless)?;
    }
    Ok(())
}

/// One golden of a kernel: `--emit=<ext>` against `<kernel>.<ext>`.
fn run_golden_emit(kernel: &Path, ext: &str, bless: bool) -> Result<(), String> {
    let kernel = absolute(kernel);
    let header = read_header(&kernel)?;
    let dir = kernel.parent().unwrap_or(Path::new("."));
    let mut args = header.args.clone();
    args.push(format!("--emit={ext}"));
    args.push(kernel.to_string_lossy().into_owned());
    let output = run_kcc(&args);
    if output.code != header.expected_code {
        let msg = format!(
            "expected exit code {} ({}), got {} ({})",
            header.expected_code,
            header.expected_name,
            output.code,
            name_for_code(output.code)
        );
        return Err(report(&msg, &args, &output));
    }
    let actual = normalise(&output.stdout, dir);
    let golden = kernel.with_extension(ext);
    if bless {
        return std::fs::write(&golden, &actual)
            .map_err(|e| format!("{}: cannot write: {e}", golden.display()));
    }
    let expected = match std::fs::read_to_string(&golden) {
        Ok(text) => text,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            return Err(format!(
                "{}: missing golden; run with BLESS=1 to create it",
                golden.display()
            ))
        }
        Err(e) => return Err(format!("{}: cannot read: {e}", golden.display())),
    };
    if expected == actual {
        return Ok(());
    }
    Err(format!(
        "{} differs from kcc's output (command: {}):\n{}\nrun with `BLESS=1` to accept",
        golden.display(),
        command_line(&args),
        unified_diff(&expected, &actual, &golden.display().to_string())
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(text: &str) -> Result<Header, HeaderError> {
        parse_header(text, Path::new("/k/dir"))
    }

    #[test]
    fn pass_header() {
        let h = parse("//PASS\n//--local_size=64 --num_groups=${KERNEL_DIR}/x\n__kernel").unwrap();
        assert_eq!(h.expected_code, 0);
        assert_eq!(h.args, ["--local_size=64", "--num_groups=/k/dir/x"]);
        assert!(h.regexes.is_empty());
    }

    #[test]
    fn xfail_header_with_regexes() {
        let text = "//xfail:not_all_verified\n//\n//race on A\\[\n//b  \n//\n//not a regex\n";
        let h = parse(text).unwrap();
        assert_eq!(h.expected_code, 6);
        assert!(h.args.is_empty());
        let res: Vec<&str> = h.regexes.iter().map(|r| r.as_str()).collect();
        assert_eq!(res, ["race on A\\[", "b  "]);
    }

    #[test]
    fn aliases() {
        assert_eq!(
            parse("//xfail:FRONTEND_ERROR\n//\n").unwrap().expected_code,
            2
        );
        assert_eq!(parse("//xfail:UNSUPPORTED\n//\n").unwrap().expected_code, 5);
    }

    #[test]
    fn malformed_headers() {
        assert_eq!(parse("// pass\n//\n").unwrap_err().line, 1);
        assert_eq!(parse("//xfail:NOPE\n//\n").unwrap_err().line, 1);
        assert_eq!(parse("//pass\nint x;\n").unwrap_err().line, 2);
        assert_eq!(parse("//pass").unwrap_err().line, 2);
        assert_eq!(parse("//pass\n//\n//ok\n//(\n").unwrap_err().line, 4);
    }

    #[test]
    fn verdicts() {
        let h = parse("//xfail:NOT_ALL_VERIFIED\n//\n//write-write race\n").unwrap();
        let out = |code, stderr: &str| Output {
            code,
            stdout: String::new(),
            stderr: stderr.into(),
        };
        assert!(check_output(
            &h,
            &[],
            &out(6, "x: error: possible write-write race on A[0]")
        )
        .is_ok());
        assert!(check_output(&h, &[], &out(6, "possible read-write race")).is_err());
        assert!(check_output(&h, &[], &out(0, "")).is_err());
        assert!(h.needs_tools());
    }
}
