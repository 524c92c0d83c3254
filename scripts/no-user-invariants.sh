#!/usr/bin/env bash
# For every `//pass` test kernel that contains `__invariant`, run kcc with the kernel's header
# options plus --no-user-invariants and say whether it still verifies; prints the failures and a
# count. Usage: scripts/no-user-invariants.sh [KCC] (default target/release/kcc).
set -u
root=$(cd "$(dirname "$0")/.." && pwd)
kcc=${1:-$root/target/release/kcc}
total=0
ok=0
while IFS= read -r k; do
  head -1 "$k" | grep -q '^//pass' || continue
  total=$((total + 1))
  dir=$(dirname "$k")
  args=$(sed -n 2p "$k" | sed -e 's|^//||' -e "s|\${KERNEL_DIR}|$dir|g")
  # shellcheck disable=SC2086
  if timeout 300 "$kcc" $args --no-user-invariants "$k" >/dev/null 2>&1; then
    ok=$((ok + 1))
  else
    echo "FAIL ${k#"$root"/}"
  fi
done < <(grep -rl --include='*.cl' --include='*.cu' '__invariant' "$root/testsuite/kernels" | sort)
echo "verified with --no-user-invariants: $ok of $total"
