//! The kcc front end: OpenCL C / CUDA source → preprocessed text (system `cpp` with kcc's
//! built-in headers) → tokens (`logos`) → [`ast`] (`lalrpop`) → checked and lowered
//! [`ir::Program`].

pub mod ast;

use std::path::PathBuf;

/// Source language of a kernel.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Language {
    /// OpenCL C (`.cl`).
    OpenCl,
    /// CUDA C/C++ (`.cu`).
    Cuda,
}

/// Launch geometry as given on the command line. `None` in a size means `*` (unconstrained).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Geometry {
    /// Threads per group in x, y, z (`--local_size` / `--blockDim`).
    pub local_size: [Option<u64>; 3],
    /// Number of groups in x, y, z (`--num_groups` / `--gridDim`, or derived from
    /// `--global_size`).
    pub num_groups: [Option<u64>; 3],
    /// Number of dimensions given for the group (1..=3).
    pub local_dims: usize,
    /// Number of dimensions given for the grid (1..=3).
    pub grid_dims: usize,
    /// OpenCL global offset (`--global_offset`), if given.
    pub global_offset: Option<[u64; 3]>,
    /// No launch size was given: every size is symbolic, and launches are assumed to have fewer
    /// than 2^32 threads in each dimension, so that global ids do not wrap around.
    pub symbolic: bool,
    /// Total threads per dimension when `--global_size` fixes it but the local size is `*`:
    /// group size times number of groups equals it.
    pub global_size: [Option<u64>; 3],
}

/// Everything the front end needs to know, passed explicitly.
#[derive(Clone, Debug)]
pub struct Config {
    /// Language of the kernel.
    pub language: Language,
    /// `-D` definitions as written after `-D` (`X` or `X=V`).
    pub defines: Vec<String>,
    /// `-I` directories.
    pub include_dirs: Vec<PathBuf>,
    /// The C preprocessor to run (`cpp`, or `clang`/`gcc` invoked with `-E`).
    pub cpp: PathBuf,
    /// Launch geometry (also turned into predefined macros and IR axioms).
    pub geometry: Geometry,
    /// Warp size for CUDA (`--warp-sync=N`, else 32).
    pub warp_size: u32,
    /// Keep temporary files (the materialised headers and preprocessed text) in this
    /// directory instead of deleting them.
    pub keep_temps: Option<PathBuf>,
    /// Otherwise, write the temporary files into this existing directory, which the caller
    /// removes (a fresh temporary directory of the front end's own when `None`).
    pub temp_dir: Option<PathBuf>,
    /// Which source annotations are honoured.
    pub annotations: Annotations,
    /// Values of the kernel's arguments (`--kernel-args=K,v1,..`): the kernel's name and one
    /// value per argument in order (`None` for `*`).
    pub kernel_args: Option<(String, Vec<Option<u128>>)>,
    /// `--no-inline`: besides the kernel, lower every other function with a body as an entry
    /// point of its own ([`ir::Program::entries`]), to be verified against its contract.
    pub modular: bool,
    /// Arithmetic checks beyond GPUVerify's (`--check-div-by-zero`, `--check-overflow`,
    /// `--assume-no-overflow`).
    pub arith: ArithChecks,
    /// `--check-array-bounds`: every subscript of a C array of known length is checked.
    pub check_array_bounds: bool,
    /// Which of the file's kernels to lower, by its position in [`Output::kernels`].
    pub entry: usize,
}

/// What the front end asserts or assumes about integer arithmetic.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ArithChecks {
    /// Every integer `/` and `%` has a non-zero divisor (`possible division by zero`).
    pub div_by_zero: bool,
    /// Integer arithmetic does not wrap around.
    pub overflow: Overflow,
}

/// How integer wrap-around is treated.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Overflow {
    /// Two's-complement wrap-around, as the hardware does (GPUVerify's semantics).
    #[default]
    Wrap,
    /// Signed `+ - *`, negation and `INT_MIN / -1` must not overflow (`--check-overflow`).
    CheckSigned,
    /// ... and unsigned `+ - *` must not wrap either (`--check-overflow=unsigned`).
    CheckAll,
    /// No arithmetic wraps, signed or unsigned: assumed, not checked (`--assume-no-overflow`,
    /// for kernels written for mathematical integers).
    Assume,
}

/// Which source annotations the front end honours.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Annotations {
    /// All of them.
    #[default]
    All,
    /// Only preconditions (`--only-requires`).
    OnlyRequires,
    /// None (`--no-annotations`): assertions, assumptions, invariants and contracts are
    /// dropped, so fewer facts are assumed and fewer properties checked.
    None,
}

pub mod ast_to_ir;
pub mod headers;
pub mod lexer;
pub mod parser;
pub mod preprocess;

use std::path::Path;

/// The result of parsing: the syntax tree (when parsing got far enough), the files read, and
/// every diagnostic.
#[derive(Debug)]
pub struct ParseOutput {
    /// The translation unit, if the parse produced one.
    pub tu: Option<ast::TranslationUnit>,
    /// The user's files (the kernel and its local headers) for spans and snippets.
    pub sources: ir::SourceMap,
    /// Preprocessor and parse diagnostics (codes `preprocess`, `parse`).
    pub diags: ir::Diagnostics,
    /// Seconds spent in the C preprocessor (its process included).
    pub preprocess_secs: f64,
}

/// The result of the whole front end.
#[derive(Debug)]
pub struct Output {
    /// The lowered program, when there were no errors.
    pub program: Option<ir::Program>,
    /// The user's files.
    pub sources: ir::SourceMap,
    /// All diagnostics. Codes: `preprocess`, `parse`, `sema` (front-end errors, exit 2),
    /// `unsupported` (exit 5), `invariant-placement` (exit 5).
    pub diags: ir::Diagnostics,
    /// Seconds spent in the C preprocessor (its process included).
    pub preprocess_secs: f64,
    /// The file's kernels, by the names the user wrote: kernel definitions, then explicit
    /// instantiations of kernel templates (`scatter<0>`). Each is verified on its own.
    pub kernels: Vec<String>,
}

/// Preprocess and parse a kernel file.
pub fn parse_file(path: &Path, cfg: &Config) -> ParseOutput {
    parser::parse_file(path, cfg)
}

/// Preprocess, parse, check and lower a kernel file to IR.
pub fn compile(path: &Path, cfg: &Config) -> Output {
    let ParseOutput {
        tu,
        sources,
        mut diags,
        preprocess_secs,
    } = parse_file(path, cfg);
    let mut kernels = Vec::new();
    let program = match tu {
        Some(tu) if !diags.has_errors() => {
            ast_to_ir::lower(&tu, &sources, cfg, &mut diags, &mut kernels)
        }
        _ => None,
    };
    let program = if diags.has_errors() { None } else { program };
    Output {
        program,
        sources,
        diags,
        preprocess_secs,
        kernels,
    }
}
