#!/usr/bin/env bash
# Builds the libFuzzer targets (clang++, ASan + UBSan) and runs each for a bounded time from its seed
# corpus plus what earlier runs kept in build/fuzz/<target>/corpus/:
#   notation  tests/fuzz/fuzz_notation.cpp, seeds tests/fuzz/corpus/         (every input is tried on all
#             ten presets and six option mixes)
#   record    tests/fuzz/fuzz_record.cpp, seeds tests/fuzz/record_corpus/   (game records)
#   differential  tests/fuzz/fuzz_differential.cpp, seeds tests/fuzz/differential_corpus/ (positions at a
#             throw: the engine's plays against the simple recursion of tests/simple_two_dice.hpp)
#   tests/fuzz/run.sh [seconds] [targets...]     (default 60 s, all three targets side by side)
# Exit codes: 0 no finding; 1 findings: each kind of failure is printed once with its shortest input,
# all inputs are kept in build/fuzz/<target>/findings/; 77 skipped: no clang++ here that links libFuzzer.
set -uo pipefail
cd "$(dirname "$0")/../.."
seconds=${1:-60}
shift || true
targets=("$@")
((${#targets[@]} > 0)) || targets=(notation record differential)
mkdir -p build/fuzz

compiler=
for cxx in clang++-16 clang++ clang++-17 clang++-18 clang++-15 clang++-14; do
  command -v "$cxx" >/dev/null 2>&1 || continue
  if echo 'extern "C" int LLVMFuzzerTestOneInput(const unsigned char*, unsigned long) { return 0; }' |
    "$cxx" -x c++ - -fsanitize=fuzzer -o build/fuzz/probe >/dev/null 2>&1; then
    compiler=$cxx
    break
  fi
done
if [[ -z $compiler ]]; then
  echo "fuzz: SKIPPED: no clang++ on this machine links libFuzzer (-fsanitize=fuzzer)"
  exit 77
fi

# fuzz_target <target>: builds its binary when a source is newer, runs it for $seconds, and reports what
# it found; returns 1 on findings. The targets run side by side (all at once on the cores there are),
# each printing its report when done.
fuzz_target() {
  local target=$1 seeds
  case $target in
    notation) seeds=tests/fuzz/corpus ;;
    record) seeds=tests/fuzz/record_corpus ;;
    differential) seeds=tests/fuzz/differential_corpus ;;
    *) echo "fuzz: unknown target '$target' (notation, record, differential)" >&2; return 2 ;;
  esac
  local source=tests/fuzz/fuzz_$target.cpp out=build/fuzz/$target
  local binary=$out/fuzz_$target
  mkdir -p "$out/corpus" "$out/findings"
  if [[ ! -x $binary || -n $(find include "$source" tests/*.hpp -newer "$binary" -print -quit) ]]; then
    echo "fuzz: building $binary with $compiler"
    # Line tables only: the reports' stack traces keep their lines (full -g: 73 s of CPU for notation, 62 s here).
    "$compiler" -std=c++20 -gline-tables-only -O1 -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=undefined \
      -Wall -Wextra -Wpedantic -Werror -Iinclude "$source" -o "$binary" || return 1
  fi

  rm -f "$out/findings/"*
  echo "fuzz: running $binary for ${seconds}s"
  # -fork=1 with -ignore_crashes: go on after a finding, so that one run reports every kind it meets.
  # -timeout is wall time: the slowest seed (differential_corpus/american_5, a doublet of four moves with
  # extra laps through the simple recursion) takes 8 s of CPU under the sanitizers, and three fuzzers
  # share two cores, beside another lane of scripts/test: 60 s still catches a unit that does not end.
  # A unit slower than 10 s is written as slow-unit-*: reported below, not a failure (on 2026-11-29 a
  # split-throw position took 0.45 s through the simple recursion at -O1, 13 s under the sanitizers).
  "$binary" -fork=1 -ignore_crashes=1 -max_total_time="$seconds" -timeout=60 -rss_limit_mb=2048 \
    -artifact_prefix="$out/findings/" -print_final_stats=1 "$out/corpus" "$seeds" >"$out/fuzz.log" 2>&1
  grep -E '^#[0-9]+: cov: ' "$out/fuzz.log" | tail -n1 | sed "s/^/fuzz: $target: last status /"

  shopt -s nullglob
  local slow input
  for slow in "$out/findings/"slow-unit-*; do
    printf 'fuzz: %s: a slow input (not a failure), %s: ' "$target" "$slow"
    head -c 300 "$slow" | cat -v
    echo
  done
  local findings=()
  for input in "$out/findings/"*; do [[ $input == */slow-unit-* ]] || findings+=("$input"); done
  if ((${#findings[@]} == 0)); then
    echo "fuzz: $target: no finding"
    return 0
  fi
  # Group the findings by what failed (the target's message, or the sanitizer's summary) and show the
  # shortest input of each group.
  local -A shortest=() count=()
  local input what
  for input in "${findings[@]}"; do
    what=$("$binary" "$input" 2>&1 | grep -m1 -E "^fuzz_$target: |^SUMMARY: |ERROR: libFuzzer")
    what=${what:-unknown failure}
    count[$what]=$((${count[$what]:-0} + 1))
    if [[ -z ${shortest[$what]:-} ]] || (($(stat -c %s "$input") < $(stat -c %s "${shortest[$what]}"))); then
      shortest[$what]=$input
    fi
  done
  echo "fuzz: $target: ${#findings[@]} failing inputs, ${#count[@]} kinds:"
  for what in "${!count[@]}"; do
    echo "  ${count[$what]} x $what"
    printf '    shortest input (%s): ' "${shortest[$what]}"
    head -c 300 "${shortest[$what]}" | cat -v
    echo
  done
  return 1
}

pids=()
for target in "${targets[@]}"; do
  mkdir -p "build/fuzz/$target"
  fuzz_target "$target" >"build/fuzz/$target/report.txt" 2>&1 &
  pids+=($!)
done
status=0
for i in "${!targets[@]}"; do
  wait "${pids[$i]}"
  case $? in
    0) ;;
    2) status=2 ;;
    *) ((status == 2)) || status=1 ;;
  esac
  cat "build/fuzz/${targets[$i]}/report.txt"
done
exit $status
