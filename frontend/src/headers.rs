//! kcc's built-in header files, embedded in the binary and written to a directory that is put
//! first on the preprocessor's include path.

use std::io;
use std::path::Path;

use crate::Language;

/// Every built-in header as `(file name, contents)`.
pub const HEADERS: &[(&str, &str)] = &[
    ("assert.h", include_str!("../include/assert.h")),
    ("cassert", include_str!("../include/cassert")),
    ("cfloat", include_str!("../include/cfloat")),
    ("climits", include_str!("../include/climits")),
    ("cmath", include_str!("../include/cmath")),
    (
        "cooperative_groups.h",
        include_str!("../include/cooperative_groups.h"),
    ),
    (
        "cooperative_groups/reduce.h",
        include_str!("../include/cooperative_groups/reduce.h"),
    ),
    (
        "cooperative_groups/scan.h",
        include_str!("../include/cooperative_groups/scan.h"),
    ),
    ("cstddef", include_str!("../include/cstddef")),
    ("cstdint", include_str!("../include/cstdint")),
    ("cstdio", include_str!("../include/cstdio")),
    ("cstdlib", include_str!("../include/cstdlib")),
    ("cstring", include_str!("../include/cstring")),
    ("cuComplex.h", include_str!("../include/cuComplex.h")),
    ("cublas.h", include_str!("../include/cublas.h")),
    ("cublas_v2.h", include_str!("../include/cublas_v2.h")),
    ("cuda.h", include_str!("../include/cuda.h")),
    ("cuda_fp16.h", include_str!("../include/cuda_fp16.h")),
    ("cuda_runtime.h", include_str!("../include/cuda_runtime.h")),
    (
        "cuda_runtime_api.h",
        include_str!("../include/cuda_runtime_api.h"),
    ),
    ("cufft.h", include_str!("../include/cufft.h")),
    ("curand.h", include_str!("../include/curand.h")),
    (
        "curand_kernel.h",
        include_str!("../include/curand_kernel.h"),
    ),
    ("cutil.h", include_str!("../include/cutil.h")),
    ("cutil_inline.h", include_str!("../include/cutil_inline.h")),
    ("cutil_math.h", include_str!("../include/cutil_math.h")),
    (
        "device_functions.h",
        include_str!("../include/device_functions.h"),
    ),
    (
        "device_launch_parameters.h",
        include_str!("../include/device_launch_parameters.h"),
    ),
    ("float.h", include_str!("../include/float.h")),
    ("helper_cuda.h", include_str!("../include/helper_cuda.h")),
    (
        "helper_functions.h",
        include_str!("../include/helper_functions.h"),
    ),
    ("helper_math.h", include_str!("../include/helper_math.h")),
    (
        "kcc_annotations.h",
        include_str!("../include/kcc_annotations.h"),
    ),
    ("kcc_cuda.h", include_str!("../include/kcc_cuda.h")),
    ("kcc_limits.h", include_str!("../include/kcc_limits.h")),
    ("kcc_opencl.h", include_str!("../include/kcc_opencl.h")),
    ("limits.h", include_str!("../include/limits.h")),
    ("math.h", include_str!("../include/math.h")),
    (
        "math_constants.h",
        include_str!("../include/math_constants.h"),
    ),
    ("opencl.h", include_str!("../include/opencl.h")),
    (
        "sm_11_atomic_functions.h",
        include_str!("../include/sm_11_atomic_functions.h"),
    ),
    (
        "sm_12_atomic_functions.h",
        include_str!("../include/sm_12_atomic_functions.h"),
    ),
    (
        "sm_20_atomic_functions.h",
        include_str!("../include/sm_20_atomic_functions.h"),
    ),
    ("stdbool.h", include_str!("../include/stdbool.h")),
    ("stddef.h", include_str!("../include/stddef.h")),
    ("stdint.h", include_str!("../include/stdint.h")),
    ("stdio.h", include_str!("../include/stdio.h")),
    ("stdlib.h", include_str!("../include/stdlib.h")),
    ("string.h", include_str!("../include/string.h")),
];

/// The header force-included (`-include`) before a kernel in `language`.
pub fn force_include(language: Language) -> &'static str {
    match language {
        Language::OpenCl => "kcc_opencl.h",
        Language::Cuda => "kcc_cuda.h",
    }
}

/// Write every built-in header into `dir` (which must exist).
pub fn materialise(dir: &Path) -> io::Result<()> {
    for (name, text) in HEADERS {
        write_header(dir, name, text)?;
    }
    Ok(())
}

/// Write one header (in its subdirectory, if its name has one).
fn write_header(dir: &Path, name: &str, text: &str) -> io::Result<()> {
    let path = dir.join(name);
    if let Some(parent) = path.parent() {
        std::fs::create_dir_all(parent)?;
    }
    std::fs::write(path, text)
}

/// Write into `dir` the built-in headers a kernel whose text is `kernel` can reach: the
/// force-included one and those it names, with what they name in turn. When the kernel names
/// any other header (its own, or a system one a built-in header could shadow), every built-in
/// header is written, so the preprocessor finds exactly what it would find with all of them.
/// Creating some fifty files takes longer than preprocessing a small kernel.
pub fn materialise_for(dir: &Path, language: Language, kernel: &str) -> io::Result<()> {
    let Some(names) = reachable(language, kernel) else {
        return materialise(dir);
    };
    for (name, text) in HEADERS.iter().filter(|(n, _)| names.contains(n)) {
        write_header(dir, name, text)?;
    }
    Ok(())
}

/// The built-in headers reachable from the force-included one and `kernel`, or `None` when
/// the kernel (or a header) names a header that is not built in, or names one through a macro.
fn reachable(language: Language, kernel: &str) -> Option<Vec<&'static str>> {
    let builtin = |name: &str| HEADERS.iter().find(|(n, _)| *n == name).copied();
    let mut names = vec![force_include(language)];
    let add = |names: &mut Vec<&'static str>, text: &str| -> Option<()> {
        for name in included(text)? {
            let (n, _) = builtin(name)?;
            if !names.contains(&n) {
                names.push(n);
            }
        }
        Some(())
    };
    add(&mut names, kernel)?;
    let mut i = 0;
    while let Some(&n) = names.get(i) {
        add(&mut names, builtin(n)?.1)?;
        i += 1;
    }
    Some(names)
}

/// The header names `text`'s `#include` lines name (in any context: inactive code too), or
/// `None` when one is not a plain `<name>` or `"name"`.
fn included(text: &str) -> Option<Vec<&str>> {
    let mut out = Vec::new();
    for line in text.lines() {
        let Some(rest) = line.trim_start().strip_prefix('#') else {
            continue;
        };
        let rest = rest.trim_start();
        let directive = ["include_next", "include", "import"]
            .iter()
            .find_map(|d| rest.strip_prefix(d));
        let Some(rest) = directive else {
            // `# /* comment */ include <x>` and the like: not understood, so not narrowed.
            if rest.contains("include") || rest.contains("import") {
                return None;
            }
            continue;
        };
        let rest = rest.trim_start();
        let close = match rest.chars().next() {
            Some('<') => '>',
            Some('"') => '"',
            _ => return None,
        };
        let name = rest[1..].split(close).next()?;
        out.push(name);
    }
    Some(out)
}

/// Is `name` one of the built-in headers (compared by file name)?
pub fn is_builtin(name: &str) -> bool {
    HEADERS.iter().any(|(n, _)| *n == name)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_reachable_headers_are_needed() {
        let cl = reachable(Language::OpenCl, "__kernel void k() {}").unwrap();
        assert_eq!(cl[0], "kcc_opencl.h");
        assert!(!cl.contains(&"cuda.h"));
        let cu = reachable(
            Language::Cuda,
            "#include <cuda_runtime.h>\n# include \"stdio.h\"",
        )
        .unwrap();
        assert!(cu.contains(&"cuda_runtime.h") && cu.contains(&"stdio.h"));
        // Whatever the built-in headers include is reachable too.
        for n in &cu {
            for m in included(HEADERS.iter().find(|(h, _)| h == n).unwrap().1).unwrap() {
                assert!(cu.contains(&m), "{m} from {n}");
            }
        }
        // A header of the kernel's own, or one named through a macro: all of them.
        assert_eq!(reachable(Language::Cuda, "#include \"mine.h\""), None);
        assert_eq!(reachable(Language::Cuda, "#include HDR"), None);
    }

    #[test]
    fn force_included_headers_exist() {
        assert!(is_builtin(force_include(Language::OpenCl)));
        assert!(is_builtin(force_include(Language::Cuda)));
        assert!(is_builtin("cuda.h"));
    }
}
