#!/usr/bin/env bash
# Time kcc on every test kernel that reaches a back end, once per back end, and print a table:
# per back end the median, 90th percentile and mean wall time per kernel, the median share of
# the solver (Boogie and its z3, or the smt2 back end's solver) and of the front end, the shares
# of the solver, the C preprocessor and kcc's own work in the whole run's time, and how
# the median grows with the kernel's size and loop nesting (from its IR after the pipeline).
#
#   scripts/suite-times.sh                         both back ends, all kernels
#   scripts/suite-times.sh --backends=smt2         one back end
#   scripts/suite-times.sh --filter=reduction      kernels whose path matches a regex
#   scripts/suite-times.sh --compare-passes=SPEC   smt2 with the default pipeline against smt2
#                                                  with SPEC (e.g. the default plus ssa,slice):
#                                                  time and SMT-LIB2 size of the formula
#   scripts/suite-times.sh --csv=FILE              also write one line per run to FILE
#
# Kernels run one at a time (timings are wall-clock, so a loaded machine inflates them);
# kernels whose header selects one back end only (--boogie*, --emit, --stop-at-*, ...) are
# skipped. Needs a release build (cargo build --release) and the tools (scripts/setup.sh).
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
kcc="$root/target/release/kcc"
backends="boogie,smt2"
filter=""
compare=""
csv=""
for a in "$@"; do
  case "$a" in
    --backends=*) backends="${a#*=}" ;;
    --filter=*) filter="${a#*=}" ;;
    --compare-passes=*) compare="${a#*=}" ;;
    --csv=*) csv="${a#*=}" ;;
    --kcc=*) kcc="${a#*=}" ;;
    -h|--help) sed -n '2,18p' "$0"; exit 0 ;;
    *) echo "suite-times: unknown argument $a" >&2; exit 1 ;;
  esac
done
[ -x "$kcc" ] || { echo "suite-times: no $kcc (run cargo build --release)" >&2; exit 1; }

default_passes=$("$kcc" --print-pipeline | head -1)
rows=$(mktemp)
trap 'rm -f "$rows"' EXIT

now() { date +%s%N; }
json_num() { grep -o "\"$1\":[0-9.e-]*" <<<"$2" | head -1 | cut -d: -f2; }

# The kernels: header line 1 is //pass or an xfail that reaches a back end, line 2 the args.
mapfile -t kernels < <(find "$root/testsuite/kernels" -name '*.cl' -o -name '*.cu' | sort)
n=0
for k in "${kernels[@]}"; do
  rel=${k#"$root/testsuite/kernels/"}
  [ -z "$filter" ] || [[ "$rel" =~ $filter ]] || continue
  first=$(sed -n 1p "$k")
  case "$first" in
    //pass*|//xfail:NOT_ALL_VERIFIED*|//xfail:TIMEOUT*|//xfail:BOOGIE_*) ;;
    *) continue ;;
  esac
  line2=$(sed -n 2p "$k")
  args=${line2#//}
  args=${args//'${KERNEL_DIR}'/$(dirname "$k")}
  case " $args " in
    *" --boogie"*|*" --emit"*|*" --stop-at"*|*" --gen-smt2"*|*" --backend"*|*" --solver"*|*" --cruncher-opt"*|*" --help"*|*" --version"*) continue ;;
  esac
  # Size and loop nesting of the kernel after the pipeline.
  # shellcheck disable=SC2086
  ir=$("$kcc" $args --emit=ir "$k" 2>/dev/null | sed -n '/^kernel proc/,$p' || true)
  size=$(grep -c '' <<<"$ir" || true)
  depth=$(awk '/^ *loop /{ match($0, /^ */); d = RLENGTH / 2; if (d > m) m = d } END { print m + 0 }' <<<"$ir")
  runs=()
  if [ -n "$compare" ]; then
    runs=("smt2|$default_passes" "smt2|$default_passes,$compare")
  else
    IFS=, read -ra bs <<<"$backends"
    for b in "${bs[@]}"; do runs+=("$b|$default_passes"); done
  fi
  for r in "${runs[@]}"; do
    b=${r%%|*}
    passes=${r#*|}
    label=$b
    [ -z "$compare" ] || { [ "$passes" = "$default_passes" ] && label=default || label=with; }
    start=$(now)
    set +e
    # shellcheck disable=SC2086
    out=$("$kcc" $args --backend="$b" --passes="$passes" --json "$k" 2>/dev/null)
    code=$?
    set -e
    wall=$(( ($(now) - start) / 1000 ))
    solver=$(json_num solver "$out")
    fe=$(json_num frontend "$out")
    pp=$(json_num preprocess "$out")
    bytes=0
    if [ -n "$compare" ]; then
      # shellcheck disable=SC2086
      bytes=$("$kcc" $args --passes="$passes" --emit=smt2 "$k" 2>/dev/null | wc -c)
    fi
    printf '%s %s %d %d %s %s %d %d %d %s\n' "$label" "$rel" "$code" "$wall" "${solver:-0}" "${fe:-0}" "$size" "$depth" "$bytes" "${pp:-0}" >>"$rows"
  done
  n=$((n + 1))
  printf '\r%d kernels' "$n" >&2
done
printf '\n' >&2
[ -z "$csv" ] || { echo "run,kernel,exit,wall_us,solver_s,frontend_s,ir_lines,loop_depth,smt2_bytes,preprocess_s" >"$csv"; tr ' ' ',' <"$rows" >>"$csv"; }

awk '
function sortn(a, n,   i, j, t) { for (i = 2; i <= n; i++) { t = a[i]; for (j = i - 1; j >= 1 && a[j] > t; j--) a[j + 1] = a[j]; a[j + 1] = t } }
function pct(a, n, p,   k) { if (n == 0) return 0; k = int(p * (n - 1) + 0.5) + 1; return a[k] }
function ms(us) { return sprintf("%.0f", us / 1000) }
{
  r = $1; w = $4; n[r]++; wall[r, n[r]] = w; sum[r] += w
  share[r, n[r]] = (w > 0) ? ($5 * 1e6) / w : 0
  fes[r, n[r]] = (w > 0) ? ($6 * 1e6) / w : 0
  own[r, n[r]] = (w > 0) ? (w - $5 * 1e6 - $6 * 1e6) / w : 0
  bytes[r] += $9
  tsolver[r] += $5 * 1e6; tpp[r] += $10 * 1e6
  sb = ($7 < 100) ? "<100" : ($7 < 300) ? "100-299" : ($7 < 1000) ? "300-999" : ">=1000"
  db = ($8 >= 3) ? "3+" : $8
  nb[r, "size " sb]++; bw[r, "size " sb, nb[r, "size " sb]] = w; keys["size " sb] = 1
  nb[r, "depth " db]++; bw[r, "depth " db, nb[r, "depth " db]] = w; keys["depth " db] = 1
  runs[r] = 1
}
END {
  printf "%-10s %8s %10s %10s %10s %9s %9s %9s\n", "run", "kernels", "median ms", "p90 ms", "mean ms", "solver %", "front %", "rest %"
  split("boogie smt2 default with", all, " ")
  for (q = 1; q <= 4; q++) {
    r = all[q]; if (!(r in runs)) continue
    m = n[r]
    for (i = 1; i <= m; i++) { a[i] = wall[r, i]; s[i] = share[r, i]; f[i] = fes[r, i]; o[i] = own[r, i] }
    sortn(a, m); sortn(s, m); sortn(f, m); sortn(o, m)
    med[r] = pct(a, m, 0.5)
    printf "%-10s %8d %10s %10s %10s %9.1f %9.1f %9.1f\n", r, m, ms(med[r]), ms(pct(a, m, 0.9)), ms(sum[r] / m), 100 * pct(s, m, 0.5), 100 * pct(f, m, 0.5), 100 * pct(o, m, 0.5)
  }
  printf "\nshares of the whole run (sums over its kernels):\n"
  printf "%-10s %10s %9s %14s %16s\n", "run", "total s", "solver %", "preprocessor %", "kcc own work %"
  for (q = 1; q <= 4; q++) {
    r = all[q]; if (!(r in runs) || sum[r] == 0) continue
    printf "%-10s %10.1f %9.1f %14.1f %16.1f\n", r, sum[r] / 1e6, 100 * tsolver[r] / sum[r], 100 * tpp[r] / sum[r], 100 * (sum[r] - tsolver[r] - tpp[r]) / sum[r]
  }
  if (("boogie" in runs) && ("smt2" in runs) && med["smt2"] > 0)
    printf "median speed-up smt2 over boogie: %.1fx\n", med["boogie"] / med["smt2"]
  if (("default" in runs) && ("with" in runs)) {
    printf "SMT-LIB2 formula: %d bytes with the default pipeline, %d with the extra passes (%.1f%% less)\n", bytes["default"], bytes["with"], 100 * (bytes["default"] - bytes["with"]) / (bytes["default"] > 0 ? bytes["default"] : 1)
    printf "total wall time: %.1f s default, %.1f s with the extra passes\n", sum["default"] / 1e6, sum["with"] / 1e6
  }
  printf "\nmedian ms by IR size (lines of the kernel after the pipeline) and loop nesting:\n"
  printf "%-14s", "bucket"; for (q = 1; q <= 4; q++) if (all[q] in runs) printf " %16s", all[q] " (n)"; printf "\n"
  split("size <100,size 100-299,size 300-999,size >=1000,depth 0,depth 1,depth 2,depth 3+", order, ",")
  for (q = 1; q <= 8; q++) {
    key = order[q]; if (!(key in keys)) continue
    printf "%-14s", key
    for (qq = 1; qq <= 4; qq++) {
      r = all[qq]; if (!(r in runs)) continue
      m = nb[r, key]; delete a
      for (i = 1; i <= m; i++) a[i] = bw[r, key, i]
      sortn(a, m)
      printf " %16s", (m ? ms(pct(a, m, 0.5)) : "-") " (" m + 0 ")"
    }
    printf "\n"
  }
}' "$rows"
