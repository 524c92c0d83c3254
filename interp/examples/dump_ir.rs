//! Print the front end's IR of a kernel, before any pass: `cargo run -p interp --example
//! dump_ir -- k.cl [--inline]`.

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let Some(path) = args.first() else {
        eprintln!("usage: dump_ir KERNEL [--inline]");
        std::process::exit(1);
    };
    let cfg = frontend::Config {
        language: if path.ends_with(".cu") {
            frontend::Language::Cuda
        } else {
            frontend::Language::OpenCl
        },
        defines: vec![],
        include_dirs: vec![],
        cpp: "cpp".into(),
        geometry: frontend::Geometry {
            local_size: [Some(4), Some(1), Some(1)],
            num_groups: [Some(2), Some(1), Some(1)],
            local_dims: 1,
            grid_dims: 1,
            global_offset: None,
            symbolic: false,
            global_size: [None; 3],
        },
        warp_size: 32,
        keep_temps: None,
        temp_dir: None,
        check_array_bounds: false,
        entry: 0,
        annotations: frontend::Annotations::All,
        kernel_args: None,
        modular: false,
        arith: Default::default(),
    };
    let out = frontend::compile(std::path::Path::new(path), &cfg);
    for d in &out.diags.items {
        eprintln!("{}: {}", d.code, d.message);
    }
    let Some(mut prog) = out.program else {
        std::process::exit(2);
    };
    if args.iter().any(|a| a == "--inline") {
        let mut diags = ir::Diagnostics::default();
        let pcfg = passes::Config::default();
        let r = passes::run_pipeline(&mut prog, "inline", &pcfg, &mut diags, &mut |_, _| {});
        if let Err(e) = r {
            eprintln!("{e:?}");
        }
    }
    print!("{}", ir::display::program_to_string(&prog));
}
