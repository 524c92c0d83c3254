//! Tests of the lexer: tokens, the lexer hack for type and template names, and spans.

use super::*;

fn kinds(src: &str, lang: Language) -> Vec<Tok> {
    let lx = tokenize(src, lang);
    assert!(lx.errors.is_empty(), "{:?}", lx.errors);
    lx.toks.into_iter().map(|t| t.1).collect()
}

#[test]
fn numbers() {
    assert_eq!(
        parse_number("0x1F"),
        Ok(Tok::IntLit(31, IntSuffix::default(), true))
    );
    assert_eq!(
        parse_number("017"),
        Ok(Tok::IntLit(15, IntSuffix::default(), true))
    );
    assert_eq!(
        parse_number("0b101"),
        Ok(Tok::IntLit(5, IntSuffix::default(), true))
    );
    assert_eq!(
        parse_number("10UL"),
        Ok(Tok::IntLit(
            10,
            IntSuffix {
                unsigned: true,
                longs: 1
            },
            false
        ))
    );
    assert_eq!(
        parse_number("10llu"),
        Ok(Tok::IntLit(
            10,
            IntSuffix {
                unsigned: true,
                longs: 2
            },
            false
        ))
    );
    assert_eq!(
        parse_number("0"),
        Ok(Tok::IntLit(0, IntSuffix::default(), false))
    );
    assert_eq!(parse_number("1.0f"), Ok(Tok::FloatLit(1.0, true)));
    assert_eq!(parse_number("1.f"), Ok(Tok::FloatLit(1.0, true)));
    assert_eq!(parse_number(".5f"), Ok(Tok::FloatLit(0.5, true)));
    assert_eq!(parse_number("1e-3"), Ok(Tok::FloatLit(0.001, false)));
    assert_eq!(parse_number("0x1p3"), Ok(Tok::FloatLit(8.0, false)));
    assert_eq!(parse_number("0x1.8p1f"), Ok(Tok::FloatLit(3.0, true)));
    assert_eq!(parse_number("2.5h"), Ok(Tok::FloatLit(2.5, true)));
    assert!(parse_number("1.2.3").is_err());
    assert!(parse_number("09").is_err());
    assert!(parse_number("12abc").is_err());
}

#[test]
fn chars_and_strings() {
    let t = kinds(
        r#"'a' '\n' '\x41' '\101' '\'' "a\tb" "q\"""#,
        Language::OpenCl,
    );
    assert_eq!(
        t,
        vec![
            Tok::CharLit(97),
            Tok::CharLit(10),
            Tok::CharLit(65),
            Tok::CharLit(65),
            Tok::CharLit(39),
            Tok::StrLit("a\tb".into()),
            Tok::StrLit("q\"".into())
        ]
    );
}

#[test]
fn keywords_by_language() {
    assert_eq!(
        kinds("kernel global local", Language::OpenCl),
        vec![Tok::Kernel, Tok::Global, Tok::Local]
    );
    assert_eq!(
        kinds("kernel global", Language::Cuda),
        vec![Tok::Ident("kernel".into()), Tok::Ident("global".into())]
    );
    assert_eq!(
        kinds("__global__ __shared__", Language::Cuda),
        vec![Tok::Kernel, Tok::Local]
    );
    assert_eq!(
        kinds("class", Language::OpenCl),
        vec![Tok::Ident("class".into())]
    );
}

#[test]
fn attributes_and_markers_are_side_channel() {
    let src = "# 1 \"k.cl\"\n#pragma unroll\n__kernel __attribute__((reqd_work_group_size(64,1,1))) void f() {}";
    let lx = tokenize(src, Language::OpenCl);
    assert_eq!(lx.attrs.len(), 1);
    assert_eq!(lx.attrs[0].1, "reqd_work_group_size(64,1,1)");
    assert_eq!(lx.toks[0].1, Tok::Kernel);
    assert_eq!(lx.toks[1].1, Tok::Void);
}

#[test]
fn lexer_hack() {
    let t = kinds(
        "typedef float real; real x; float4 v; int half2; struct S { int a; } s; S t;",
        Language::OpenCl,
    );
    assert!(t.contains(&Tok::TypeName("real".into())));
    assert!(t.contains(&Tok::TypeName("float4".into())));
    // `half2` is declared as a variable, so it is not a type here.
    assert!(t.contains(&Tok::Ident("half2".into())));
    assert!(t.contains(&Tok::TypeName("S".into())));
    assert!(t.contains(&Tok::Ident("s".into())));
}

#[test]
fn template_parameters_are_scoped() {
    let t = kinds(
        "template <typename T> T f(T x) { return x; } void g() { float T = 1; T = T * 2; }",
        Language::Cuda,
    );
    assert_eq!(
        t.iter()
            .filter(|t| **t == Tok::TypeName("T".into()))
            .count(),
        2
    );
    assert_eq!(
        t.iter().filter(|t| **t == Tok::Ident("T".into())).count(),
        4
    );
}

#[test]
fn scoped_names_and_operator() {
    let t = kinds(
        "a::b(x); ::c; ::float4 f; float4 operator+(float4 a, float4 b);",
        Language::Cuda,
    );
    assert_eq!(t[0], Tok::Ident("a::b".into()));
    // A leading `::` stays on a value (it skips enclosing scopes), not on a type.
    assert!(t.contains(&Tok::Ident("::c".into())));
    assert!(t.contains(&Tok::TypeName("float4".into())));
    assert!(!t.contains(&Tok::TypeName("::float4".into())));
    assert!(t.contains(&Tok::Ident("operator+".into())));
}

#[test]
fn functional_cast_marker() {
    let t = kinds("x = float(y); float (z);", Language::Cuda);
    assert_eq!(t[2], Tok::FCast);
    assert_eq!(t.iter().filter(|t| **t == Tok::FCast).count(), 1);
}

#[test]
fn long_line() {
    let mut s = String::from("int x = 0");
    while s.len() < 20000 {
        s.push_str(" + 1");
    }
    s.push(';');
    let lx = tokenize(&s, Language::OpenCl);
    assert!(lx.errors.is_empty());
    assert!(lx.toks.len() > 9000);
}

#[test]
fn bad_characters_are_errors_not_panics() {
    let lx = tokenize("int x = 1 @ 2; \u{1F600} '\\x'", Language::OpenCl);
    assert!(!lx.errors.is_empty());
}

#[test]
fn shift_closing_template_arguments_is_split() {
    let t = kinds(
        "template <typename T> struct v; v<v<int>> a; int b = c >> 2; v<(8>>1)> d;",
        Language::Cuda,
    );
    assert_eq!(t.iter().filter(|t| **t == Tok::Shr).count(), 2);
    assert_eq!(t.iter().filter(|t| **t == Tok::Gt).count(), 4);
}

#[test]
fn constructor_and_destructor_names() {
    let t = kinds(
            "struct P { P(int x) : a(x) {} ~P() {} operator int() const; P *next; }; P::P(int) : a(0) {} P::~P() {}",
            Language::Cuda,
        );
    let names: Vec<&str> = t
        .iter()
        .filter_map(|t| match t {
            Tok::CtorName(n) => Some(n.as_str()),
            _ => None,
        })
        .collect();
    assert_eq!(names, vec!["P", "~P", "operator int", "P::P", "P::~P"]);
    assert_eq!(t.iter().filter(|t| **t == Tok::CtorColon).count(), 2);
    assert!(t.contains(&Tok::TypeName("P".into())));
}

#[test]
fn launches_scoped_enums_and_static_asserts() {
    let t = kinds(
        "enum class E : int { A }; static_assert(sizeof(int) == 4, \"x\"); k<<<1, 2>>>(x);",
        Language::Cuda,
    );
    assert_eq!(
        t[0..6],
        [
            Tok::ScopedEnum,
            Tok::Enum,
            Tok::Ident("E".into()),
            Tok::EnumColon,
            Tok::Int,
            Tok::LBrace
        ]
    );
    assert!(!t.contains(&Tok::Sizeof));
    assert!(t.contains(&Tok::LaunchOpen) && t.contains(&Tok::LaunchClose));
    // OpenCL has no launches: `<<` stays a shift.
    assert!(!kinds("a<<<b", Language::OpenCl).contains(&Tok::LaunchOpen));
}

#[test]
fn direct_initializer_marker() {
    let t = kinds(
        "void f() { int x(3); int g(int); int h(); dim3 d(1, 2); }",
        Language::Cuda,
    );
    assert_eq!(t.iter().filter(|t| **t == Tok::DirectInit).count(), 2);
}

#[test]
fn direct_initializer_marker_on_later_declarators() {
    let count = |src: &str| {
        kinds(src, Language::Cuda)
            .iter()
            .filter(|t| **t == Tok::DirectInit)
            .count()
    };
    assert_eq!(count("void f() { int x(3), y(4), z = g(1), w(5); }"), 3);
    assert_eq!(
        count("void f() { if (c) { const int a[2] = {1, 2}, b(3); } }"),
        1
    );
    // Operands of a comma expression, and calls in an initializer list, are calls.
    assert_eq!(count("void f() { x = 1, g(2); int a[2] = {1, g(2)}; }"), 0);
    // A later declarator that declares a function stays a declarator.
    assert_eq!(count("void f() { int x(3), g(int); }"), 1);
}

#[test]
fn label_before_closing_brace_gets_a_statement() {
    let t = kinds("void f() { l: }", Language::OpenCl);
    assert_eq!(t[t.len() - 2], Tok::Semi);
}

#[test]
fn members_of_class_templates_defined_outside_are_one_name() {
    let src = "template <typename T> struct M { T f(); };\n\
               template <typename T> T M<T>::f() { return 0; }\n\
               void g() { x = M<int>::f(); }\n";
    let toks = kinds(src, Language::Cuda);
    assert!(toks.contains(&Tok::Ident("M<T>::f".into())), "{toks:?}");
    // In a body the name stays a template instance followed by `::`.
    assert!(!toks.contains(&Tok::Ident("M<int>::f".into())), "{toks:?}");
}

#[test]
fn template_arguments_of_a_typedef_declare_nothing() {
    let src = "template <typename T, int B> void f() { typedef L<T, B> Loader; Loader x; }\n";
    let toks = kinds(src, Language::Cuda);
    assert!(toks.contains(&Tok::TypeName("T".into())), "{toks:?}");
    assert!(toks.contains(&Tok::TypeName("Loader".into())), "{toks:?}");
}
