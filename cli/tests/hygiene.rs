//! kcc leaves nothing behind: after a run that verifies, finds errors, times out, falls back
//! to the check without benign-race tolerance, or is stopped by SIGINT, SIGTERM, SIGHUP or
//! SIGKILL, no process it started is alive and no temporary directory is left, with either
//! back end (Boogie with its z3, or the smt2 back end's one solver process).
//!
//! Each test runs the real `kcc` binary with a `TMPDIR` of its own, and finds the processes of
//! its run by that `TMPDIR` in their environment (every tool inherits it) and by the pids that
//! the fake tools record. The fake Boogie starts its "z3" (whatever `/z3exe:` names) in the
//! background, as Mono does; the fake z3 records its pid and sleeps. Tests with the real
//! `boogie` and `z3` are ignored when those are missing, unless `REQUIRE_TOOLS=1`, which makes
//! them fail instead.

use std::path::{Path, PathBuf};
use std::process::{Child, Command, ExitStatus, Stdio};
use std::time::{Duration, Instant};

use libtest_mimic::{Arguments, Failed, Trial};

/// How long a run may take before the test gives up on it.
const RUN_LIMIT: Duration = Duration::from_secs(180);
/// How long the processes of a finished run may take to disappear.
const CLEANUP_LIMIT: Duration = Duration::from_secs(10);

/// A kernel that keeps z3 busy far longer than any test waits: Fermat's last theorem for
/// cubes, on bit-vectors small enough not to wrap around.
const HARD_KERNEL: &str = r#"__kernel void hard(__global uint *out, uint x, uint y, uint z) {
  __requires(x > 1u && y > 1u && z > 1u);
  __requires(x < 1024u && y < 1024u && z < 1024u);
  __assert(x * x * x + y * y * y != z * z * z);
  out[get_global_id(0)] = x;
}
"#;

/// A running kcc, killed when dropped (a failing test leaves nothing running either).
struct Kcc(Child);

impl Drop for Kcc {
    fn drop(&mut self) {
        if let Ok(None) = self.0.try_wait() {
            let _ = self.0.kill();
        }
        let _ = self.0.wait();
    }
}

/// A process found by [`Sandbox::live_processes`].
#[derive(Debug)]
struct Proc {
    pid: u32,
    comm: String,
    cmdline: String,
}

/// One test's private corner: kcc's `TMPDIR`, the kernel, fake tools and their pid files.
struct Sandbox {
    root: tempfile::TempDir,
}

impl Sandbox {
    fn new() -> Sandbox {
        let root = tempfile::Builder::new()
            .prefix("kcc-hygiene-test")
            .tempdir()
            .expect("a test directory");
        std::fs::create_dir(root.path().join("tmp")).expect("a TMPDIR");
        Sandbox { root }
    }

    fn path(&self, name: &str) -> PathBuf {
        self.root.path().join(name)
    }

    /// kcc's `TMPDIR`.
    fn tmp(&self) -> PathBuf {
        self.path("tmp")
    }

    /// Copy `examples/<name>` into the sandbox.
    fn example(&self, name: &str) -> PathBuf {
        let src = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../examples")
            .join(name);
        let dst = self.path(name);
        std::fs::copy(&src, &dst).expect("the example kernel");
        dst
    }

    fn hard_kernel(&self) -> PathBuf {
        let p = self.path("hard.cl");
        std::fs::write(&p, HARD_KERNEL).expect("the kernel");
        p
    }

    fn script(&self, name: &str, body: &str) -> PathBuf {
        use std::os::unix::fs::PermissionsExt;
        let p = self.path(name);
        std::fs::write(&p, format!("#!/bin/sh\n{body}")).expect("a script");
        std::fs::set_permissions(&p, std::fs::Permissions::from_mode(0o755)).expect("chmod");
        p
    }

    /// A z3 that records its pid and sleeps.
    fn fake_z3(&self) -> PathBuf {
        let pids = self.path("z3.pids");
        self.script(
            "fake-z3",
            &format!("echo $$ >> '{}'\nexec sleep 300\n", pids.display()),
        )
    }

    /// A Boogie that records its pid and the pid of the "z3" it starts in the background, then
    /// does `then` (shell code; `$bpl` is the program it was given).
    fn fake_boogie(&self, then: &str) -> PathBuf {
        let body = format!(
            "for a in \"$@\"; do case \"$a\" in /z3exe:*) z3=\"${{a#/z3exe:}}\";; *.bpl) bpl=\"$a\";; esac; done\n\
             echo $$ >> '{boogie}'\n\
             \"$z3\" AUTO_CONFIG=false -smt2 -in &\n\
             echo $! >> '{guard}'\n\
             n=0; while [ \"$(cat '{z3}' 2>/dev/null | wc -l)\" -lt \"$(wc -l < '{boogie}')\" ] && [ $n -lt 250 ]; do sleep 0.02; n=$((n+1)); done\n\
             {then}\n",
            boogie = self.path("boogie.pids").display(),
            guard = self.path("guard.pids").display(),
            z3 = self.path("z3.pids").display(),
        );
        self.script("fake-boogie", &body)
    }

    fn pids(&self, file: &str) -> Vec<u32> {
        std::fs::read_to_string(self.path(file))
            .unwrap_or_default()
            .split_whitespace()
            .filter_map(|p| p.parse().ok())
            .collect()
    }

    /// kcc with `args`, this sandbox's `TMPDIR`, and its output going to files.
    fn start(&self, args: &[&str]) -> Kcc {
        let out = std::fs::File::create(self.path("stdout")).expect("stdout file");
        let err = std::fs::File::create(self.path("stderr")).expect("stderr file");
        let child = Command::new(env!("CARGO_BIN_EXE_kcc"))
            .args(args)
            .env("TMPDIR", self.tmp())
            .env_remove("BOOGIE")
            .env_remove("Z3")
            .stdin(Stdio::null())
            .stdout(out)
            .stderr(err)
            .spawn()
            .expect("kcc starts");
        Kcc(child)
    }

    fn stderr(&self) -> String {
        std::fs::read_to_string(self.path("stderr")).unwrap_or_default()
    }

    fn output(&self) -> String {
        let out = std::fs::read_to_string(self.path("stdout")).unwrap_or_default();
        format!("stdout:\n{out}\nstderr:\n{}", self.stderr())
    }

    /// The live processes started by this sandbox's runs: those with its `TMPDIR` in their
    /// environment or its directory in their command line, and those whose pids the fake tools
    /// recorded.
    fn live_processes(&self) -> Vec<Proc> {
        let needle = format!("TMPDIR={}", self.tmp().display());
        let root = self.root.path().display().to_string();
        let recorded: Vec<u32> = ["boogie.pids", "guard.pids", "z3.pids"]
            .iter()
            .flat_map(|f| self.pids(f))
            .collect();
        let Ok(entries) = std::fs::read_dir("/proc") else {
            return Vec::new();
        };
        let mut res = Vec::new();
        for e in entries.flatten() {
            let Some(pid) = e.file_name().to_str().and_then(|n| n.parse::<u32>().ok()) else {
                continue;
            };
            let cmdline = std::fs::read(e.path().join("cmdline"))
                .map(|c| String::from_utf8_lossy(&c).replace('\0', " "))
                .unwrap_or_default();
            let ours = recorded.contains(&pid)
                || cmdline.contains(&root)
                || std::fs::read(e.path().join("environ"))
                    .is_ok_and(|env| env.split(|&b| b == 0).any(|v| v == needle.as_bytes()));
            if ours && alive(pid) {
                let comm = std::fs::read_to_string(e.path().join("comm")).unwrap_or_default();
                res.push(Proc {
                    pid,
                    comm: comm.trim().to_string(),
                    cmdline,
                });
            }
        }
        res
    }

    /// What is left in kcc's `TMPDIR`.
    fn temp_entries(&self) -> Vec<String> {
        std::fs::read_dir(self.tmp())
            .map(|d| {
                d.flatten()
                    .map(|e| e.file_name().to_string_lossy().into_owned())
                    .collect()
            })
            .unwrap_or_default()
    }

    /// Wait (a bounded time) until no process of this sandbox is alive and `TMPDIR` is empty.
    fn assert_clean(&self) -> Result<(), Failed> {
        let end = Instant::now() + CLEANUP_LIMIT;
        loop {
            let (procs, temps) = (self.live_processes(), self.temp_entries());
            if procs.is_empty() && temps.is_empty() {
                return Ok(());
            }
            if Instant::now() > end {
                kill_all(&procs);
                let procs: Vec<String> = procs
                    .iter()
                    .map(|p| format!("{} ({}): {}", p.pid, p.comm, p.cmdline))
                    .collect();
                return Err(format!(
                    "left behind: processes {procs:#?}, temporary files {temps:?}\n{}",
                    self.output()
                )
                .into());
            }
            std::thread::sleep(Duration::from_millis(50));
        }
    }

    /// Wait until `cond` holds, for at most `limit`.
    fn wait_for(&self, what: &str, limit: Duration, cond: impl Fn() -> bool) -> Result<(), Failed> {
        let end = Instant::now() + limit;
        while !cond() {
            if Instant::now() > end {
                return Err(format!("timed out waiting for {what}\n{}", self.output()).into());
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        Ok(())
    }
}

/// Whether `pid` is alive (zombies are not).
fn alive(pid: u32) -> bool {
    std::fs::read_to_string(format!("/proc/{pid}/stat"))
        .ok()
        .and_then(|s| s.rsplit_once(") ").map(|(_, rest)| !rest.starts_with('Z')))
        .unwrap_or(false)
}

/// Kill what a failed test left, so that it does not linger on the machine.
fn kill_all(procs: &[Proc]) {
    for p in procs {
        if let Ok(pid) = i32::try_from(p.pid) {
            // SAFETY: `kill` has no memory-safety preconditions.
            unsafe {
                libc::kill(pid, libc::SIGKILL);
            }
        }
    }
}

/// Wait for kcc with a bound.
fn finish(sb: &Sandbox, kcc: &mut Kcc) -> Result<ExitStatus, Failed> {
    let end = Instant::now() + RUN_LIMIT;
    loop {
        if let Some(s) = kcc.0.try_wait().map_err(|e| e.to_string())? {
            return Ok(s);
        }
        if Instant::now() > end {
            return Err(format!("kcc did not finish\n{}", sb.output()).into());
        }
        std::thread::sleep(Duration::from_millis(20));
    }
}

fn signal(kcc: &Kcc, sig: libc::c_int) {
    let pid = i32::try_from(kcc.0.id()).expect("a pid");
    // SAFETY: `kill` has no memory-safety preconditions.
    unsafe {
        libc::kill(pid, sig);
    }
}

fn expect_code(sb: &Sandbox, status: ExitStatus, code: i32) -> Result<(), Failed> {
    if status.code() == Some(code) {
        Ok(())
    } else {
        Err(format!("expected exit code {code}, got {status}\n{}", sb.output()).into())
    }
}

const LAUNCH: [&str; 2] = ["--local_size=64", "--num_groups=2"];

/// kcc on `kernel` with the fake tools, the launch sizes and `extra` arguments.
fn start_fake(sb: &Sandbox, kernel: &Path, then: &str, extra: &[&str]) -> Kcc {
    let boogie = format!("--boogie={}", sb.fake_boogie(then).display());
    let z3 = format!("--z3={}", sb.fake_z3().display());
    let kernel = kernel.display().to_string();
    let mut args: Vec<&str> = LAUNCH.to_vec();
    args.extend([boogie.as_str(), z3.as_str()]);
    args.extend(extra);
    args.push(&kernel);
    sb.start(&args)
}

const VERIFIED: &str = "echo 'Boogie program verifier finished with 1 verified, 0 errors'";

/// The fake Boogie finishes but leaves its solver running: kcc kills it.
fn fake_exit_sweeps_leftover_solver() -> Result<(), Failed> {
    let sb = Sandbox::new();
    let mut kcc = start_fake(&sb, &sb.example("reduce.cl"), VERIFIED, &[]);
    let status = finish(&sb, &mut kcc)?;
    expect_code(&sb, status, 0)?;
    if sb.pids("z3.pids").is_empty() {
        return Err(format!("the fake z3 never ran\n{}", sb.output()).into());
    }
    sb.assert_clean()
}

/// `--timeout=1` on a tool that hangs: the tool, its guard and its solver are killed.
fn fake_timeout_kills_the_tool_group() -> Result<(), Failed> {
    let sb = Sandbox::new();
    let mut kcc = start_fake(&sb, &sb.example("reduce.cl"), "wait", &["--timeout=1"]);
    let status = finish(&sb, &mut kcc)?;
    expect_code(&sb, status, 7)?;
    sb.assert_clean()
}

/// The first attempt runs out of its 10 s, the check without benign-race tolerance then
/// verifies: neither run leaves anything behind.
fn fake_fallback_runs_leave_nothing() -> Result<(), Failed> {
    let sb = Sandbox::new();
    let then = format!("case \"$bpl\" in *strict*) {VERIFIED};; *) wait;; esac");
    let mut kcc = start_fake(&sb, &sb.example("reduce.cl"), &then, &["--timeout=60"]);
    let status = finish(&sb, &mut kcc)?;
    expect_code(&sb, status, 0)?;
    if sb.pids("boogie.pids").len() < 2 {
        return Err(format!("expected a second Boogie run\n{}", sb.output()).into());
    }
    sb.assert_clean()
}

/// Start kcc with a hanging fake Boogie, wait until its solver runs, send `sig`.
fn fake_stopped_by(sig: libc::c_int, extra: &[&str]) -> Result<(Sandbox, ExitStatus), Failed> {
    let sb = Sandbox::new();
    let mut kcc = start_fake(&sb, &sb.example("reduce.cl"), "wait", extra);
    sb.wait_for("the fake z3", Duration::from_secs(60), || {
        !sb.pids("z3.pids").is_empty()
    })?;
    if sb.live_processes().len() < 4 {
        return Err(format!(
            "expected kcc, Boogie, the guard and z3 to be found, found {:#?}",
            sb.live_processes()
        )
        .into());
    }
    signal(&kcc, sig);
    let status = finish(&sb, &mut kcc)?;
    Ok((sb, status))
}

fn expect_interrupted(sb: &Sandbox, status: ExitStatus, name: &str) -> Result<(), Failed> {
    expect_code(sb, status, 8)?;
    let line = format!("GPUVerify: CTRL_C error (8): interrupted by {name}\n");
    if !sb.stderr().ends_with(&line) {
        return Err(format!("expected {line:?} at the end of stderr\n{}", sb.output()).into());
    }
    Ok(())
}

fn fake_sigint_stops_everything() -> Result<(), Failed> {
    let (sb, status) = fake_stopped_by(libc::SIGINT, &[])?;
    expect_interrupted(&sb, status, "SIGINT")?;
    sb.assert_clean()
}

fn fake_sigterm_and_sighup_stop_everything() -> Result<(), Failed> {
    for (sig, name) in [(libc::SIGTERM, "SIGTERM"), (libc::SIGHUP, "SIGHUP")] {
        let (sb, status) = fake_stopped_by(sig, &[])?;
        expect_interrupted(&sb, status, name)?;
        sb.assert_clean()?;
    }
    Ok(())
}

/// SIGKILL cannot be caught: the tools die with kcc by themselves, and the janitor removes the
/// temporary directory.
fn fake_sigkill_leaves_nothing() -> Result<(), Failed> {
    let (sb, status) = fake_stopped_by(libc::SIGKILL, &[])?;
    use std::os::unix::process::ExitStatusExt;
    if status.signal() != Some(libc::SIGKILL) {
        return Err(format!("expected death by SIGKILL, got {status}").into());
    }
    sb.assert_clean()
}

/// With `--keep-temps` the kept files stay beside the kernel, but no process does.
fn fake_keep_temps_keeps_files_only() -> Result<(), Failed> {
    let (sb, status) = fake_stopped_by(libc::SIGINT, &["--keep-temps"])?;
    expect_interrupted(&sb, status, "SIGINT")?;
    sb.assert_clean()?;
    for kept in ["reduce.bpl", "kcc-include"] {
        if !sb.path(kept).exists() {
            return Err(format!("--keep-temps did not keep {kept}\n{}", sb.output()).into());
        }
    }
    Ok(())
}

/// The back end a real-tool test runs: `--backend=boogie` or `--backend=smt2`.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Backend {
    Boogie,
    Smt2,
}

impl Backend {
    fn arg(self) -> &'static str {
        match self {
            Backend::Boogie => "--backend=boogie",
            Backend::Smt2 => "--backend=smt2",
        }
    }
}

/// kcc with the real tools on `kernel`.
fn start_real(sb: &Sandbox, b: Backend, kernel: &Path, extra: &[&str]) -> Kcc {
    let kernel = kernel.display().to_string();
    let mut args: Vec<&str> = LAUNCH.to_vec();
    args.push(b.arg());
    args.extend(extra);
    args.push(&kernel);
    sb.start(&args)
}

fn real_verified_run_leaves_nothing(b: Backend) -> Result<(), Failed> {
    let sb = Sandbox::new();
    let mut kcc = start_real(&sb, b, &sb.example("reduce.cl"), &[]);
    let status = finish(&sb, &mut kcc)?;
    expect_code(&sb, status, 0)?;
    sb.assert_clean()
}

fn real_failure_leaves_nothing(b: Backend) -> Result<(), Failed> {
    let sb = Sandbox::new();
    let mut kcc = start_real(&sb, b, &sb.example("race.cl"), &[]);
    let status = finish(&sb, &mut kcc)?;
    expect_code(&sb, status, 6)?;
    sb.assert_clean()
}

fn real_timeout_kills_the_solver(b: Backend) -> Result<(), Failed> {
    let sb = Sandbox::new();
    // Long enough for Mono to start z3 on a loaded machine, short enough to time out.
    let mut kcc = start_real(&sb, b, &sb.hard_kernel(), &["--timeout=12"]);
    // The time-out must have had a solver to kill.
    let mut solving = false;
    while !solving && kcc.0.try_wait().map_err(|e| e.to_string())?.is_none() {
        solving = sb
            .live_processes()
            .iter()
            .any(|p| p.comm == "z3" && p.cmdline.contains("-smt2"));
        std::thread::sleep(Duration::from_millis(20));
    }
    let status = finish(&sb, &mut kcc)?;
    expect_code(&sb, status, 7)?;
    if !solving {
        return Err(format!("z3 was never seen solving\n{}", sb.output()).into());
    }
    sb.assert_clean()
}

/// The CPU time process `pid` has used in user mode, in seconds.
fn cpu_secs(pid: u32) -> f64 {
    // SAFETY: `sysconf` has no memory-safety preconditions.
    let ticks = unsafe { libc::sysconf(libc::_SC_CLK_TCK) }.max(1) as f64;
    std::fs::read_to_string(format!("/proc/{pid}/stat"))
        .ok()
        .and_then(|s| {
            let (_, rest) = s.rsplit_once(") ")?;
            rest.split_whitespace().nth(11)?.parse::<f64>().ok()
        })
        .map_or(0.0, |t| t / ticks)
}

/// Whether a z3 of this sandbox is busy solving: past reading its query (a z3 that still reads
/// would also stop when Mono dies, which proves nothing).
fn real_z3_runs(sb: &Sandbox) -> bool {
    sb.live_processes()
        .iter()
        .any(|p| p.comm == "z3" && p.cmdline.contains("-smt2") && cpu_secs(p.pid) >= 1.0)
}

fn real_stopped_by(b: Backend, sig: libc::c_int) -> Result<(Sandbox, ExitStatus), Failed> {
    let sb = Sandbox::new();
    let mut kcc = start_real(&sb, b, &sb.hard_kernel(), &["--timeout=120"]);
    sb.wait_for("z3", Duration::from_secs(60), || real_z3_runs(&sb))?;
    let found: Vec<String> = sb.live_processes().into_iter().map(|p| p.comm).collect();
    if b == Backend::Boogie && !found.iter().any(|c| c == "mono" || c == "cli") {
        return Err(format!("expected to find Mono among {found:?}").into());
    }
    signal(&kcc, sig);
    let status = finish(&sb, &mut kcc)?;
    Ok((sb, status))
}

fn real_sigint_stops_the_solver(b: Backend) -> Result<(), Failed> {
    let (sb, status) = real_stopped_by(b, libc::SIGINT)?;
    expect_interrupted(&sb, status, "SIGINT")?;
    sb.assert_clean()
}

fn real_sigkill_stops_the_solver(b: Backend) -> Result<(), Failed> {
    let (sb, _) = real_stopped_by(b, libc::SIGKILL)?;
    sb.assert_clean()
}

/// A z3 that records its pid, then neither reads nor answers.
fn start_fake_solver(sb: &Sandbox, extra: &[&str]) -> Kcc {
    let z3 = format!("--z3={}", sb.fake_z3().display());
    let kernel = sb.example("reduce.cl").display().to_string();
    let mut args: Vec<&str> = LAUNCH.to_vec();
    args.extend(["--backend=smt2", z3.as_str()]);
    args.extend(extra);
    args.push(&kernel);
    sb.start(&args)
}

/// The smt2 back end's solver does not answer within `--timeout=1`: it is killed.
fn fake_smt2_timeout_kills_the_solver() -> Result<(), Failed> {
    let sb = Sandbox::new();
    let mut kcc = start_fake_solver(&sb, &["--timeout=1"]);
    let status = finish(&sb, &mut kcc)?;
    expect_code(&sb, status, 7)?;
    if !sb.output().contains("z3 timed out") {
        return Err(format!("expected z3's time-out message\n{}", sb.output()).into());
    }
    sb.assert_clean()
}

/// The smt2 back end's solver dies with kcc, even when kcc is killed outright.
fn fake_smt2_sigkill_leaves_nothing() -> Result<(), Failed> {
    let sb = Sandbox::new();
    let mut kcc = start_fake_solver(&sb, &[]);
    sb.wait_for("the fake z3", Duration::from_secs(60), || {
        !sb.pids("z3.pids").is_empty()
    })?;
    signal(&kcc, libc::SIGKILL);
    finish(&sb, &mut kcc)?;
    sb.assert_clean()
}

type Test = fn() -> Result<(), Failed>;

fn main() {
    let args = Arguments::from_args();
    let require = std::env::var("REQUIRE_TOOLS").is_ok_and(|v| v == "1");
    let have = |found: bool, tool: &'static str| (!found).then_some(tool);
    let cpp = have(cli::tools::find_cpp(None).is_ok(), "cpp");
    let mut real: Vec<&str> = cpp.into_iter().collect();
    real.extend(have(cli::tools::find_boogie(None).is_ok(), "boogie"));
    real.extend(have(cli::tools::find_z3(None).is_ok(), "z3"));
    let fake: Vec<&str> = cpp.into_iter().collect();

    let fake_tests: [(&str, Test); 9] = [
        (
            "fake_exit_sweeps_leftover_solver",
            fake_exit_sweeps_leftover_solver,
        ),
        (
            "fake_timeout_kills_the_tool_group",
            fake_timeout_kills_the_tool_group,
        ),
        (
            "fake_fallback_runs_leave_nothing",
            fake_fallback_runs_leave_nothing,
        ),
        ("fake_sigint_stops_everything", fake_sigint_stops_everything),
        (
            "fake_sigterm_and_sighup_stop_everything",
            fake_sigterm_and_sighup_stop_everything,
        ),
        ("fake_sigkill_leaves_nothing", fake_sigkill_leaves_nothing),
        (
            "fake_keep_temps_keeps_files_only",
            fake_keep_temps_keeps_files_only,
        ),
        (
            "fake_smt2_timeout_kills_the_solver",
            fake_smt2_timeout_kills_the_solver,
        ),
        (
            "fake_smt2_sigkill_leaves_nothing",
            fake_smt2_sigkill_leaves_nothing,
        ),
    ];
    let real_tests: Vec<(String, Box<dyn Fn() -> Result<(), Failed> + Send + Sync>)> =
        [(Backend::Boogie, "boogie"), (Backend::Smt2, "smt2")]
            .into_iter()
            .flat_map(|(b, name)| {
                let cases: [(&str, fn(Backend) -> Result<(), Failed>); 5] = [
                    (
                        "verified_run_leaves_nothing",
                        real_verified_run_leaves_nothing,
                    ),
                    ("failure_leaves_nothing", real_failure_leaves_nothing),
                    ("timeout_kills_the_solver", real_timeout_kills_the_solver),
                    ("sigint_stops_the_solver", real_sigint_stops_the_solver),
                    ("sigkill_stops_the_solver", real_sigkill_stops_the_solver),
                ];
                cases.into_iter().map(move |(what, f)| {
                    let test: Box<dyn Fn() -> Result<(), Failed> + Send + Sync> =
                        Box::new(move || f(b));
                    (format!("real_{name}_{what}"), test)
                })
            })
            .collect();
    let mut trials = Vec::new();
    let mut n_ignored = 0;
    let fake_tests = fake_tests.into_iter().map(|(n, t)| {
        let b: Box<dyn Fn() -> Result<(), Failed> + Send + Sync> = Box::new(t);
        (n.to_string(), b)
    });
    let groups = [
        (fake_tests.collect::<Vec<_>>(), fake.clone()),
        (real_tests, real.clone()),
    ];
    for (tests, missing) in groups {
        for (name, test) in tests {
            let missing = missing.clone();
            let ignore = !missing.is_empty() && !require;
            let needs = missing.join("+");
            let mut trial = Trial::test(name, move || {
                if !missing.is_empty() {
                    return Err(format!(
                        "REQUIRE_TOOLS=1 but not found: {} (run scripts/setup.sh)",
                        missing.join(", ")
                    )
                    .into());
                }
                test()
            });
            if ignore {
                n_ignored += 1;
                trial = trial
                    .with_kind(format!("needs {needs}"))
                    .with_ignored_flag(true);
            }
            trials.push(trial);
        }
    }
    if n_ignored > 0 {
        eprintln!(
            "note: {} not found: {n_ignored} tests are ignored (install with scripts/setup.sh; \
             REQUIRE_TOOLS=1 makes them fail instead)",
            real.join(" and ")
        );
    }
    libtest_mimic::run(&args, trials).exit();
}
