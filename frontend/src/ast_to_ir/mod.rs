//! Lowering of a parsed translation unit to IR: the entry point, file-scope declarations,
//! scopes and name lookup, procedure instances, and launch-geometry axioms.

mod access;
mod aggregate;
mod arith;
mod asm;
mod async_copy;
mod barrier_invariants;
mod bitops;
mod builtins;
mod calls;
mod checks;
mod conversions;
mod decls;
mod entries;
mod enums;
mod expr;
mod external;
mod fnptr;
mod groups;
mod images;
mod init;
mod library;
mod list_init;
mod literals;
mod local_refs;
mod math;
mod memory;
#[cfg(test)]
mod memory_tests;
mod methods;
mod overload;
mod pointers;
mod qualified;
mod record_templates;
mod ref_args;
mod ref_twins;
mod scan;
mod scoped;
mod stmt;
mod ternary;
#[cfg(test)]
mod tests;
mod types;
mod vector_io;

use std::collections::{HashMap, HashSet};

use ir::{ArrayId, Expr, LabelId, Origin, ProcId, Span, Special, Type, VarId, VarRole, VarScope};

use crate::{ast, Config, Language};
use types::{CType, RecordDef};

/// Marker for an error that has already been reported as a diagnostic.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Reported;

/// Result of a lowering step whose failure has been reported.
pub(crate) type Res<T> = Result<T, Reported>;

/// Most procedure instances lowered for one program (guards against unbounded recursion
/// through freshly created arrays).
const MAX_INSTANCES: usize = 500;

/// Lower a translation unit to an IR program; problems go to `diags`.
pub fn lower(
    tu: &ast::TranslationUnit,
    sources: &ir::SourceMap,
    cfg: &Config,
    diags: &mut ir::Diagnostics,
    kernels: &mut Vec<String>,
) -> Option<ir::Program> {
    // Some facts (arrays modelled per byte, pointers that may address several arrays) are
    // only discovered part-way through; lowering then starts again knowing them.
    let tu = &*ref_twins::with_pointer_twins(tu);
    let mut learned = memory::Learned::default();
    let mut attempt = 0;
    loop {
        let mark = diags.items.len();
        let mut l = Lowerer::new(cfg, diags);
        l.mem.learned = std::mem::take(&mut learned);
        l.prog.sources = sources.clone();
        l.prog.cuda = cfg.language == Language::Cuda;
        l.run(tu);
        kernels.clone_from(&l.entries);
        if l.mem.retry && attempt < MAX_RELOWER {
            learned = std::mem::take(&mut l.mem.learned);
            drop(l);
            diags.items.truncate(mark);
            attempt += 1;
            continue;
        }
        if l.mem.retry {
            // The facts did not settle: this lowering may miss what a pointer addresses.
            l.diags.error(
                "unsupported",
                "unsupported: memory facts that do not settle (too many pointers to resolve)",
                None,
            );
            return None;
        }
        if l.diags.has_errors() {
            return None;
        }
        return Some(l.prog);
    }
}

/// Most times lowering starts again with newly learned memory facts.
const MAX_RELOWER: usize = 16;

/// What a name stands for.
#[derive(Clone, Debug)]
pub(crate) enum Binding {
    /// A scalar variable.
    Var(VarId, CType),
    /// An array object (its full C type, or a scalar type for a one-cell memory object).
    Array(ArrayId, CType),
    /// A pointer variable: index into `Lowerer::ptrs`.
    Ptr(usize),
    /// A compile-time integer constant (enumerators, `const` scalars with constant value).
    Const(i128, CType),
    /// A typedef.
    Typedef(CType),
    /// A reference bound to a memory cell: array, offset variable, type.
    Ref(ArrayId, VarId, CType),
    /// A name whose declaration failed (already reported); uses fail silently.
    Error,
    /// A vector or struct variable: one scalar variable per leaf.
    Agg(Vec<(VarId, CType)>, CType),
}

/// How a call binds one parameter slot of a procedure instance: each non-const reference
/// parameter, each pointer parameter, and each pointer leaf of a struct parameter (or of
/// `*this`) in order. A helper is lowered once per distinct binding.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) enum ParamBind {
    /// A reference bound to a variable or a struct (copied in and out).
    Copy,
    /// A reference bound to a cell of an array.
    Cell(ArrayId),
    /// A pointer: the bases the argument may hold.
    Ptr(pointers::Bases),
}

/// A function definition awaiting lowering for one binding of its parameters.
pub(crate) struct Pending<'a> {
    def: &'a ast::FunctionDef,
    proc: ProcId,
    binds: Vec<ParamBind>,
}

/// Per-function state.
#[derive(Default)]
pub(crate) struct FnCx<'a> {
    /// The body of the function being lowered.
    pub body: &'a [ast::Stmt],
    /// Its parameters declared as 3-D images (`image3d_t`), for `get_image_dim`.
    pub images_3d: HashSet<String>,
    /// Its parameters declared as images both read and written (`read_write`), whose reads
    /// are race-checked against the writes.
    pub images_rw: HashSet<String>,
    pub proc: Option<ProcId>,
    pub scopes: Vec<HashMap<String, Binding>>,
    pub buf: Vec<ir::Stmt>,
    pub ret_var: Option<VarId>,
    /// The result cells of a function returning a vector or struct.
    pub ret_leaves: Option<Vec<(VarId, CType)>>,
    /// Objects copied out at the end of the body: parameter index (or `methods::THIS`), the
    /// variables holding its leaves, its type.
    pub out_params: Vec<(usize, expr::LVal, CType)>,
    /// Variables never reassigned after being initialised to `1 << k`, with a variable
    /// holding `k`.
    pub pow2: HashMap<VarId, VarId>,
    /// Names declared as cooperative-groups objects, with the kind their declared type gives
    /// (`None` when the function declares the name with different kinds).
    pub group_kinds: HashMap<String, Option<groups::GroupKind>>,
    pub ret_ty: Option<CType>,
    pub ret_label: Option<LabelId>,
    pub break_stack: Vec<LabelId>,
    pub continue_stack: Vec<LabelId>,
    pub used_labels: HashSet<LabelId>,
    pub mutated: HashSet<String>,
    pub wide_invariants: Vec<(ast::Expr, bool, Span)>,
    pub n_temps: u32,
    /// Memory facts about the function's names (address taken, gotos).
    pub mem: memory::FnMem,
    /// Barrier invariants waiting for the next barrier.
    pub barrier_invariants: Vec<barrier_invariants::PendingInvariant>,
    /// Asynchronous copies not yet waited for.
    pub async_copies: Vec<async_copy::PendingCopy>,
    /// Bindings of the parameters not yet bound (see [`ParamBind`]).
    pub binds: std::collections::VecDeque<ParamBind>,
    /// The pointer variable holding the result of a function returning a pointer.
    pub ret_ptr: Option<usize>,
    /// Reference cells copied back at the end of the body from the private objects that
    /// stand for their parameters (whose address is taken).
    pub cell_back: Vec<(VarId, expr::LVal)>,
    /// True when `*this` lives in private memory because the method takes the address of
    /// one of its members.
    pub this_addressed: bool,
    /// Lowering a specification function (`__spec_*`): its `__reads_from`/`__writes_to` make
    /// external accesses and its `__ensures` are assumed.
    pub spec: bool,
    /// One slot per enclosing `if`: the variable holding the enabledness before it, once
    /// `__dominator_enabled()` asked for it.
    pub dominators: Vec<Option<VarId>>,
}

/// The lowering state for one translation unit.
pub(crate) struct Lowerer<'a> {
    pub cfg: &'a Config,
    pub diags: &'a mut ir::Diagnostics,
    pub prog: ir::Program,
    pub records: Vec<RecordDef>,
    /// File-scope bindings.
    pub globals: HashMap<String, Binding>,
    /// The namespaces the file-scope declarations being collected are in, outermost first.
    namespace: Vec<String>,
    /// The namespace each file-scope name was last declared in (`a::b`, or empty).
    global_namespace: HashMap<String, String>,
    /// The namespace of each function defined in one (`a::b`), by the span of its definition.
    pub function_namespaces: HashMap<ir::Span, String>,
    /// File-scope names declared in more than one namespace: namespaces are not modelled,
    /// so such a name is only found qualified (`a::x`), never by its short name.
    ambiguous: std::collections::HashSet<String>,
    /// Function definitions by name (all overloads, definitions first).
    pub functions: HashMap<String, Vec<&'a ast::FunctionDef>>,
    /// Function templates by name.
    pub templates: HashMap<String, (&'a [ast::TemplateParam], &'a ast::FunctionDef)>,
    /// Every function template defined under each name, in order (`templates` keeps the
    /// first); more than one is an overloaded function template.
    pub template_overloads: HashMap<String, Vec<(&'a [ast::TemplateParam], &'a ast::FunctionDef)>>,
    /// Explicit specialisations (`template <> f<int>(...) {...}`) by name.
    pub specializations: HashMap<String, Vec<&'a ast::FunctionDef>>,
    /// Explicit instantiations (`template __global__ void k<float>(float *);`) in order.
    instantiations: Vec<&'a ast::FunctionDef>,
    /// The file's kernels: kernel definitions, then explicit instantiations of kernel
    /// templates, by the names the user wrote (`Config::entry` picks one).
    pub entries: Vec<String>,
    /// Conversion operators to pointers of (template) records, by record name.
    pub conversions: HashMap<String, (&'a [ast::TemplateParam], &'a ast::FunctionDef)>,
    /// Initial contents of file-scope arrays, assumed on kernel entry.
    pub init_facts: Vec<Expr>,
    /// Each entry procedure (kernel, or modular entry) with the number of `init_facts` it
    /// assumes so far; facts found later (string literals in helpers) are added at the end.
    pub entry_facts: Vec<(ProcId, usize)>,
    /// The read-only array of each string literal, by where it is written.
    pub string_literals: HashMap<Span, ArrayId>,
    /// Template parameter bindings of procedure instances.
    pub tsubst: HashMap<ProcId, Vec<(String, Binding)>>,
    /// Pointer variables of all functions.
    pub ptrs: Vec<pointers::PtrVar>,
    /// The pointer variable whose offset variable each is (see `pointers::stored`).
    pub ptr_of_var: HashMap<VarId, usize>,
    /// The pointer variables through which procedures return pointers.
    pub result_ptrs: HashMap<ProcId, usize>,
    /// Instances already created: (function definition address, bindings) → procedure.
    pub instances: HashMap<(usize, Vec<ParamBind>, String), ProcId>,
    /// Global cells standing for non-const reference parameters bound to variables.
    pub ref_cells: HashMap<(ProcId, usize), VarId>,
    /// Global cells through which `*this`, struct reference parameters and vector or struct
    /// results are copied out, by procedure and parameter index (or `methods::THIS`,
    /// `methods::RESULT`).
    pub out_cells: HashMap<(ProcId, usize), Vec<(VarId, CType)>>,
    /// Member functions of file-scope records with a body, by record name.
    pub methods: HashMap<String, Vec<&'a ast::FunctionDef>>,
    /// The object type of each procedure instance of a method.
    pub method_this: HashMap<ProcId, CType>,
    /// Functions whose address is taken somewhere in the translation unit, numbered from 1 in
    /// order (the value a function pointer to each holds).
    pub address_taken: Vec<&'a ast::FunctionDef>,
    /// Base classes of each record, by name.
    pub record_bases: HashMap<String, Vec<String>>,
    /// Record templates by name.
    pub record_templates: HashMap<String, (&'a [ast::TemplateParam], &'a ast::RecordType)>,
    /// Explicit specializations of record templates (`template <> struct Tr<0> {...}`), by
    /// template name.
    pub record_specs: HashMap<String, Vec<&'a ast::RecordType>>,
    /// Record templates with a partial specialization (which kcc does not model).
    pub record_partial_specs: std::collections::HashSet<String>,
    /// Instances made from an explicit specialization (`R<double>`): their member functions
    /// are noted under the instance's name and replace the template's.
    pub record_spec_instances: std::collections::HashSet<String>,
    /// Record definitions seen, to keep one record per name sound (see `qualified`).
    pub record_scopes: qualified::RecordScopes,
    /// Record template instances being declared (each inside the one before).
    pub record_instantiating: u32,
    /// The integer types C++ enums are modelled by: a template specialised for one of them
    /// cannot be told apart from one for the enum.
    pub enum_types: Vec<CType>,
    /// Template parameter bindings of each instantiated record template, by record name.
    pub record_subst: HashMap<String, Vec<(String, Binding)>>,
    /// Members of record templates defined outside the class (`T M<T>::get() {...}`), by
    /// record template name.
    pub template_members: HashMap<String, Vec<&'a ast::FunctionDef>>,
    /// The names such members give the parameters of a record template (by its name), with
    /// the template's own names they stand for, where they differ.
    pub member_renames: HashMap<String, Vec<(String, String)>>,
    pub pending: Vec<Pending<'a>>,
    /// Entry instances of modular verification (see `entries`).
    pub entry_procs: HashSet<ProcId>,
    /// Arrays created for `__shared__`/`__local` declarations, by declarator span.
    pub shared_decls: HashMap<(Span, String), ArrayId>,
    pub fx: FnCx<'a>,
    /// Span of the statement being lowered.
    pub span: Option<Span>,
    /// True while lowering an annotation expression (loads stay inside expressions).
    pub annot: bool,
    /// Memory-model state: array keys, learned facts.
    pub mem: memory::MemState,
}

impl<'a> Lowerer<'a> {
    fn new(cfg: &'a Config, diags: &'a mut ir::Diagnostics) -> Lowerer<'a> {
        Lowerer {
            cfg,
            diags,
            prog: ir::Program::default(),
            records: Vec::new(),
            globals: HashMap::new(),
            namespace: Vec::new(),
            global_namespace: HashMap::new(),
            function_namespaces: HashMap::new(),
            ambiguous: Default::default(),
            functions: HashMap::new(),
            templates: HashMap::new(),
            template_overloads: HashMap::new(),
            specializations: HashMap::new(),
            instantiations: Vec::new(),
            entries: Vec::new(),
            conversions: HashMap::new(),
            tsubst: HashMap::new(),
            init_facts: Vec::new(),
            string_literals: HashMap::new(),
            entry_facts: Vec::new(),
            ptrs: Vec::new(),
            ptr_of_var: HashMap::new(),
            result_ptrs: HashMap::new(),
            instances: HashMap::new(),
            ref_cells: HashMap::new(),
            out_cells: HashMap::new(),
            methods: HashMap::new(),
            method_this: HashMap::new(),
            record_templates: HashMap::new(),
            record_specs: HashMap::new(),
            record_partial_specs: Default::default(),
            record_spec_instances: Default::default(),
            record_scopes: Default::default(),
            record_instantiating: 0,
            enum_types: Vec::new(),
            record_bases: HashMap::new(),
            address_taken: Vec::new(),
            record_subst: HashMap::new(),
            template_members: HashMap::new(),
            member_renames: HashMap::new(),
            pending: Vec::new(),
            entry_procs: HashSet::new(),
            shared_decls: HashMap::new(),
            fx: FnCx::default(),
            span: None,
            annot: false,
            mem: memory::MemState::default(),
        }
    }

    pub(crate) fn cuda(&self) -> bool {
        self.cfg.language == Language::Cuda
    }

    // ----- diagnostics -----

    /// Report an unsupported construct.
    pub(crate) fn unsupported(&mut self, what: &str, span: Option<Span>) -> Reported {
        let span = span.or(self.span);
        self.diags
            .error("unsupported", format!("unsupported: {what}"), span);
        Reported
    }

    /// Report a semantic error.
    pub(crate) fn sema(&mut self, msg: impl Into<String>, span: Option<Span>) -> Reported {
        let span = span.or(self.span);
        self.diags.error("sema", msg, span);
        Reported
    }

    pub(crate) fn origin(&self) -> Origin {
        match self.span {
            Some(s) => Origin::Source(s),
            None => Origin::Synthetic("frontend"),
        }
    }

    // ----- emission -----

    pub(crate) fn emit(&mut self, kind: ir::StmtKind) {
        let origin = self.origin();
        self.fx.buf.push(ir::Stmt::new(kind, origin));
    }

    /// Run `f` with an empty statement buffer; return what it emitted and its result.
    pub(crate) fn scratch<T>(&mut self, f: impl FnOnce(&mut Self) -> T) -> (Vec<ir::Stmt>, T) {
        let saved = std::mem::take(&mut self.fx.buf);
        let r = f(self);
        let out = std::mem::replace(&mut self.fx.buf, saved);
        (out, r)
    }

    /// A fresh temporary of an IR type.
    pub(crate) fn temp(&mut self, ty: Type) -> VarId {
        self.fx.n_temps += 1;
        let name = format!("$t{}", self.fx.n_temps);
        self.local_var(name, ty, VarRole::Temp)
    }

    /// A fresh local variable of the current procedure.
    pub(crate) fn local_var(&mut self, name: String, ty: Type, role: VarRole) -> VarId {
        let origin = self.origin();
        match self.fx.proc {
            Some(p) => {
                let v = self
                    .prog
                    .new_var(name, ty, VarScope::Local(p), role, origin);
                self.prog.procs[p].locals.push(v);
                v
            }
            None => {
                let v = self.prog.new_var(name, ty, VarScope::Global, role, origin);
                self.prog.vars[v].uniform = true;
                v
            }
        }
    }

    // ----- scopes -----

    pub(crate) fn push_scope(&mut self) {
        self.fx.scopes.push(HashMap::new());
    }

    pub(crate) fn pop_scope(&mut self) {
        self.fx.scopes.pop();
    }

    pub(crate) fn bind(&mut self, name: &str, b: Binding) {
        match self.fx.scopes.last_mut() {
            Some(s) => {
                s.insert(name.to_string(), b);
            }
            None => {
                let path = self.namespace.join("::");
                if !path.is_empty() {
                    self.globals.insert(format!("{path}::{name}"), b.clone());
                }
                match self.global_namespace.insert(name.to_string(), path.clone()) {
                    Some(p) if p != path => {
                        self.ambiguous.insert(name.to_string());
                    }
                    _ => {}
                }
                self.globals.insert(name.to_string(), b);
            }
        }
    }

    /// Is `name` a file-scope name declared in more than one namespace?
    pub(crate) fn is_ambiguous(&self, name: &str) -> bool {
        self.ambiguous.contains(name)
    }

    pub(crate) fn lookup(&self, name: &str) -> Option<&Binding> {
        // `::x` names the file-scope `x`, whatever a function or record declares.
        if let Some(global) = name.strip_prefix("::") {
            return self.lookup_file_scope(global);
        }
        for s in self.fx.scopes.iter().rev() {
            if let Some(b) = s.get(name) {
                return Some(b);
            }
        }
        self.lookup_file_scope(name)
    }

    /// [`Self::lookup`] among the names declared at file scope (and in namespaces).
    fn lookup_file_scope(&self, name: &str) -> Option<&Binding> {
        if self.ambiguous.contains(name) {
            return None;
        }
        self.globals.get(name).or_else(|| {
            // `ns::x` falls back to `x` (namespaces are not modelled); `R::x` for a record `R`
            // does not: its constants are bound by their qualified names.
            let (qualifier, short) = name.rsplit_once("::")?;
            // `T::x` for a typedef `T` of a record (`typedef Load<4> L; L::x`).
            if let Some(rec) = self.typedef_record(qualifier) {
                if rec != qualifier {
                    return self.lookup(&format!("{rec}::{short}"));
                }
            }
            let scope = qualifier.rsplit("::").next().unwrap_or(qualifier);
            if self.records.iter().any(|r| r.name == scope) {
                return None;
            }
            // `ns::E::x` for an enumerator `E::x` of a scoped enum declared in `ns`.
            if let Some((_, rest)) = name.split_once("::") {
                if rest.contains("::") {
                    if let Some(b) = self.lookup(rest) {
                        return Some(b);
                    }
                }
            }
            if self.ambiguous.contains(short) {
                return None;
            }
            self.globals.get(short)
        })
    }

    /// The record name that typedef `name` stands for.
    pub(crate) fn typedef_record(&self, name: &str) -> Option<&str> {
        let b = self.fx.scopes.iter().rev().find_map(|s| s.get(name));
        match b.or_else(|| self.globals.get(name)) {
            Some(Binding::Typedef(CType::Record(i))) => Some(&self.records[*i].name),
            _ => None,
        }
    }

    pub(crate) fn lookup_typedef(&self, name: &str) -> Option<CType> {
        match self.lookup(name) {
            Some(Binding::Typedef(t)) => Some(t.clone()),
            _ => None,
        }
    }

    pub(crate) fn lookup_const(&self, name: &str) -> Option<i128> {
        match self.lookup(name) {
            Some(Binding::Const(v, _)) => Some(*v),
            _ => None,
        }
    }

    pub(crate) fn define_const(&mut self, name: &str, v: i128) {
        self.bind(name, Binding::Const(v, types::INT));
    }

    // ----- driver -----

    fn run(&mut self, tu: &'a ast::TranslationUnit) {
        self.geometry();
        self.bind_handle_types();
        let mut kernels: Vec<&'a ast::FunctionDef> = Vec::new();
        self.collect_items(&tu.items, &mut kernels);
        for fs in self.functions.values_mut() {
            fs.sort_by_key(|f| f.body.is_none());
        }
        self.find_address_taken(tu);
        let insts: Vec<_> = self
            .instantiations
            .iter()
            .copied()
            .filter_map(|inst| {
                let (tparams, def) = self.templates.get(short_name(&inst.name)).copied()?;
                def.specs.is_kernel.then_some((inst, tparams, def))
            })
            .collect();
        self.entries = kernels
            .iter()
            .map(|k| {
                if k.targs.is_empty() {
                    k.name.clone()
                } else {
                    self.instantiation_name(k)
                }
            })
            .collect();
        for (inst, _, _) in &insts {
            let name = self.instantiation_name(inst);
            self.entries.push(name);
        }
        let entry = self.cfg.entry;
        if let Some(kernel) = kernels.get(entry) {
            let Ok(kproc) = self.instance(kernel, Vec::new(), true) else {
                return;
            };
            self.finish(kproc);
            return;
        }
        let none = kernels.is_empty() && insts.is_empty();
        self.run_template_kernel(insts.get(entry - kernels.len()).copied(), none);
    }

    /// How the user names an explicit instantiation: its declarator up to the parameter list
    /// (`scatter<0>`), with white space collapsed.
    fn instantiation_name(&self, inst: &ast::FunctionDef) -> String {
        let f = self.prog.sources.file(inst.name_span.file);
        let from = (inst.name_span.lo as usize).min(f.text.len());
        let rest = &f.text[from..];
        let upto = rest.find('(').unwrap_or(rest.len()).min(200);
        let words: Vec<&str> = rest[..upto].split_whitespace().collect();
        let name = words.join(" ");
        if name.is_empty() {
            inst.name.clone()
        } else {
            name
        }
    }

    /// Lower an explicit instantiation of a kernel template as the kernel; without any
    /// (`none`), a kernel template with no instantiation.
    fn run_template_kernel(
        &mut self,
        chosen: Option<(
            &'a ast::FunctionDef,
            &'a [ast::TemplateParam],
            &'a ast::FunctionDef,
        )>,
        none: bool,
    ) {
        let Some((inst, tparams, def)) = chosen else {
            if !none {
                self.diags.error("sema", "no such kernel in the file", None);
                return;
            }
            match self
                .templates
                .values()
                .find(|(_, d)| d.specs.is_kernel)
                .copied()
            {
                // With no launch sizes, as a tool for symbolic launches would.
                Some((tparams, d)) if self.cfg.geometry.symbolic => {
                    self.run_every_instantiation(tparams, d)
                }
                Some((_, d)) => {
                    let msg = format!(
                        "kernel template '{}' is never instantiated; add an explicit \
                         instantiation such as `template __global__ void {}<...>(...);` (or give \
                         no launch sizes to verify it for every instantiation)",
                        d.name, d.name
                    );
                    self.diags.error("sema", msg, Some(d.name_span));
                }
                None => {
                    self.diags.error("sema", "no kernel function found", None);
                }
            }
            return;
        };
        self.span = Some(inst.span);
        let Ok(types) = inst
            .params
            .iter()
            .map(|p| self.resolve_type(&p.ty).map(Some))
            .collect::<Res<Vec<_>>>()
        else {
            return;
        };
        let Ok(subst) = self.template_subst(tparams, def, &inst.targs, &types, inst.name_span)
        else {
            return;
        };
        // An explicit specialization for these arguments replaces the template's body.
        let kproc = match self.specialization(short_name(&def.name), &subst) {
            Ok(Some(spec)) => self.instance_with(spec, Vec::new(), true, Vec::new()),
            Ok(None) => self.instance_with(def, Vec::new(), true, subst),
            Err(_) => return,
        };
        let Ok(kproc) = kproc else {
            return;
        };
        self.finish(kproc);
    }

    /// With no launch sizes, verify a kernel template that is never instantiated for every
    /// instantiation: each type
    /// parameter is an abstract 32-bit type whose operations are uninterpreted (floating-point
    /// in kcc's model, which assumes nothing about them), each non-type parameter an arbitrary
    /// value of its type, the same for all threads.
    fn run_every_instantiation(
        &mut self,
        tparams: &'a [ast::TemplateParam],
        def: &'a ast::FunctionDef,
    ) {
        self.diags.warning(
            "sema",
            format!(
                "kernel template '{}' is never instantiated: verifying it for every \
                 instantiation (type parameters abstract, non-type parameters arbitrary)",
                def.name
            ),
            Some(def.name_span),
        );
        self.span = Some(def.name_span);
        let mut subst = Vec::new();
        for tp in tparams {
            match tp {
                ast::TemplateParam::Type(n, _) => {
                    subst.push((n.clone(), Binding::Typedef(CType::Float(32))));
                }
                ast::TemplateParam::Value(t, n, _) => {
                    let Ok(t) = self.resolve_type(t) else { return };
                    let Some(ty) = t.ir() else {
                        let d = t.describe(self);
                        self.unsupported(
                            &format!("template parameter of type '{d}'"),
                            Some(def.name_span),
                        );
                        return;
                    };
                    let v = self.prog.new_var(
                        n.clone(),
                        ty,
                        ir::VarScope::Global,
                        VarRole::User,
                        Origin::Source(def.name_span),
                    );
                    self.prog.vars[v].constant = true;
                    self.prog.vars[v].uniform = true;
                    subst.push((n.clone(), Binding::Var(v, t)));
                }
            }
        }
        let Ok(kproc) = self.instance_with(def, Vec::new(), true, subst) else {
            return;
        };
        self.finish(kproc);
    }

    /// Record the kernel and lower every helper instance it reaches.
    fn finish(&mut self, kproc: ProcId) {
        self.prog.kernel = Some(kproc);
        self.lower_pending();
        if self.cfg.modular {
            self.modular_entries();
        }
        if self.cfg.geometry.symbolic {
            self.unused_dims_are_one();
        }
        self.late_entry_facts();
    }

    /// Assume on entry of each entry procedure the initial contents found after its body was
    /// lowered (string literals in helpers lowered later).
    fn late_entry_facts(&mut self) {
        for (proc, known) in std::mem::take(&mut self.entry_facts) {
            let late: Vec<ir::Stmt> = self.init_facts[known..]
                .iter()
                .map(|f| {
                    let origin = self.prog.procs[proc].origin;
                    ir::Stmt::new(ir::StmtKind::Assume(f.clone()), origin)
                })
                .collect();
            if let Some(body) = &mut self.prog.procs[proc].body {
                body.splice(0..0, late);
            }
        }
    }

    /// With no launch sizes, a dimension above the highest one the kernel mentions has one
    /// thread and one group: a kernel written for one dimension is not launched in three.
    fn unused_dims_are_one(&mut self) {
        let used = self.prog.dims_launched();
        for d in ir::Dim::ALL {
            if used[d.index()] {
                continue;
            }
            for s in [Special::GroupSize(d), Special::NumGroups(d)] {
                let v = self.prog.special(s);
                self.prog
                    .axioms
                    .push(Expr::eq(Expr::var(v), Expr::bv(1, 32)));
            }
        }
    }

    /// Lower every procedure instance created but not lowered yet.
    pub(crate) fn lower_pending(&mut self) {
        while let Some(p) = self.pending.pop() {
            self.lower_function(p.def, p.proc, &p.binds);
        }
    }

    /// Collect functions and file-scope declarations in order.
    fn collect_items(&mut self, items: &'a [ast::Item], kernels: &mut Vec<&'a ast::FunctionDef>) {
        for item in items {
            match item {
                ast::Item::Function(f) => {
                    if let Some(ax) = axiom_function(f) {
                        self.span = Some(f.span);
                        self.file_axiom(ax);
                        continue;
                    }
                    if f.specs.is_kernel && f.body.is_some() {
                        kernels.push(f);
                    }
                    let short = f.name.rsplit("::").next().unwrap_or(&f.name).to_string();
                    self.functions.entry(short).or_default().push(f);
                    if !self.namespace.is_empty() {
                        self.function_namespaces
                            .insert(f.span, self.namespace.join("::"));
                    }
                }
                ast::Item::Decl(d) => {
                    self.span = Some(d.span);
                    self.note_conversions(d, &[]);
                    self.note_methods(d, &[]);
                    self.note_texture_decl(d);
                    let _ = self.file_decl(d);
                }
                ast::Item::Namespace { name, items, .. } => {
                    if let Some(n) = name {
                        self.namespace.push(n.clone());
                    }
                    self.collect_items(items, kernels);
                    if name.is_some() {
                        self.namespace.pop();
                    }
                }
                ast::Item::Template { item, params, .. } => {
                    if let ast::Item::Decl(d) = &**item {
                        self.note_conversions(d, params);
                        self.note_methods(d, params);
                    }
                    if let ast::Item::Function(f) = &**item {
                        if self.note_template_member(params, f) {
                            continue;
                        }
                        let short = short_name(&f.name).to_string();
                        match (params.is_empty(), f.body.is_some()) {
                            (false, true) => {
                                self.template_overloads
                                    .entry(short.clone())
                                    .or_default()
                                    .push((params.as_slice(), f));
                                self.templates
                                    .entry(short)
                                    .or_insert((params.as_slice(), f));
                            }
                            (true, true) => {
                                // An explicit specialization of a kernel template is a kernel
                                // of its own.
                                if f.specs.is_kernel {
                                    kernels.push(f);
                                }
                                self.specializations.entry(short).or_default().push(f)
                            }
                            (true, false) => self.instantiations.push(f),
                            (false, false) => {}
                        }
                    }
                }
                ast::Item::Ignored(_) => {}
            }
        }
    }

    /// A file-scope `__axiom(e)` or function-style axiom.
    fn file_axiom(&mut self, e: &ast::Expr) {
        let (stmts, r) = self.scratch(|l| l.cond_expr(e));
        if let Ok(c) = r {
            if stmts.is_empty() {
                self.prog.axioms.push(c);
            } else {
                self.unsupported("axiom with side effects", Some(e.span));
            }
        }
    }

    /// Find or create the procedure instance of `def` for a binding of its pointer and
    /// reference parameters.
    pub(crate) fn instance(
        &mut self,
        def: &'a ast::FunctionDef,
        binds: Vec<ParamBind>,
        is_kernel: bool,
    ) -> Res<ProcId> {
        self.instance_with(def, binds, is_kernel, Vec::new())
    }

    /// [`Self::instance`] with template parameter bindings.
    pub(crate) fn instance_with(
        &mut self,
        def: &'a ast::FunctionDef,
        binds: Vec<ParamBind>,
        is_kernel: bool,
        tsubst: Vec<(String, Binding)>,
    ) -> Res<ProcId> {
        let key = (
            def as *const ast::FunctionDef as usize,
            binds.clone(),
            format!("{tsubst:?}"),
        );
        if let Some(p) = self.instances.get(&key) {
            return Ok(*p);
        }
        if self.instances.len() >= MAX_INSTANCES {
            return Err(self.unsupported(
                "too many distinct pointer bindings of helper functions (recursion?)",
                Some(def.name_span),
            ));
        }
        let n = self
            .instances
            .keys()
            .filter(|(d, _, _)| *d == key.0)
            .count();
        let short = def.name.rsplit("::").next().unwrap_or(&def.name);
        let name = if n == 0 {
            short.to_string()
        } else {
            format!("{short}.{n}")
        };
        let mut array_params = Vec::new();
        for b in &binds {
            match b {
                ParamBind::Cell(a) => array_params.push(*a),
                ParamBind::Ptr(bs) => array_params.extend(bs.objs.iter().copied()),
                ParamBind::Copy => {}
            }
        }
        let proc = self.prog.procs.push(ir::Procedure {
            name,
            params: Vec::new(),
            array_params,
            ret: None,
            locals: Vec::new(),
            requires: Vec::new(),
            ensures: Vec::new(),
            body: None,
            is_kernel,
            origin: Origin::Source(def.name_span),
        });
        self.instances.insert(key, proc);
        if always_inline(def) {
            self.prog.always_inline.insert(proc);
        }
        self.tsubst.insert(proc, tsubst.clone());
        self.fx.scopes.push(tsubst.into_iter().collect());
        let r = self.make_ref_cells(def, proc, &binds);
        // A helper's shared arrays that pointers were learned to address exist before the
        // caller reads what the helper returns (`float *p = scratch();` where `scratch`
        // returns its own `__shared__` array): the helper is lowered after its caller.
        if let (false, Some(body)) = (is_kernel, &def.body) {
            self.predeclare_shared(body);
        }
        self.fx.scopes.pop();
        r?;
        if !is_kernel {
            self.pending.push(Pending { def, proc, binds });
        } else {
            self.lower_function(def, proc, &binds);
        }
        Ok(proc)
    }

    fn make_ref_cells(
        &mut self,
        def: &'a ast::FunctionDef,
        proc: ProcId,
        binds: &[ParamBind],
    ) -> Res<()> {
        // Cells for reference parameters bound to variables.
        let mut by_ref = binds.iter().filter(|b| !matches!(b, ParamBind::Ptr(_)));
        for (i, p) in def.params.iter().enumerate() {
            let Some(inner) = mutable_ref(&p.ty) else {
                // A `const` reference has a binding too (see `const_ref_param`).
                if Self::const_ref_param(p) {
                    by_ref.next();
                }
                continue;
            };
            let bind = by_ref.next();
            let aggregate = self
                .resolve_type(inner)
                .is_ok_and(|t| Self::is_aggregate(&t));
            if matches!(bind, Some(ParamBind::Copy)) && !aggregate {
                let ty = self.resolve_type(inner)?.ir().unwrap_or(Type::Bv(32));
                let pname = p.name.clone().unwrap_or_else(|| format!("$p{i}"));
                let name = format!("{}.{pname}", self.prog.procs[proc].name);
                let v = self.prog.new_var(
                    name,
                    ty,
                    VarScope::Global,
                    VarRole::User,
                    Origin::Source(p.span),
                );
                self.ref_cells.insert((proc, i), v);
            }
        }
        Ok(())
    }

    /// Does `p` take its argument by `const` reference? Every such parameter gets a binding
    /// at a call: its argument's memory cell when that is a scalar of the parameter's type
    /// (`Cell`), so that the callee reads it where C++ does (after a barrier in the callee, or
    /// after a write through another reference); `Copy` for any other argument, passed by
    /// value.
    pub(crate) fn const_ref_param(p: &ast::Param) -> bool {
        const_ref(&p.ty).is_some() && images::texref_type(&p.ty).is_none()
    }

    /// Special variables for every dimension, and the geometry axioms.
    fn geometry(&mut self) {
        let g = self.cfg.geometry.clone();
        for d in ir::Dim::ALL {
            self.prog.special(Special::LocalId(d));
        }
        for d in ir::Dim::ALL {
            self.prog.special(Special::GroupId(d));
        }
        for d in ir::Dim::ALL {
            let v = self.prog.special(Special::GroupSize(d));
            let fixed = g.local_size[d.index()].or(if d.index() >= g.local_dims {
                Some(1)
            } else {
                None
            });
            if let Some(n) = fixed {
                self.prog
                    .axioms
                    .push(Expr::eq(Expr::var(v), Expr::bv(u128::from(n), 32)));
            }
        }
        for d in ir::Dim::ALL {
            let v = self.prog.special(Special::NumGroups(d));
            let fixed = g.num_groups[d.index()].or(if d.index() >= g.grid_dims {
                Some(1)
            } else {
                None
            });
            if let Some(n) = fixed {
                self.prog
                    .axioms
                    .push(Expr::eq(Expr::var(v), Expr::bv(u128::from(n), 32)));
            }
        }
        for d in ir::Dim::ALL {
            if let Some(total) = g.global_size[d.index()] {
                let wide = |v: VarId| Expr::Cast(ir::CastOp::ZeroExt(64), Box::new(Expr::var(v)));
                let gs = self.prog.special(Special::GroupSize(d));
                let ng = self.prog.special(Special::NumGroups(d));
                self.prog.axioms.push(Expr::eq(
                    Expr::binary(ir::BinOp::Mul, wide(gs), wide(ng)),
                    Expr::bv(u128::from(total), 64),
                ));
            }
        }
        if g.symbolic {
            // Every size is symbolic: assume the launch has at most 2^32 threads in each
            // dimension, so that `group_id * group_size + local_id` does not wrap around.
            for d in ir::Dim::ALL {
                let wide = |v: VarId| Expr::Cast(ir::CastOp::ZeroExt(64), Box::new(Expr::var(v)));
                let gs = self.prog.special(Special::GroupSize(d));
                let ng = self.prog.special(Special::NumGroups(d));
                let threads = Expr::binary(ir::BinOp::Mul, wide(gs), wide(ng));
                self.prog.axioms.push(Expr::binary(
                    ir::BinOp::Ule,
                    threads,
                    Expr::bv(1u128 << 32, 64),
                ));
                // What that gives, stated for the prover (nonlinear in the sizes): two threads
                // with the same global id have the same group and local ids.
                let g = self.prog.special(Special::GroupId(d));
                let l = self.prog.special(Special::LocalId(d));
                let at = |t: ir::Thread, e: Expr| Expr::at(t, e);
                let gid = Expr::binary(
                    ir::BinOp::Add,
                    Expr::binary(ir::BinOp::Mul, Expr::var(g), Expr::var(gs)),
                    Expr::var(l),
                );
                let same = |v: VarId| {
                    Expr::eq(
                        at(ir::Thread::One, Expr::var(v)),
                        at(ir::Thread::Two, Expr::var(v)),
                    )
                };
                self.prog.axioms.push(Expr::implies(
                    Expr::eq(
                        at(ir::Thread::One, gid.clone()),
                        at(ir::Thread::Two, gid.clone()),
                    ),
                    Expr::and(same(g), same(l)),
                ));
                // And a global id is below the number of threads (at 32 bits, 0 for 2^32).
                let total = Expr::binary(ir::BinOp::Mul, Expr::var(gs), Expr::var(ng));
                self.prog.axioms.push(Expr::or(
                    Expr::binary(ir::BinOp::Ult, gid, total.clone()),
                    Expr::eq(total, Expr::bv(0, 32)),
                ));
            }
        }
        if let Some(off) = g.global_offset {
            for d in ir::Dim::ALL {
                let v = self.prog.special(Special::GlobalOffset(d));
                self.prog.axioms.push(Expr::eq(
                    Expr::var(v),
                    Expr::bv(u128::from(off[d.index()]), 32),
                ));
            }
        }
    }
}

/// True for a function the compiler inlines even without optimisation.
pub(crate) fn always_inline(def: &ast::FunctionDef) -> bool {
    def.specs
        .attributes
        .iter()
        .any(|a| a.contains("always_inline") || a.contains("__always_inline__"))
}

/// The unqualified name of a possibly qualified (`ns::f`) function name.
pub(crate) fn short_name(name: &str) -> &str {
    name.rsplit("::").next().unwrap_or(name)
}

/// The referenced type of a non-const C++ reference parameter.
pub(crate) fn mutable_ref(t: &ast::TypeName) -> Option<&ast::TypeName> {
    match t {
        ast::TypeName::Reference(inner) if !matches!(&**inner, ast::TypeName::Base(_, q) if q.is_const) => {
            Some(inner)
        }
        _ => None,
    }
}

/// The referenced type of a `const` C++ reference parameter.
pub(crate) fn const_ref(t: &ast::TypeName) -> Option<&ast::TypeName> {
    match t {
        ast::TypeName::Reference(inner) if mutable_ref(t).is_none() => Some(inner),
        _ => None,
    }
}

/// The expression of a function-style axiom `bool __axiomN(void) { return e; }`.
fn axiom_function(f: &ast::FunctionDef) -> Option<&ast::Expr> {
    if !f.name.starts_with("__axiom") {
        return None;
    }
    match f.body.as_deref() {
        Some(
            [ast::Stmt {
                kind: ast::StmtKind::Return(Some(e)),
                ..
            }],
        ) => Some(e),
        _ => None,
    }
}
