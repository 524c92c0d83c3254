//! The words of each language: keywords, builtin type names, qualifiers the lexer drops and
//! attribute-like words.

use std::collections::HashSet;

use super::Tok;
use crate::Language;

/// Builtin type names known before any declaration.
pub fn builtin_type_names(language: Language) -> HashSet<String> {
    let mut s: HashSet<String> = [
        "size_t",
        "ptrdiff_t",
        "intptr_t",
        "uintptr_t",
        "uint",
        "uchar",
        "ushort",
        "ulong",
        "dim3",
        "image1d_t",
        "image2d_t",
        "image3d_t",
        "image1d_array_t",
        "image2d_array_t",
        "image1d_buffer_t",
        "sampler_t",
        "event_t",
        "cudaTextureObject_t",
        "cudaSurfaceObject_t",
        "texture",
        "surface",
        "uint8_t",
        "int8_t",
        "int16_t",
        "uint16_t",
        "int32_t",
        "uint32_t",
        "int64_t",
        "uint64_t",
        "__half",
        "__half2",
        "cl_mem_fence_flags",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    let sizes: &[u32] = match language {
        Language::OpenCl => &[2, 3, 4, 8, 16],
        Language::Cuda => &[1, 2, 3, 4],
    };
    for base in [
        "char", "uchar", "short", "ushort", "int", "uint", "long", "ulong", "float", "double",
    ] {
        for n in sizes {
            s.insert(format!("{base}{n}"));
        }
    }
    if language == Language::OpenCl {
        for n in sizes {
            s.insert(format!("half{n}"));
        }
    } else {
        for n in sizes {
            s.insert(format!("longlong{n}"));
            s.insert(format!("ulonglong{n}"));
        }
        for t in [
            "clock_t",
            "cudaError_t",
            // Runtime handles and structs that host code in a kernel's file declares.
            "cudaEvent_t",
            "cudaStream_t",
            "cudaDeviceProp",
            "cudaChannelFormatDesc",
            "cudaArray_t",
            "cudaExtent",
            "cudaPitchedPtr",
            "curandState",
            "curandState_t",
            "curandStateXORWOW_t",
            "curandStatePhilox4_32_10_t",
            "thread_block",
            "thread_group",
            "grid_group",
            "thread_block_tile",
            "coalesced_group",
        ] {
            s.insert(t.to_string());
        }
    }
    s
}

/// CUDA library functions called with explicit template arguments (`tex2D<float>(t, x, y)`).
pub(super) const BUILTIN_CUDA_TEMPLATES: &[&str] = &[
    "tex1Dfetch",
    "tex1D",
    "tex2D",
    "tex3D",
    "tex1DLayered",
    "tex2DLayered",
    "texCubemap",
    "tex1DLod",
    "tex2DLod",
    "tex3DLod",
    "tex1DGrad",
    "tex2DGrad",
    "tex3DGrad",
    "tex2Dgather",
    "surf1Dread",
    "surf2Dread",
    "surf3Dread",
    "surf1DLayeredread",
    "surf2DLayeredread",
    "tiled_partition",
    "__ldg",
    // Cooperative groups' operations for `cg::reduce` and the scans, written qualified.
    "cg::plus",
    "cg::less",
    "cg::greater",
    "cg::bit_and",
    "cg::bit_or",
    "cg::bit_xor",
    "cooperative_groups::plus",
    "cooperative_groups::less",
    "cooperative_groups::greater",
    "cooperative_groups::bit_and",
    "cooperative_groups::bit_or",
    "cooperative_groups::bit_xor",
];

pub(super) fn keyword(word: &str, lang: Language) -> Option<Tok> {
    use Tok::*;
    let cuda = lang == Language::Cuda;
    let ocl = lang == Language::OpenCl;
    Some(match word {
        "break" => Break,
        "case" => Case,
        "char" => Char,
        "const" | "__const" | "__const__" | "constexpr" => Const,
        "continue" => Continue,
        "default" => Default,
        "do" => Do,
        "double" => Double,
        "else" => Else,
        "enum" => Enum,
        "extern" => Extern,
        "float" => Float,
        "for" => For,
        "goto" => Goto,
        "if" => If,
        "inline" | "__inline" | "__inline__" | "__forceinline__" | "__forceinline" => Inline,
        "int" => Int,
        "long" => Long,
        "restrict" | "__restrict" | "__restrict__" => Restrict,
        "return" => Return,
        "short" => Short,
        "signed" | "__signed" | "__signed__" => Signed,
        "sizeof" => Sizeof,
        "typeof" | "__typeof__" | "__typeof" => Typeof,
        "decltype" if cuda => Decltype,
        "static" => Static,
        "struct" => Struct,
        "switch" => Switch,
        "typedef" => Typedef,
        "union" => Union,
        "unsigned" => Unsigned,
        "void" => Void,
        "volatile" | "__volatile" | "__volatile__" => Volatile,
        "read_write" | "__read_write" if ocl => ReadWrite,
        "while" => While,
        "bool" | "_Bool" => Bool,
        "half" if ocl => Half,
        "auto" if cuda => Auto,
        "alignof" | "_Alignof" | "__alignof" | "__alignof__" => Alignof,
        "vec_step" if ocl => VecStep,
        "true" => True,
        "false" => False,
        "__kernel" | "__global__" => Kernel,
        "kernel" if ocl => Kernel,
        "__global" => Global,
        "global" if ocl => Global,
        "__local" | "__shared__" => Local,
        "local" if ocl => Local,
        "__constant" | "__constant__" => Constant,
        "constant" if ocl => Constant,
        "__private" => Private,
        "private" if ocl => Private,
        "__device__" => Device,
        "__host__" => Host,
        "template" if cuda => Template,
        "typename" if cuda => Typename,
        "class" if cuda => Class,
        "namespace" if cuda => Namespace,
        "using" if cuda => Using,
        "static_cast" if cuda => StaticCast,
        "reinterpret_cast" if cuda => ReinterpretCast,
        "const_cast" if cuda => ConstCast,
        "dynamic_cast" if cuda => DynamicCast,
        "this" if cuda => This,
        "new" if cuda => New,
        "delete" if cuda => Delete,
        _ => return None,
    })
}

/// Words dropped entirely (qualifiers with no meaning for verification).
pub(super) fn ignored_word(word: &str, lang: Language) -> bool {
    let cuda = lang == Language::Cuda;
    let ocl = lang == Language::OpenCl;
    match word {
        "register" | "__extension__" | "__read_only" | "__write_only" | "__noinline__"
        | "__managed__" | "_Noreturn" | "__global_only" => true,
        "read_only" | "write_only" | "auto" => ocl,
        "__read_write" => cuda,
        "virtual" | "explicit" | "friend" | "mutable" => cuda,
        _ => false,
    }
}

/// Words followed by a parenthesised argument that is recorded as an attribute.
pub(super) fn attribute_word(word: &str) -> Option<&'static str> {
    match word {
        "__attribute__" | "__attribute" => Some(""),
        "__launch_bounds__" => Some("launch_bounds"),
        "__align__" | "_Alignas" | "alignas" => Some("aligned"),
        "__declspec" => Some("declspec"),
        _ => None,
    }
}
