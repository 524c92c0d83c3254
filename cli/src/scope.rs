//! Which errors kcc checks under a set of options: what an execution of the kernel on the
//! interpreter must show for kcc to be expected to report it (the differential test's oracle),
//! and what kcc may report when an execution shows it (the search after a time-out).

use interp::{Finding, FindingKind};

use crate::options::Options;

/// Which errors kcc checks under a set of options.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Scope {
    /// `--no-benign-tolerance`: benign races count.
    pub no_benign_tolerance: bool,
    /// `--only-intra-group`: races between groups do not.
    pub only_intra_group: bool,
    /// `--only-divergence`: only divergence counts.
    pub only_divergence: bool,
    /// `--only-log`: accesses are logged, not checked, so no race counts.
    pub only_log: bool,
    /// `--check-array-bounds`.
    pub array_bounds: bool,
    /// `--check-div-by-zero`.
    pub div_by_zero: bool,
    /// `--warp-sync=N`: threads of one warp run in lockstep, so they do not race.
    pub warp_sync: Option<u32>,
    /// Threads per group in x, y, z (to tell warps apart).
    pub local_size: [u32; 3],
}

impl Scope {
    /// The scope of kcc's options (unknown options change nothing).
    pub fn of_args(args: &[String]) -> Scope {
        let has = |o: &str| args.iter().any(|a| a == o);
        Scope {
            no_benign_tolerance: has("--no-benign-tolerance"),
            only_intra_group: has("--only-intra-group"),
            only_divergence: has("--only-divergence"),
            only_log: has("--only-log"),
            array_bounds: has("--check-array-bounds"),
            div_by_zero: has("--check-div-by-zero"),
            warp_sync: args
                .iter()
                .find_map(|a| a.strip_prefix("--warp-sync="))
                .and_then(|n| n.parse().ok()),
            local_size: [1; 3],
        }
    }

    /// The scope of parsed options, for a launch with `local_size` threads per group.
    pub fn of_options(opts: &Options, local_size: [u32; 3]) -> Scope {
        Scope {
            no_benign_tolerance: opts.no_benign_tolerance,
            only_intra_group: opts.only_intra_group,
            only_divergence: opts.only_divergence,
            only_log: opts.only_log,
            array_bounds: opts.check_array_bounds,
            div_by_zero: opts.arith.div_by_zero,
            warp_sync: opts.warp_sync,
            local_size,
        }
    }

    /// Whether two threads are in the same warp under `--warp-sync`.
    fn same_warp(&self, a: &interp::ThreadId, b: &interp::ThreadId) -> bool {
        let Some(n) = self.warp_sync.filter(|n| *n > 0) else {
            return false;
        };
        let flat = |t: &interp::ThreadId| {
            let l = self.local_size.map(u64::from);
            u64::from(t.local[0]) + l[0] * (u64::from(t.local[1]) + l[1] * u64::from(t.local[2]))
        };
        a.group == b.group && flat(a) / u64::from(n) == flat(b) / u64::from(n)
    }

    /// Whether kcc must report this finding.
    pub fn covers(&self, f: &Finding) -> bool {
        match &f.kind {
            FindingKind::Divergence { .. } => true,
            _ if self.only_divergence => false,
            FindingKind::Race {
                benign,
                inter_group,
                first,
                second,
                ..
            } => {
                let tolerated = *benign && !self.no_benign_tolerance;
                let between_groups = *inter_group && self.only_intra_group;
                !self.only_log
                    && !tolerated
                    && !between_groups
                    && !self.same_warp(&first.thread, &second.thread)
            }
            FindingKind::AssertFail { .. } => true,
            FindingKind::OutOfBounds { .. } => self.array_bounds,
            FindingKind::DivByZero => self.div_by_zero,
            FindingKind::ConstantWrite { .. } | FindingKind::NullAccess => true,
        }
    }
}
