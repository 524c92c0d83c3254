//! Tests of option parsing and launch geometry.

use super::*;

fn p(args: &[&str]) -> Result<Options, OptError> {
    parse(&args.iter().map(|s| s.to_string()).collect::<Vec<_>>())
}

#[test]
fn cruncher_options_kcc_needs_not() {
    let o = p(&[
        "--cruncher-opt=/replaceLoopInvariantAssertions /trace",
        "k.cl",
    ])
    .unwrap();
    assert!(o.boogie_opts.is_empty());
    assert_eq!(o.warnings.len(), 2);
    let o = p(&["--cruncher-opt=/z3opt:X", "k.cl"]).unwrap();
    assert_eq!(o.boogie_opts, ["/z3opt:X"]);
}

#[test]
fn value_forms_and_prefixes() {
    let o = p(&["--local_size=64", "--num_groups", "[2,3]", "k.cl"]).unwrap();
    assert_eq!(o.local_size, Some(vec![Some(64)]));
    assert_eq!(o.num_groups, Some(vec![Some(2), Some(3)]));
    assert_eq!(o.kernel.as_deref(), Some("k.cl"));
    let o = p(&[
        "--no-benign",
        "--vcgen-op=/showStages",
        "--blockDim=8,8,8",
        "--gridDim=*",
        "k.cu",
    ])
    .unwrap();
    assert!(o.no_benign_tolerance);
    assert_eq!(o.local_size, Some(vec![Some(8), Some(8), Some(8)]));
    assert_eq!(o.num_groups, Some(vec![None]));
    assert_eq!(o.warnings.len(), 1);
}

#[test]
fn defines_and_includes() {
    let o = p(&[
        "-DX",
        "-D",
        "Y=2",
        "-Idir",
        "-I",
        "d2",
        "k.cl",
        "--clang-opt=-DZ -Wall",
    ])
    .unwrap();
    assert_eq!(o.defines, vec!["X", "Y=2", "Z"]);
    assert_eq!(
        o.include_dirs,
        vec![PathBuf::from("dir"), PathBuf::from("d2")]
    );
    assert_eq!(o.warnings.len(), 1);
}

#[test]
fn errors() {
    assert_eq!(
        p(&["--global_size=64", "--num_groups=2", "k.cl"])
            .unwrap_err()
            .0,
        "argument --num_groups=: not allowed with argument --global_size="
    );
    assert_eq!(
        p(&["--local_size=64", "--blockDim=2", "k.cl"])
            .unwrap_err()
            .0,
        "argument --blockDim=: not allowed with argument --local_size="
    );
    assert!(p(&["--no", "k.cl"])
        .unwrap_err()
        .0
        .starts_with("ambiguous option: --no could match"));
    assert_eq!(
        p(&["--frobnicate", "k.cl"]).unwrap_err().0,
        "unrecognized arguments: --frobnicate"
    );
    assert_eq!(
        p(&["--local_size"]).unwrap_err().0,
        "argument --local_size=: expected one argument"
    );
    assert_eq!(
        p(&["--verbose=1", "k.cl"]).unwrap_err().0,
        "argument --verbose: ignored explicit argument '1'"
    );
    assert!(p(&["--local_size=0", "k.cl"]).is_err());
    assert!(p(&["--local_size=[1,2,3,4]", "k.cl"]).is_err());
    assert!(p(&["--loop-unwind=2", "k.cl"]).is_ok_and(|o| o.loop_unwind == Some(2) && o.no_infer));
    assert!(p(&["--pointer-bitwidth=64", "k.cl"]).is_err());
    assert_eq!(
        p(&["--vcgen-opt=/checkArrays:A,B", "k.cl"])
            .unwrap()
            .check_arrays,
        Some(vec!["A".into(), "B".into()])
    );
    assert!(p(&["a.cl", "b.cl"]).is_err());
    assert!(p(&[]).is_err());
    assert!(p(&["--version"]).unwrap().version);
}

#[test]
fn geometry_checks() {
    let o = p(&["--local_size=[16,16]", "--global_size=[64,32]", "k.cl"]).unwrap();
    let g = geometry(&o, Language::OpenCl).unwrap();
    assert_eq!(g.num_groups, [Some(4), Some(2), Some(1)]);
    assert_eq!((g.local_dims, g.grid_dims), (2, 2));
    let o = p(&["--local_size=16", "--global_size=[64,32]", "k.cl"]).unwrap();
    assert_eq!(
        geometry(&o, Language::OpenCl).unwrap_err().0,
        "Dimensions of local and global size must match"
    );
    let o = p(&["--local_size=16", "--global_size=60", "k.cl"]).unwrap();
    assert_eq!(
        geometry(&o, Language::OpenCl).unwrap_err().0,
        "Dimension 0 of global size does not divide by dimension 0 of local size"
    );
    let o = p(&["--local_size=16", "k.cl"]).unwrap();
    assert_eq!(
        geometry(&o, Language::OpenCl).unwrap_err().0,
        "Must specify thread dimensions with --local_size and --global_size"
    );
    assert_eq!(
        geometry(&o, Language::Cuda).unwrap_err().0,
        "Must specify thread dimensions with --blockDim and --gridDim"
    );
    let o = p(&["--local_size=*", "--num_groups=[2,*]", "k.cl"]).unwrap();
    let g = geometry(&o, Language::OpenCl).unwrap();
    assert_eq!(g.local_size, [None, Some(1), Some(1)]);
    assert_eq!(g.num_groups, [Some(2), None, Some(1)]);
}
