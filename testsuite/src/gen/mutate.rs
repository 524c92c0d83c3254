//! The bugs a disciplined generated kernel may receive: each mutation, placed at the end of
//! the kernel when it found no place while the kernel was generated, injects one specific
//! error (a race, divergence or failing assertion) that kcc must report.

use super::Gen;

/// A barrier fencing both memory spaces.
pub(crate) const FULL_BARRIER: &str = "barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);";

/// The mutations a disciplined kernel may receive.
pub(crate) const MUTATIONS: &[&str] = &[
    "missing-barrier",
    "neighbour-write",
    "frozen-write",
    "divergent-barrier",
    "uninit-value",
    "same-value-write",
    "intergroup-write",
    "atomic-plain",
    "false-assert",
    "helper-race",
    "loop-carried",
    "pointer-alias",
    "uninit-index",
    "early-return",
    "break-before-barrier",
    "shift-index",
    "global-fence-missing",
    "local-fence-missing",
    "loop-overlap",
    "helper-offset",
    "bodiless-arg",
    "helper-barrier",
    "ternary-index",
    "atomic-divergence",
    "memory-divergence",
    "uninit-divergence",
    "cross-group-read",
    "dim-collapse",
];

impl Gen {
    /// Inject the chosen mutation at the end of the kernel.
    pub(crate) fn mutation_at_end(&mut self) {
        let m = self.mutation.unwrap_or("");
        self.mutated = true;
        let t = self.t;
        match m {
            "divergent-barrier" => {
                let k = 1 + self.rng.below(u64::from(t.max(2) - 1));
                let line = format!("if (lid < {k}) {{");
                self.line(&line);
                self.line("  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);");
                self.line("}");
            }
            "uninit-value" => {
                let u = self.fresh("u");
                let line = format!("int {u};");
                self.line(&line);
                let line = format!("A[{}] = {u};", self.rng.below(4));
                self.line(&line);
            }
            "uninit-index" => {
                let u = self.fresh("u");
                let line = format!("int {u};");
                self.line(&line);
                let line = format!("L[{u} & {}] = lid;", self.pow2_mask());
                self.line(&line);
            }
            "same-value-write" => self.line("A[0] = 7;"),
            "intergroup-write" => self.line("A[lid] = grp;"),
            "atomic-plain" => {
                self.line("atomic_add(&C[0], 1);");
                self.line("A[gid] = C[0];");
            }
            "false-assert" => {
                let k = self.rng.below(u64::from(t));
                let line = format!("__assert(lid != {k});");
                self.line(&line);
            }
            "helper-race" => {
                self.use_helper("put");
                let line = format!("put(L, (lid + 1) % {t}, gid);");
                self.line(&line);
                self.line("A[gid] = L[lid];");
            }
            "pointer-alias" => {
                self.line("__local int *p = L + 1;");
                let line = format!("p[lid % {}] = gid;", self.t.min(self.ls - 1).max(1));
                self.line(&line);
                self.line("L[lid] = 3;");
            }
            "loop-carried" => {
                let i = self.fresh("i");
                let line = format!("for (int {i} = 0; {i} < 2; {i}++) {{");
                self.line(&line);
                let line = format!("  L[lid] = L[(lid + 1) % {t}] + {i};");
                self.line(&line);
                self.line("}");
            }
            "neighbour-write" | "frozen-write" => {
                let line = format!("L[(lid + 1) % {t}] = gid;");
                self.line(&line);
                self.line("A[gid] = L[lid];");
            }
            "early-return" => {
                let k = self.rng.below(u64::from(t));
                let line = format!("if (lid == {k}) {{");
                self.line(&line);
                self.line("  return;");
                self.line("}");
                self.line(FULL_BARRIER);
            }
            "break-before-barrier" => {
                let i = self.fresh("i");
                let k = self.rng.below(u64::from(t));
                let line = format!("for (int {i} = 0; {i} < 3; {i}++) {{");
                self.line(&line);
                let line = format!("  if (lid == {k} && {i} == 1) {{");
                self.line(&line);
                self.line("    break;");
                self.line("  }");
                let line = format!("  {FULL_BARRIER}");
                self.line(&line);
                self.line("}");
            }
            "shift-index" => {
                self.line(FULL_BARRIER);
                self.line("L[lid >> 1] = lid;");
            }
            "global-fence-missing" => {
                self.line(FULL_BARRIER);
                self.line("A[gid] = lid + 1;");
                self.line("barrier(CLK_LOCAL_MEM_FENCE);");
                let x = self.fresh("x");
                let line = format!("int {x} = A[grp * {t} + (lid + 1) % {t}];");
                self.line(&line);
            }
            "local-fence-missing" => {
                self.line(FULL_BARRIER);
                self.line("L[lid] = lid + 1;");
                self.line("barrier(CLK_GLOBAL_MEM_FENCE);");
                let line = format!("A[gid] = L[(lid + 1) % {t}];");
                self.line(&line);
            }
            "loop-overlap" => {
                self.line(FULL_BARRIER);
                let i = self.fresh("i");
                let line = format!("for (int {i} = 0; {i} < 2; {i}++) {{");
                self.line(&line);
                let line = format!("  A[gid + {i}] = {i};");
                self.line(&line);
                self.line("}");
            }
            "helper-offset" => {
                self.use_helper("put");
                self.line(FULL_BARRIER);
                let line = format!("put(L + 1, lid % {}, gid);", (self.ls - 1).max(1));
                self.line(&line);
                let x = self.fresh("x");
                let line = format!("int {x} = L[lid];");
                self.line(&line);
            }
            "bodiless-arg" => {
                self.use_helper("ext");
                self.line(FULL_BARRIER);
                self.line("L[lid] = gid;");
                let x = self.fresh("x");
                let line = format!("int {x} = ext(L[(lid + 1) % {t}]);");
                self.line(&line);
            }
            "helper-barrier" => {
                self.use_helper("sync_all");
                let k = 1 + self.rng.below(u64::from(t - 1));
                let line = format!("if (lid < {k}) {{");
                self.line(&line);
                self.line("  sync_all();");
                self.line("}");
            }
            "atomic-divergence" => {
                let r = self.fresh("r");
                let line = format!("int {r} = atomic_inc(&S[3]);");
                self.line(&line);
                let line = format!("if ({r} == 0) {{");
                self.line(&line);
                let line = format!("  {FULL_BARRIER}");
                self.line(&line);
                self.line("}");
            }
            "memory-divergence" => {
                let line = format!("if (B[gid] > {}) {{", self.rng.below(4));
                self.line(&line);
                let line = format!("  {FULL_BARRIER}");
                self.line(&line);
                self.line("}");
            }
            "uninit-divergence" => {
                let u = self.fresh("u");
                let line = format!("int {u};");
                self.line(&line);
                let line = format!("if ({u} > 0) {{");
                self.line(&line);
                let line = format!("  {FULL_BARRIER}");
                self.line(&line);
                self.line("}");
            }
            "cross-group-read" => {
                let total = self.t * self.g;
                self.line(FULL_BARRIER);
                self.line("A[gid] = lid + grp;");
                self.line(FULL_BARRIER);
                let x = self.fresh("x");
                let line = format!("int {x} = A[(gid + {t}) % {total}];");
                self.line(&line);
            }
            "dim-collapse" => {
                self.line(FULL_BARRIER);
                if self.ty > 1 {
                    self.line("L[tx] = ty;");
                } else {
                    self.line("L[lid % 2] = lid;");
                }
            }
            "ternary-index" => {
                self.line(FULL_BARRIER);
                self.line("A[(lid & 1) == 0 ? gid : gid - 1] = lid;");
            }
            // A missing barrier with no barrier to drop: a phase that needed one.
            _ => {
                self.line("L[lid] = gid;");
                let line = format!("A[gid] = L[({t} - 1) - lid];");
                self.line(&line);
            }
        }
    }
}
