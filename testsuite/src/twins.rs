//! Buggy twins of the testsuite's race-free kernels, made mechanically: each barrier removed in
//! turn, and each of (up to ten) subscripts shifted by one. `difftest --twins DIR` judges them
//! against the interpreter: kcc must not verify a twin in which an execution shows an error.

use std::path::Path;
use std::sync::LazyLock;

use regex::Regex;

/// The most subscripts of one kernel that are shifted (spread evenly over the kernel).
const MAX_SHIFTS: usize = 10;
/// The most threads a launch may have for its twins to be judged (the interpreter runs them
/// all, several times).
pub const MAX_THREADS: u64 = 512;

static BARRIER: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        r"\b(barrier|work_group_barrier|__syncthreads|__syncwarp|sub_group_barrier)\s*\((?:[^()]|\([^()]*\))*\)\s*;|\b\w+\s*\.\s*sync\s*\(\s*\)\s*;|\b(?:\w+::)?(?:sync|synchronize)\s*\(\s*\w+\s*\)\s*;",
    )
    .unwrap_or_else(|e| panic!("barrier pattern: {e}"))
});

/// One mutant: what was changed (`nobar0`, `shift3`) and its text.
#[derive(Clone, Debug)]
pub struct Twin {
    pub tag: String,
    pub source: String,
}

/// Byte offset where the kernel's header (its leading `//` lines) ends.
fn body_start(text: &str) -> usize {
    let mut at = 0;
    for line in text.split_inclusive('\n') {
        if !line.starts_with("//") {
            break;
        }
        at += line.len();
    }
    at
}

/// The byte ranges of subscript expressions `a[e]` (not `[[`, not spanning a statement).
fn subscripts(text: &str, from: usize) -> Vec<(usize, usize)> {
    let b = text.as_bytes();
    let mut out = Vec::new();
    let mut i = from;
    while let Some(j) = text[i..].find('[').map(|k| k + i) {
        i = j + 1;
        let prev = if j == 0 { b' ' } else { b[j - 1] };
        if !(prev.is_ascii_alphanumeric() || matches!(prev, b'_' | b']' | b')')) {
            continue;
        }
        if b.get(j + 1) == Some(&b'[') {
            continue;
        }
        let mut depth = 0;
        let mut end = None;
        for (k, &c) in b.iter().enumerate().skip(j) {
            match c {
                b'[' => depth += 1,
                b']' => {
                    depth -= 1;
                    if depth == 0 {
                        end = Some(k);
                        break;
                    }
                }
                b';' | b'{' | b'}' => break,
                _ => {}
            }
        }
        if let Some(k) = end {
            if !text[j + 1..k].trim().is_empty() {
                out.push((j + 1, k));
            }
        }
    }
    out
}

/// The twins of a kernel's text.
pub fn twins(text: &str) -> Vec<Twin> {
    let start = body_start(text);
    let mut out = Vec::new();
    for (n, m) in BARRIER.find_iter(&text[start..]).enumerate() {
        let (lo, hi) = (start + m.start(), start + m.end());
        out.push(Twin {
            tag: format!("nobar{n}"),
            source: format!("{};{}", &text[..lo], &text[hi..]),
        });
    }
    let mut subs = subscripts(text, start);
    if subs.len() > MAX_SHIFTS {
        let step = subs.len() as f64 / MAX_SHIFTS as f64;
        subs = (0..MAX_SHIFTS)
            .map(|i| subs[(i as f64 * step) as usize])
            .collect();
    }
    for (n, (lo, hi)) in subs.into_iter().enumerate() {
        out.push(Twin {
            tag: format!("shift{n}"),
            source: format!("{}({})+1{}", &text[..lo], &text[lo..hi], &text[hi..]),
        });
    }
    out
}

/// The number of threads a header's launch options give, when they give one.
pub fn launch_threads(args: &[String]) -> Option<u64> {
    let size = |name: &str| -> Option<u64> {
        let v = args.iter().find_map(|a| a.strip_prefix(name))?;
        v.trim_matches(|c| c == '[' || c == ']')
            .split(',')
            .map(|x| x.trim().parse::<u64>().ok())
            .try_fold(1u64, |acc, x| Some(acc.saturating_mul(x?)))
    };
    let local = size("--local_size=").or_else(|| size("--blockDim="));
    let groups = size("--num_groups=").or_else(|| size("--gridDim="));
    match (local, groups) {
        (Some(l), Some(g)) => Some(l.saturating_mul(g)),
        _ => size("--global_size="),
    }
}

/// Whether the kernel at `path` (with `text`) gets twins: expected to verify, read whole (no
/// quoted includes), verified rather than stopped early, and with a small launch.
pub fn has_twins(path: &Path, text: &str) -> bool {
    let Ok(h) = crate::parse_header(text, path.parent().unwrap_or(Path::new("."))) else {
        return false;
    };
    let stops = h
        .args
        .iter()
        .any(|a| a.starts_with("--emit") || a.starts_with("--stop-") || a == "--print-pipeline");
    h.expected_code == 0
        && !stops
        && !text.contains("#include \"")
        && launch_threads(&h.args).is_some_and(|n| n <= MAX_THREADS)
}

/// What judging the twins of a directory found.
#[derive(Debug, Default)]
pub struct TwinSummary {
    /// Twins judged, by class (`BothReport`, `BothClean`, ...).
    pub by_class: std::collections::BTreeMap<String, usize>,
    /// The soundness bugs: kernel (relative to the directory), twin tag, rendered report.
    pub bugs: Vec<(String, String, String)>,
}

/// Judge the twins of every kernel under `dir` that [`has_twins`], writing them to `tmp`;
/// `progress` sees each kernel's name, twin tag and class.
pub fn judge_dir(dir: &Path, tmp: &Path, progress: &dyn Fn(&str, &str, &str)) -> TwinSummary {
    let mut sum = TwinSummary::default();
    for k in crate::discover(dir) {
        let Ok(text) = std::fs::read_to_string(&k) else {
            continue;
        };
        if !has_twins(&k, &text) {
            continue;
        }
        let name = k.strip_prefix(dir).unwrap_or(&k).display().to_string();
        let stem = k
            .file_stem()
            .map_or("k".into(), |s| s.to_string_lossy().into_owned());
        let ext = k
            .extension()
            .map_or("cl".into(), |s| s.to_string_lossy().into_owned());
        for tw in twins(&text) {
            let path = tmp.join(format!("{stem}.{}.{ext}", tw.tag));
            if std::fs::write(&path, &tw.source).is_err() {
                continue;
            }
            let class = match crate::difftest::run_file(&path) {
                Ok(c) => {
                    if c.class == crate::difftest::Class::SoundnessBug {
                        let report = crate::difftest::render_bug(&c);
                        sum.bugs.push((name.clone(), tw.tag.clone(), report));
                    }
                    format!("{:?}", c.class)
                }
                Err(_) => "Error".to_string(),
            };
            progress(&name, &tw.tag, &class);
            *sum.by_class.entry(class).or_default() += 1;
            let _ = std::fs::remove_file(&path);
        }
    }
    sum
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn barriers_removed_and_subscripts_shifted() {
        let k = "//pass\n//--local_size=[8,2] --num_groups=2\n__kernel void k(__global int *a) {\n  a[get_local_id(0)] = 1;\n  barrier(CLK_LOCAL_MEM_FENCE);\n  a[0] = a[1];\n}\n";
        let t = twins(k);
        let tags: Vec<&str> = t.iter().map(|t| t.tag.as_str()).collect();
        assert_eq!(tags, ["nobar0", "shift0", "shift1", "shift2"]);
        assert!(!t[0].source.contains("barrier("));
        assert!(t[1].source.contains("a[(get_local_id(0))+1] = 1;"));
        assert!(t[3].source.contains("a[(1)+1]"));
        assert_eq!(
            launch_threads(&["--local_size=[8,2]".into(), "--num_groups=2".into()]),
            Some(32)
        );
    }

    #[test]
    fn cooperative_groups_barriers_removed() {
        let k = "//pass\n//--blockDim=8 --gridDim=1\n__global__ void k(int *a) {\n  cg::thread_block b = cg::this_thread_block();\n  a[threadIdx.x] = 1;\n  cg::sync(b);\n  b.sync();\n}\n";
        let t = twins(k);
        let removed: Vec<bool> = t
            .iter()
            .filter(|t| t.tag.starts_with("nobar"))
            .map(|t| !t.source.contains("cg::sync(b);") || !t.source.contains("b.sync();"))
            .collect();
        assert_eq!(removed, [true, true]);
    }
}
