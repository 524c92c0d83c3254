//! Deterministic randomness: a small seeded generator (SplitMix64) for arbitrary values and
//! schedules, and a stable hash for values that must not depend on the order of events
//! (initial memory contents, uninterpreted functions).

/// SplitMix64: small, fast, and the same on every platform.
#[derive(Clone, Debug)]
pub struct Rng {
    state: u64,
}

impl Rng {
    /// A generator from a seed.
    pub fn new(seed: u64) -> Rng {
        Rng {
            state: seed ^ 0x5851_f42d_4c95_7f2d,
        }
    }
    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(0x9e37_79b9_7f4a_7c15);
        mix(self.state)
    }
    /// A number in `0..n` (`n > 0`).
    pub fn below(&mut self, n: u64) -> u64 {
        if n == 0 {
            0
        } else {
            self.next_u64() % n
        }
    }
    /// True with probability `num / den`.
    pub fn chance(&mut self, num: u64, den: u64) -> bool {
        self.below(den) < num
    }
    /// 128 random bits.
    pub fn bits128(&mut self) -> u128 {
        (u128::from(self.next_u64()) << 64) | u128::from(self.next_u64())
    }
    /// An arbitrary value, biased towards small ones (which make equalities between values,
    /// and in-range indices, likely): a quarter are in `0..8`, an eighth are small negatives.
    pub fn arbitrary(&mut self) -> u128 {
        match self.below(8) {
            0 | 1 => u128::from(self.below(8)),
            2 => (-(self.below(8) as i128) - 1) as u128,
            _ => self.bits128(),
        }
    }
}

/// SplitMix64's finaliser.
pub fn mix(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// A stable hash of a sequence of numbers.
pub fn hash(parts: &[u128]) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for p in parts {
        h = mix(h ^ (*p as u64));
        h = mix(h ^ ((*p >> 64) as u64));
    }
    h
}

/// A stable hash of a string.
pub fn hash_str(s: &str) -> u128 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in s.bytes() {
        h = (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3);
    }
    u128::from(h)
}

/// An arbitrary value determined by `parts`, with the same bias as [`Rng::arbitrary`].
pub fn arbitrary_at(parts: &[u128]) -> u128 {
    Rng::new(hash(parts)).arbitrary()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn deterministic() {
        let (mut a, mut b) = (Rng::new(7), Rng::new(7));
        for _ in 0..10 {
            assert_eq!(a.next_u64(), b.next_u64());
        }
        assert_ne!(Rng::new(1).next_u64(), Rng::new(2).next_u64());
        assert_eq!(arbitrary_at(&[1, 2, 3]), arbitrary_at(&[1, 2, 3]));
        assert_ne!(hash(&[1, 2]), hash(&[2, 1]));
    }
}
