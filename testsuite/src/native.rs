//! The native check: run an OpenCL kernel on a real OpenCL implementation (pocl, through
//! `native/pocl_run.py`) and in kcc's interpreter from the same parameters and the same initial
//! memory, and compare global memory afterwards.
//!
//! Why: the interpreter runs the IR kcc's front end produced, so it cannot see a front-end
//! mistranslation — a wrong index, a lost store, a misread vector component — which would make
//! kcc verify the wrong program. A real OpenCL compiler shares nothing with kcc. On a kernel
//! that is deterministic (race-free, no atomics whose order shows, no reads of uninitialised
//! memory), every difference in the final memory is a front-end (or interpreter) bug.

use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver};
use std::time::Duration;

use interp::{FindingKind, RunConfig, Schedule, Status};
use ir::{MemSpace, Program, Type};
use serde_json::{json, Value};

/// Bytes given to each `__local` pointer parameter.
const LOCAL_BYTES: u64 = 32 * 1024;
/// The largest global buffer made, in bytes.
const MAX_BUFFER: u128 = 1 << 24;
/// Threads at most in a launch that is checked.
const MAX_THREADS: u64 = 4096;

/// The path of the runner script.
pub fn runner_script() -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("native/pocl_run.py")
}

/// A long-lived runner process.
pub struct Pocl {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
}

impl Pocl {
    /// Start the runner; an error when python, pyopencl or an OpenCL device is missing.
    pub fn start() -> Result<Pocl, String> {
        // One pocl thread: groups run one after another, so runs repeat themselves.
        let mut child = Command::new("python3")
            .arg(runner_script())
            .env("POCL_MAX_PTHREAD_COUNT", "1")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| format!("cannot start python3: {e}"))?;
        let stdin = child.stdin.take().ok_or("no stdin")?;
        let stdout = child.stdout.take().ok_or("no stdout")?;
        let (tx, lines) = mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        Ok(Pocl {
            child,
            stdin,
            lines,
        })
    }

    /// Ask the runner whether it has an OpenCL device.
    pub fn probe(&mut self) -> Result<(), String> {
        let answer = self.ask(&json!({ "probe": true }), Duration::from_secs(120))?;
        if answer["ok"] == json!(true) {
            Ok(())
        } else {
            Err(format!("the OpenCL runner fails: {}", answer["error"]))
        }
    }

    /// Send one request and wait for its answer; on a time-out or a dead runner, the runner
    /// is restarted and an error returned.
    fn ask(&mut self, req: &Value, timeout: Duration) -> Result<Value, String> {
        let sent = writeln!(self.stdin, "{req}").and_then(|()| self.stdin.flush());
        let answer = match sent {
            Ok(()) => self.lines.recv_timeout(timeout).map_err(|e| match e {
                mpsc::RecvTimeoutError::Timeout => "the native run timed out".to_string(),
                mpsc::RecvTimeoutError::Disconnected => "the runner died".to_string(),
            }),
            Err(e) => Err(format!("the runner died: {e}")),
        };
        match answer {
            Ok(line) => serde_json::from_str(&line).map_err(|e| format!("bad answer: {e}")),
            Err(e) => {
                let _ = self.child.kill();
                let _ = self.child.wait();
                *self = Pocl::start()?;
                Err(e)
            }
        }
    }
}

impl Drop for Pocl {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The result of checking one kernel.
#[derive(Debug)]
pub enum Native {
    /// Both runs left the same global memory (this many cells compared).
    Agree(usize),
    /// They differ: one line per differing cell (a few), then a summary line.
    Differ(Vec<String>),
    /// The kernel could not be compared, and why.
    Skip(String),
}

/// Check a test kernel with `seeds` seeds (stopping at the first that does not agree); `None`
/// when it is not an OpenCL kernel expected to verify.
pub fn check_test_kernel(pocl: &mut Pocl, kernel: &Path, seeds: u64) -> Option<Native> {
    let header = crate::header_of(kernel).ok()?;
    if header.expected_code != 0 || kernel.extension().is_none_or(|e| e != "cl") {
        return None;
    }
    let mut args = header.args.clone();
    args.push(kernel.to_string_lossy().into_owned());
    let mut result = Native::Skip("no seed".into());
    for seed in 0..seeds {
        result = check(pocl, &args, seed);
        if !matches!(result, Native::Agree(_)) {
            break;
        }
    }
    Some(result)
}

/// Check a generated kernel, written to `dir` for the run, with its own seed.
pub fn check_generated(pocl: &mut Pocl, k: &crate::gen::Kernel, dir: &Path) -> Native {
    let path = dir.join(k.file_name());
    if let Err(e) = std::fs::write(&path, &k.source) {
        return Native::Skip(format!("cannot write {}: {e}", path.display()));
    }
    let mut args = k.args.clone();
    args.push(path.to_string_lossy().into_owned());
    let result = check(pocl, &args, k.seed);
    let _ = std::fs::remove_file(&path);
    result
}

/// Test kernels whose final memory legitimately depends on undefined values or on the order
/// of atomics, with the reason: `native/undetermined.txt`, one `path: reason` per line,
/// paths relative to `kernels/`.
pub fn undetermined() -> Vec<(String, String)> {
    let text = include_str!("../native/undetermined.txt");
    text.lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .filter_map(|l| l.split_once(": "))
        .map(|(p, r)| (p.trim().to_string(), r.trim().to_string()))
        .collect()
}

/// A global buffer of the kernel: the IR array, its cell width in bytes, and its bytes on entry.
struct Buffer {
    array: ir::ArrayId,
    name: String,
    cell_bytes: usize,
    initial: Vec<u8>,
}

/// Check the kernel of kcc's command line `args` (options, then the kernel path) with `seed`.
pub fn check(pocl: &mut Pocl, args: &[String], seed: u64) -> Native {
    let Some(path) = args.last() else {
        return Native::Skip("no kernel".into());
    };
    if !path.ends_with(".cl") {
        return Native::Skip("not OpenCL".into());
    }
    let opts = match cli::options::parse(args) {
        Ok(o) => o,
        Err(e) => return Native::Skip(e.0),
    };
    let (prog, geometry) = match cli::replay::front_end(args) {
        Ok(x) => x,
        Err(e) => return Native::Skip(format!("front end: {e}")),
    };
    let Some(launch) = cli::replay::launch_of(&geometry) else {
        return Native::Skip("a launch size is free".into());
    };
    if launch.group_threads() * launch.running_groups() > MAX_THREADS {
        return Native::Skip("launch too large".into());
    }
    if let Some(f) = uninterpreted(&prog) {
        return Native::Skip(format!("uses functions without a concrete meaning: {f}"));
    }
    let Some(kernel) = prog.kernel_proc() else {
        return Native::Skip("no kernel procedure".into());
    };
    let cfg = RunConfig {
        seed,
        schedule: Schedule::InOrder,
        max_steps: 10_000_000,
        keep_memory: true,
        deadline: Some(std::time::Instant::now() + Duration::from_secs(20)),
        ..RunConfig::default()
    };
    let out = interp::run(&prog, &launch, &cfg);
    match &out.status {
        Status::Completed => {}
        s => return Native::Skip(format!("interpreter: {s:?}")),
    }
    if let Some(f) = out
        .errors()
        .find(|f| !matches!(f.kind, FindingKind::DivByZero))
    {
        return Native::Skip(format!("interpreter finds {}", f.kind.name()));
    }
    // Global buffers: large enough for every cell the interpreter touched, with a margin.
    let mut buffers = Vec::new();
    for (id, a) in prog.arrays.iter() {
        if !a.is_param || !matches!(a.space, MemSpace::Global | MemSpace::Constant) {
            continue;
        }
        let Type::Bv(w) = a.elem else {
            return Native::Skip(format!("array {} of {:?}", a.name, a.elem));
        };
        if w % 8 != 0 {
            return Native::Skip(format!("array {} of {w}-bit cells", a.name));
        }
        let top = out
            .memory
            .iter()
            .filter(|(b, _, _)| *b == id)
            .map(|(_, i, _)| *i + 1)
            .max()
            .unwrap_or(0);
        let cells = (top * 2 + 256).max(1024);
        if cells * u128::from(w / 8) > MAX_BUFFER {
            return Native::Skip(format!("buffer {} too large", a.name));
        }
        let cell_bytes = (w / 8) as usize;
        buffers.push(Buffer {
            array: id,
            name: a.name.clone(),
            cell_bytes,
            initial: initial_image(id, cell_bytes, cells, seed),
        });
    }
    let mut req_args = serde_json::Map::new();
    for b in &buffers {
        req_args.insert(b.name.clone(), json!({ "buffer": hex(&b.initial) }));
    }
    for (_, a) in prog.arrays.iter() {
        if a.is_param && a.space == MemSpace::Shared {
            req_args.insert(a.name.clone(), json!({ "local_bytes": LOCAL_BYTES }));
        }
    }
    for (p, bits) in kernel.params.iter().zip(&out.params) {
        req_args.insert(
            prog.vars[*p].name.clone(),
            json!({ "bits": format!("{bits:x}") }),
        );
    }
    let dir = Path::new(path).parent().unwrap_or(Path::new("."));
    let mut options: Vec<String> = opts.defines.iter().map(|d| format!("-D{d}")).collect();
    options.push(format!("-I{}", dir.display()));
    for i in &opts.include_dirs {
        options.push(format!("-I{}", i.display()));
    }
    let req = json!({
        "source": path,
        "kernel": kernel.name,
        "options": options,
        "local": launch.local_size,
        "groups": launch.num_groups,
        "offset": launch.global_offset,
        "dims": geometry.local_dims.max(geometry.grid_dims).clamp(1, 3),
        "args": req_args,
    });
    let answer = match pocl.ask(&req, Duration::from_secs(60)) {
        Ok(a) => a,
        Err(e) => return Native::Skip(e),
    };
    if answer["ok"] != json!(true) {
        return Native::Skip(format!(
            "native {}: {}",
            answer["stage"].as_str().unwrap_or("?"),
            first_line(answer["error"].as_str().unwrap_or("?"))
        ));
    }
    let types: Vec<(String, String)> = answer["params"]
        .as_array()
        .map(|ps| {
            ps.iter()
                .map(|p| {
                    (
                        p["name"].as_str().unwrap_or("").to_string(),
                        p["type"].as_str().unwrap_or("").to_string(),
                    )
                })
                .collect()
        })
        .unwrap_or_default();
    compare(&buffers, &out.memory, &answer["buffers"], &types)
}

/// The functions the program uses that the interpreter only hashes (math functions other than
/// the basic ones), if any: their results differ from a real implementation's.
fn uninterpreted(prog: &Program) -> Option<String> {
    let names: Vec<&str> = prog
        .funcs
        .iter()
        .map(|(_, f)| f)
        .filter(|f| !interp::interpreted(&f.name, f.params.len()))
        .map(|f| f.name.as_str())
        .collect();
    (!names.is_empty()).then(|| names.join(", "))
}

/// The bytes of `cells` cells of global array `a` on entry to a run with `seed`.
fn initial_image(a: ir::ArrayId, cell_bytes: usize, cells: u128, seed: u64) -> Vec<u8> {
    let mut bytes = Vec::with_capacity(cells as usize * cell_bytes);
    for i in 0..cells {
        let bits = interp::initial_cell(seed, a, i);
        bytes.extend_from_slice(&bits.to_le_bytes()[..cell_bytes]);
    }
    bytes
}

fn compare(
    buffers: &[Buffer],
    memory: &[(ir::ArrayId, u128, u128)],
    native: &Value,
    types: &[(String, String)],
) -> Native {
    let mut diffs = Vec::new();
    let mut count = 0usize;
    let mut compared = 0usize;
    for b in buffers {
        // Arrays that are not kernel arguments (program-scope constants) have no contents.
        let Some(bytes) = native[&b.name].as_str().and_then(unhex) else {
            continue;
        };
        let ty = types
            .iter()
            .find(|(n, _)| *n == b.name)
            .map(|(_, t)| t.as_str())
            .unwrap_or("");
        let float = ty.starts_with("float") || ty.starts_with("double") || ty.starts_with("half");
        let mut image = b.initial.clone();
        for (_, i, bits) in memory.iter().filter(|(a, _, _)| *a == b.array) {
            let at = *i as usize * b.cell_bytes;
            image[at..at + b.cell_bytes].copy_from_slice(&bits.to_le_bytes()[..b.cell_bytes]);
        }
        for (i, (ours, theirs)) in image
            .chunks(b.cell_bytes)
            .zip(bytes.chunks(b.cell_bytes))
            .enumerate()
        {
            compared += 1;
            if ours == theirs || (float && is_nan(ours) && is_nan(theirs)) {
                continue;
            }
            count += 1;
            if diffs.len() < 6 {
                diffs.push(format!(
                    "{}[{i}] ({ty}): interpreter {} native {}",
                    b.name,
                    hex_le(ours),
                    hex_le(theirs)
                ));
            }
        }
    }
    if count == 0 {
        Native::Agree(compared)
    } else {
        diffs.push(format!("{count} of {compared} cells differ"));
        Native::Differ(diffs)
    }
}

fn is_nan(cell: &[u8]) -> bool {
    match cell.len() {
        2 => u16::from_le_bytes([cell[0], cell[1]]) & 0x7fff > 0x7c00,
        4 => f32::from_le_bytes(cell.try_into().unwrap_or([0; 4])).is_nan(),
        8 => f64::from_le_bytes(cell.try_into().unwrap_or([0; 8])).is_nan(),
        _ => false,
    }
}

fn hex(bytes: &[u8]) -> String {
    let mut s = String::with_capacity(bytes.len() * 2);
    for b in bytes {
        s.push_str(&format!("{b:02x}"));
    }
    s
}

/// A little-endian cell as one number in hex.
fn hex_le(cell: &[u8]) -> String {
    let mut s = String::from("0x");
    for b in cell.iter().rev() {
        s.push_str(&format!("{b:02x}"));
    }
    s
}

fn unhex(s: &str) -> Option<Vec<u8>> {
    (0..s.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(s.get(i..i + 2)?, 16).ok())
        .collect()
}

fn first_line(s: &str) -> String {
    s.lines()
        .find(|l| l.contains("error"))
        .or_else(|| s.lines().next())
        .unwrap_or("")
        .chars()
        .take(200)
        .collect()
}
