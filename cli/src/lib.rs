//! The `kcc` command as a library: option parsing, orchestration of front end, passes and back
//! end, diagnostics rendering, and GPUVerify-compatible exit codes.

pub mod batch;
pub mod host;
pub mod loop_trace;
pub mod named;
pub mod options;
pub mod render;
pub mod replay;
pub mod report;
pub mod scope;
pub mod session;
pub mod tools;
pub mod verify;

use std::io::Write;

/// kcc's version.
pub const VERSION: &str = env!("CARGO_PKG_VERSION");

/// Run kcc with `args` (without the program name), writing what GPUVerify writes to stdout to
/// `out` and what it writes to stderr to `err`; returns the exit code.
pub fn run(args: &[String], out: &mut dyn Write, err: &mut dyn Write) -> i32 {
    let opts = match options::parse(args) {
        Ok(o) => o,
        Err(e) => return session::command_line_error(err, &e.0),
    };
    if opts.help {
        let _ = write!(out, "{}", options::HELP);
        return session::code::SUCCESS;
    }
    if opts.version {
        print_version(&opts, err);
        return session::code::SUCCESS;
    }
    if let Some((list, rest)) = batch::targets(&opts, args) {
        let jobs = opts.jobs.unwrap_or_else(batch::default_jobs);
        return batch::run(&list, &rest, opts.json, jobs, out);
    }
    session::run(&opts, out, err)
}

/// `--version`, on `err` like GPUVerify: kcc's version and the tools it would use.
fn print_version(opts: &options::Options, err: &mut dyn Write) {
    let _ = writeln!(err, "kcc {VERSION}");
    let boogie = tools::find_boogie(opts.boogie.as_deref());
    let z3 = tools::find_z3(opts.z3.as_deref());
    let cpp = tools::find_cpp(opts.cpp.as_deref());
    let _ = writeln!(
        err,
        "{:<15} : {}",
        "boogie",
        describe("boogie", boogie, &["/version"])
    );
    let _ = writeln!(err, "{:<15} : {}", "z3", describe("z3", z3, &["--version"]));
    let cvc5 = tools::find_cvc5(opts.cvc5.as_deref());
    let _ = writeln!(
        err,
        "{:<15} : {}",
        "cvc5",
        describe("cvc5", cvc5, &["--version"])
    );
    let _ = writeln!(
        err,
        "{:<15} : {}",
        "cpp",
        describe("cpp", cpp, &["--version"])
    );
}

/// `<first line of the tool's version output> (<path>)`, or why it is unavailable.
fn describe(
    tool: &str,
    found: Result<std::path::PathBuf, tools::Missing>,
    args: &[&str],
) -> String {
    let path = match found {
        Ok(p) => p,
        Err(m) => return format!("not found ({})", m.hint),
    };
    let cfg = backends::process::ToolConfig {
        tool: tool.to_string(),
        program: path.clone(),
        timeout: Some(std::time::Duration::from_secs(20)),
        transcript: None,
        env: Vec::new(),
    };
    let args: Vec<String> = args.iter().map(|a| a.to_string()).collect();
    match backends::process::run(&cfg, &args) {
        Ok(r) => {
            let first = r
                .stdout
                .lines()
                .chain(r.stderr.lines())
                .map(str::trim)
                .find(|l| !l.is_empty())
                .unwrap_or("");
            format!("{first} ({})", path.display())
        }
        Err(e) => format!("{} ({e})", path.display()),
    }
}
