//! Fuzz target: lex and parse arbitrary text as OpenCL C and as CUDA, without the C
//! preprocessor. The front end must never panic, hang or overflow its stack.
#![no_main]

use std::path::PathBuf;

use frontend::{Config, Geometry, Language};
use libfuzzer_sys::fuzz_target;

fn config(language: Language) -> Config {
    Config {
        language,
        defines: vec![],
        include_dirs: vec![],
        cpp: PathBuf::from("cpp"),
        geometry: Geometry {
            local_size: [Some(64), Some(1), Some(1)],
            num_groups: [Some(4), Some(1), Some(1)],
            local_dims: 1,
            grid_dims: 1,
            global_offset: None,
        },
        warp_size: 32,
        keep_temps: None,
        temp_dir: None,
        annotations: frontend::Annotations::All,
        kernel_args: None,
    }
}

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    for (name, language) in [
        ("kernel.cl", Language::OpenCl),
        ("kernel.cu", Language::Cuda),
    ] {
        let out = frontend::parser::parse_text(name, &text, &config(language));
        // Every diagnostic must point at a valid range of a registered file, so that it can be
        // rendered with a source snippet.
        for d in &out.diags.items {
            if let Some(span) = d.primary {
                let file = out.sources.file(span.file);
                let (lo, hi) = (span.lo as usize, span.hi as usize);
                assert!(
                    lo <= hi && hi <= file.text.len(),
                    "bad span {span:?} for `{}`",
                    d.message
                );
                assert!(file.text.is_char_boundary(lo) && file.text.is_char_boundary(hi));
                let _ = out.sources.location(span);
            }
        }
    }
});
