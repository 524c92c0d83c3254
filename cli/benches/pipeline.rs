//! Criterion benchmarks of kcc's own work on large generated kernels: the front end (with and
//! without the C preprocessor), the default pass pipeline, and both back ends' emitters.
//! `cargo bench -p cli` (needs `cpp` on `PATH`).

use std::path::{Path, PathBuf};

use criterion::{criterion_group, criterion_main, Criterion};

/// A kernel of `n` helpers, each a strided loop over tiles with a tree reduction and barriers,
/// all called by one kernel: some 14 lines of source and two loops per helper.
fn kernel(n: usize) -> String {
    let mut s = String::new();
    for i in 0..n {
        s.push_str(&format!(
            "float helper{i}(__local float *t, __global const float *in, unsigned n) {{\n\
             \x20 unsigned l = get_local_id(0);\n\
             \x20 float acc = 0.0f;\n\
             \x20 for (unsigned k = 0; k < n; k += 64) {{\n\
             \x20   t[l] = in[k + l] * {i}.0f;\n\
             \x20   barrier(CLK_LOCAL_MEM_FENCE);\n\
             \x20   for (unsigned s = 32; s > 0; s >>= 1) {{\n\
             \x20     if (l < s) t[l] += t[l + s];\n\
             \x20     barrier(CLK_LOCAL_MEM_FENCE);\n\
             \x20   }}\n\
             \x20   acc += t[0];\n\
             \x20   barrier(CLK_LOCAL_MEM_FENCE);\n\
             \x20 }}\n\
             \x20 return acc;\n}}\n"
        ));
    }
    s.push_str("__kernel void k(__global const float *in, __global float *out, unsigned n) {\n");
    s.push_str("  __local float t[64];\n");
    for i in 0..n {
        s.push_str(&format!(
            "  out[get_global_id(0) * {n} + {i}] = helper{i}(t, in, n);\n"
        ));
    }
    s.push_str("}\n");
    s
}

fn geometry() -> frontend::Geometry {
    frontend::Geometry {
        local_size: [Some(64), Some(1), Some(1)],
        num_groups: [Some(16), Some(1), Some(1)],
        local_dims: 1,
        grid_dims: 1,
        global_offset: None,
        symbolic: false,
        global_size: [None; 3],
    }
}

fn config(cpp: &Path) -> frontend::Config {
    frontend::Config {
        language: frontend::Language::OpenCl,
        defines: Vec::new(),
        include_dirs: Vec::new(),
        cpp: cpp.to_path_buf(),
        geometry: geometry(),
        warp_size: 32,
        keep_temps: None,
        temp_dir: None,
        annotations: frontend::Annotations::All,
        kernel_args: None,
        modular: false,
        arith: frontend::ArithChecks::default(),
        check_array_bounds: false,
        entry: 0,
    }
}

fn cpp() -> PathBuf {
    cli::tools::find_cpp(None).expect("the benchmarks need cpp on PATH")
}

const SIZES: [usize; 3] = [4, 32, 128];

fn bench(c: &mut Criterion) {
    let dir = tempfile::tempdir().expect("tempdir");
    let cfg = config(&cpp());
    for n in SIZES {
        let path = dir.path().join(format!("k{n}.cl"));
        std::fs::write(&path, kernel(n)).expect("write kernel");
        let lines = kernel(n).lines().count();
        let id = |what: &str| format!("{what}/{n} helpers ({lines} lines)");

        c.bench_function(&id("frontend with cpp"), |b| {
            b.iter(|| frontend::compile(&path, &cfg))
        });

        let mut sources = ir::SourceMap::default();
        let mut diags = ir::Diagnostics::default();
        let pre = frontend::preprocess::preprocess(&path, &cfg, &mut sources, &mut diags)
            .expect("preprocess");
        c.bench_function(&id("parse and lower"), |b| {
            b.iter(|| {
                let parsed = frontend::parser::parse_text("k.cl", &pre.text, &cfg);
                let mut diags = parsed.diags;
                let tu = parsed.tu.expect("parse");
                frontend::ast_to_ir::lower(&tu, &parsed.sources, &cfg, &mut diags).expect("lower")
            })
        });

        let front = frontend::compile(&path, &cfg).program.expect("front end");
        let pcfg = passes::Config::default();
        let run = |p: &mut ir::Program| {
            let mut diags = ir::Diagnostics::default();
            passes::run_pipeline(
                p,
                passes::DEFAULT_PIPELINE,
                &pcfg,
                &mut diags,
                &mut |_, _| {},
            )
            .expect("pipeline");
        };
        c.bench_function(&id("passes"), |b| {
            b.iter_batched(
                || front.clone(),
                |mut p| run(&mut p),
                criterion::BatchSize::LargeInput,
            )
        });

        let mut checked = front.clone();
        run(&mut checked);
        c.bench_function(&id("emit smt2"), |b| {
            b.iter(|| backends::smt::emit(&checked, backends::smt::Options::default()))
        });
        c.bench_function(&id("emit boogie"), |b| {
            b.iter(|| backends::boogie::emit(&checked))
        });
    }
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(10);
    targets = bench
}
criterion_main!(benches);
