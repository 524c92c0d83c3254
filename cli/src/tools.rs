//! Finding the external tools (the C preprocessor, `boogie`, `z3`, `cvc5`) from options, environment
//! variables and `PATH`, without running them.

use std::path::{Path, PathBuf};

/// A tool that could not be found, with a hint on how to install it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Missing {
    /// The tool's name.
    pub tool: &'static str,
    /// How to get it.
    pub hint: &'static str,
}

impl std::fmt::Display for Missing {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} was not found: {}", self.tool, self.hint)
    }
}

fn is_executable(p: &Path) -> bool {
    match std::fs::metadata(p) {
        Ok(m) if m.is_file() => {
            #[cfg(unix)]
            {
                use std::os::unix::fs::PermissionsExt;
                m.permissions().mode() & 0o111 != 0
            }
            #[cfg(not(unix))]
            {
                true
            }
        }
        _ => false,
    }
}

/// Every executable called `name` on `PATH`, in order.
pub fn which_all(name: &str) -> Vec<PathBuf> {
    which::which_all(name)
        .map(Iterator::collect)
        .unwrap_or_default()
}

/// The first executable called `name` on `PATH`.
pub fn which(name: &str) -> Option<PathBuf> {
    which::which(name).ok()
}

/// An explicitly given tool path: used as is when it contains a `/`, else looked up on `PATH`.
fn explicit(p: &Path) -> Option<PathBuf> {
    if p.components().count() > 1 || p.is_absolute() {
        is_executable(p).then(|| p.to_path_buf())
    } else {
        which(&p.to_string_lossy())
    }
}

fn env_path(var: &str) -> Option<PathBuf> {
    std::env::var_os(var)
        .filter(|v| !v.is_empty())
        .map(PathBuf::from)
}

/// The C preprocessor: `--cpp`, `$KCC_CPP`, else `cpp`, `clang`, `gcc` on `PATH`.
pub fn find_cpp(opt: Option<&Path>) -> Result<PathBuf, Missing> {
    let missing = Missing {
        tool: "cpp",
        hint: "install a C preprocessor (apt-get install cpp)",
    };
    if let Some(p) = opt.map(Path::to_path_buf).or_else(|| env_path("KCC_CPP")) {
        return explicit(&p).ok_or(missing);
    }
    ["cpp", "clang", "gcc"]
        .iter()
        .find_map(|n| which(n))
        .ok_or(missing)
}

/// Boogie: `--boogie`, `$BOOGIE`, else `boogie` on `PATH`.
pub fn find_boogie(opt: Option<&Path>) -> Result<PathBuf, Missing> {
    let missing = Missing {
        tool: "boogie",
        hint: "apt-get install boogie (Boogie 2.4.1), or pass --boogie=PATH",
    };
    if let Some(p) = opt.map(Path::to_path_buf).or_else(|| env_path("BOOGIE")) {
        return explicit(&p).ok_or(missing);
    }
    which("boogie").ok_or(missing)
}

/// z3: `--z3`, `$Z3`, else `z3` on `PATH`. A pyenv shim is resolved to the real binary of the
/// selected Python version, because Boogie needs to start the solver directly.
pub fn find_z3(opt: Option<&Path>) -> Result<PathBuf, Missing> {
    let missing = Missing {
        tool: "z3",
        hint:
            "pip install z3-solver==4.8.5.0 (z3 4.8.5 works with Boogie 2.4.1), or pass --z3=PATH",
    };
    if let Some(p) = opt.map(Path::to_path_buf).or_else(|| env_path("Z3")) {
        return explicit(&p)
            .map(|p| resolve_shim(&p).unwrap_or(p))
            .ok_or(missing);
    }
    for p in which_all("z3") {
        if is_pyenv_shim(&p) {
            if let Some(real) = resolve_shim(&p) {
                return Ok(real);
            }
            continue;
        }
        return Ok(p);
    }
    Err(missing)
}

/// cvc5: `--cvc5`, `$CVC5`, else `cvc5` on `PATH`.
pub fn find_cvc5(opt: Option<&Path>) -> Result<PathBuf, Missing> {
    let missing = Missing {
        tool: "cvc5",
        hint: "apt-get install cvc5 (scripts/setup.sh does), or pass --cvc5=PATH",
    };
    if let Some(p) = opt.map(Path::to_path_buf).or_else(|| env_path("CVC5")) {
        return explicit(&p).ok_or(missing);
    }
    which("cvc5").ok_or(missing)
}

fn is_pyenv_shim(p: &Path) -> bool {
    p.parent()
        .and_then(|d| d.file_name())
        .is_some_and(|n| n == "shims")
        && p.to_string_lossy().contains("pyenv")
}

/// The binary a pyenv shim would run: `$PYENV_ROOT/versions/<v>/bin/<name>` for the version
/// named by `$PYENV_VERSION` or `$PYENV_ROOT/version`, else any installed version that has it.
fn resolve_shim(p: &Path) -> Option<PathBuf> {
    if !is_pyenv_shim(p) {
        return None;
    }
    let name = p.file_name()?;
    let root = env_path("PYENV_ROOT").or_else(|| p.parent()?.parent().map(Path::to_path_buf))?;
    let versions = root.join("versions");
    let mut wanted: Vec<String> = Vec::new();
    if let Ok(v) = std::env::var("PYENV_VERSION") {
        wanted.extend(v.split(':').map(String::from));
    }
    if let Ok(text) = std::fs::read_to_string(root.join("version")) {
        wanted.extend(text.split_whitespace().map(String::from));
    }
    for v in &wanted {
        let c = versions.join(v).join("bin").join(name);
        if is_executable(&c) {
            return Some(c);
        }
    }
    let mut all: Vec<PathBuf> = std::fs::read_dir(&versions)
        .ok()?
        .filter_map(|e| e.ok())
        .map(|e| e.path())
        .collect();
    all.sort();
    all.into_iter()
        .map(|d| d.join("bin").join(name))
        .find(|c| is_executable(c))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn missing_explicit_tool() {
        let e = find_boogie(Some(Path::new("/nonexistent/boogie"))).unwrap_err();
        assert_eq!(e.tool, "boogie");
        assert!(e
            .to_string()
            .starts_with("boogie was not found: apt-get install boogie"));
    }

    #[test]
    fn shim_detection() {
        assert!(is_pyenv_shim(Path::new("/root/.pyenv/shims/z3")));
        assert!(!is_pyenv_shim(Path::new("/usr/bin/z3")));
    }
}
