//! Scratch directories that never outlive kcc: removed when dropped, by [`super::stop_all`]
//! on a signal, and by the janitor (see [`super::janitor`]) when kcc is killed outright.

use std::hash::{BuildHasher, Hasher};
use std::io;
use std::os::unix::fs::DirBuilderExt;
use std::path::{Path, PathBuf};

use super::live;

/// A private directory (mode 0700) for one run's files, removed with everything in it when
/// dropped.
#[derive(Debug)]
pub struct ScratchDir {
    path: PathBuf,
}

impl ScratchDir {
    /// Create `<parent>/<prefix><16 random hex digits>`.
    pub fn new_in(parent: &Path, prefix: &str) -> io::Result<ScratchDir> {
        let mut reg = live::lock();
        for attempt in 0u32..64 {
            let path = parent.join(format!("{prefix}{:016x}", random(attempt)));
            // Announced before it exists: if this process dies right after creating it, the
            // janitor still knows it. The name is unpredictable, so it is never someone
            // else's directory.
            reg.janitor.announce(&path);
            match std::fs::DirBuilder::new().mode(0o700).create(&path) {
                Ok(()) => {
                    reg.dirs.push(path.clone());
                    return Ok(ScratchDir { path });
                }
                Err(e) => {
                    reg.janitor.forget(&path);
                    if e.kind() != io::ErrorKind::AlreadyExists {
                        return Err(e);
                    }
                }
            }
        }
        Err(io::Error::new(
            io::ErrorKind::AlreadyExists,
            "no unused temporary directory name found",
        ))
    }

    /// The directory.
    pub fn path(&self) -> &Path {
        &self.path
    }
}

impl Drop for ScratchDir {
    fn drop(&mut self) {
        let mut reg = live::lock();
        live::remove_dir_all_patiently(&self.path);
        reg.dirs.retain(|d| d != &self.path);
        reg.janitor.forget(&self.path);
    }
}

/// A number nobody can predict: std's hasher keys come from the operating system's random
/// source.
fn random(attempt: u32) -> u64 {
    let mut h = std::collections::hash_map::RandomState::new().build_hasher();
    h.write_u32(std::process::id());
    h.write_u32(attempt);
    if let Ok(t) = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH) {
        h.write_u128(t.as_nanos());
    }
    h.finish()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn private_and_removed_on_drop() {
        use std::os::unix::fs::PermissionsExt;
        let root = tempfile::tempdir().unwrap();
        let d = ScratchDir::new_in(root.path(), "kcc-").unwrap();
        let e = ScratchDir::new_in(root.path(), "kcc-").unwrap();
        assert_ne!(d.path(), e.path());
        let name = d.path().file_name().unwrap().to_string_lossy().into_owned();
        assert!(name.starts_with("kcc-") && name.len() == 20, "{name}");
        let mode = std::fs::metadata(d.path()).unwrap().permissions().mode();
        assert_eq!(mode & 0o777, 0o700);
        std::fs::create_dir(d.path().join("sub")).unwrap();
        std::fs::write(d.path().join("sub/f"), "x").unwrap();
        let p = d.path().to_path_buf();
        drop(d);
        assert!(!p.exists());
        assert!(e.path().exists());
    }
}
