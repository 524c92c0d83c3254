//! Stage properties of a program: what passes have established, checked by the pipeline.

use std::fmt;

/// A set of stage properties.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Props(pub u32);

impl Props {
    /// No properties.
    pub const NONE: Props = Props(0);
    /// Every call has been inlined into the kernel.
    pub const INLINED: Props = Props(1);
    /// Uniformity flags on variables and control flow are up to date.
    pub const UNIFORMITY: Props = Props(2);
    /// Accesses to shared and global arrays carry race logging and checks.
    pub const RACE_INSTRUMENTED: Props = Props(4);
    /// Barriers have been expanded into their two-thread semantics.
    pub const BARRIERS_EXPANDED: Props = Props(8);
    /// No thread-dependent control flow remains (no non-uniform `if`, `loop` or `exit`).
    pub const PREDICATED: Props = Props(16);
    /// The program is a sequential two-thread program (no `AtThread`, `Once`, `Enabled`).
    pub const TWO_THREAD: Props = Props(32);
    /// Candidate invariants have been generated.
    pub const CANDIDATES: Props = Props(64);
    /// Every property.
    pub const ALL: Props = Props(u32::MAX);

    /// Both sets.
    pub fn union(self, o: Props) -> Props {
        Props(self.0 | o.0)
    }
    /// This set without `o`.
    pub fn minus(self, o: Props) -> Props {
        Props(self.0 & !o.0)
    }
    /// True when every property of `o` is in this set.
    pub fn contains(self, o: Props) -> bool {
        self.0 & o.0 == o.0
    }
    /// Names of the properties in the set.
    pub fn names(self) -> Vec<&'static str> {
        NAMES
            .iter()
            .filter(|(p, _)| self.contains(*p) && p.0 != 0)
            .map(|(_, n)| *n)
            .collect()
    }
}

const NAMES: [(Props, &str); 7] = [
    (Props::INLINED, "inlined"),
    (Props::UNIFORMITY, "uniformity"),
    (Props::RACE_INSTRUMENTED, "race-instrumented"),
    (Props::BARRIERS_EXPANDED, "barriers-expanded"),
    (Props::PREDICATED, "predicated"),
    (Props::TWO_THREAD, "two-thread"),
    (Props::CANDIDATES, "candidates"),
];

impl fmt::Display for Props {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.names().join(", "))
    }
}
