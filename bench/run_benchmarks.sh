#!/usr/bin/env bash
# Builds pachisi's benchmarks (Release, one thread), checks the corpus against the engine, runs every
# benchmark with repetitions and prints the figures table of bench/README.md (medians), the targets
# met or missed, and the machine.
#
#   bench/run_benchmarks.sh [BUILD_DIR] [Google Benchmark options...]
#
# BUILD_DIR defaults to /tmp/benchbuild. Environment: REPETITIONS (default 5), CXX (the compiler),
# SKIP_BUILD=1 (use the programs already built). Results (JSON, one file per program) go to
# BUILD_DIR/results/, the table to BUILD_DIR/results/table.md.
set -euo pipefail
src="$(cd "$(dirname "$0")/.." && pwd)"
build="/tmp/benchbuild"
if [[ $# -gt 0 && "$1" != -* ]]; then build="$1"; shift; fi
repetitions="${REPETITIONS:-5}"

if [[ "${SKIP_BUILD:-0}" != 1 ]]; then
  cmake -S "$src" -B "$build" -DCMAKE_BUILD_TYPE=Release -DPACHISI_BUILD_BENCHMARKS=ON \
        -DPACHISI_BUILD_TESTS=OFF -DPACHISI_BUILD_EXAMPLES=OFF >/dev/null
  cmake --build "$build" -j2
fi

export PACHISI_BENCH_CORPUS="${PACHISI_BENCH_CORPUS:-$src/bench/corpus}"
if ! "$build/bench/make_corpus" --check >"$build/make_corpus.log" 2>&1; then
  echo "The engine no longer reproduces bench/corpus (see $build/make_corpus.log)." >&2
  echo "If the rules changed on purpose, regenerate it: $build/bench/make_corpus" >&2
  echo "(and re-derive the perft table: $build/bench/bench_perft --print_table). Otherwise it is a bug." >&2
  exit 1
fi

mkdir -p "$build/results"
for program in bench_legal_actions bench_apply_undo bench_enumerate_plays bench_playout bench_perft bench_naive bench_playout_threads; do
  echo "== $program"
  "$build/bench/$program" --benchmark_repetitions="$repetitions" --benchmark_display_aggregates_only=true \
      --benchmark_out="$build/results/$program.json" --benchmark_out_format=json "$@"
done

compiler="$(grep -E '^CMAKE_CXX_COMPILER:' "$build/CMakeCache.txt" | cut -d= -f2)"
[[ "$compiler" == /* ]] || compiler="$(command -v "$compiler")"  # a cache may hold a bare name
compiler="$(readlink -f "$compiler")"
{
  echo "machine: $(nproc) cores, $(lscpu | sed -n 's/^Model name: *//p' | head -1); $(uname -sr)"
  echo "compiler: $compiler = $("$compiler" --version | head -1); flags: $(sed -n 's/^CXX_FLAGS = //p' "$build/bench/CMakeFiles/bench_playout.dir/flags.make")"
  echo "Google Benchmark $(dpkg-query -W -f='${Version}' libbenchmark-dev 2>/dev/null || echo '?'); medians of $repetitions repetitions, CPU time; $(date -u +%Y-%m-%d)"
  echo
  python3 - "$build/results" <<'PY'
import json, sys, os

results = {}
for name in os.listdir(sys.argv[1]):
    if not name.endswith(".json"):
        continue
    with open(os.path.join(sys.argv[1], name)) as f:
        data = json.load(f)
    for b in data["benchmarks"]:
        if b.get("run_type") == "aggregate" and b.get("aggregate_name") != "median":
            continue
        key = "/".join(part for part in b["run_name"].split("/")
                       if not part.startswith(("min_time:", "iterations:", "real_time")))
        if b.get("error_occurred"):
            results[key] = {"error": b.get("error_message", "error")}
        elif b.get("run_type") == "aggregate" or key not in results:
            results[key] = b

presets = ["shg", "cardinal", "american", "traditional", "traditional7"]

def get(key, field, scale=1.0, fmt="{:,.0f}"):
    b = results.get(key)
    if b is None:
        return "-"
    if "error" in b:
        return "ERROR"
    v = b.get(field)
    return "-" if v is None else fmt.format(v * scale)

print("| preset | legal_actions ns/call | enumerate_plays ns/(position, throw) | playout games/s | throws/s | actions/s "
      "| apply+undo ns/pair | apply_throw+undo ns/pair | sizeof(state) |")
print("|---|---:|---:|---:|---:|---:|---:|---:|---:|")
for p in presets:
    print("| {} | {} | {} | {} | {} | {} | {} | {} | {} |".format(
        p,
        get(f"legal_actions/{p}", "time/call", 1e9),
        get(f"enumerate_plays/{p}", "time/pair", 1e9),
        get(f"playout/{p}", "games/s"),
        get(f"playout/{p}", "throws/s"),
        get(f"playout/{p}", "actions/s"),
        get(f"apply_undo/{p}", "time/pair", 1e9, "{:,.1f}"),
        get(f"apply_throw_undo/{p}", "time/pair", 1e9, "{:,.1f}"),
        get(f"state_size/{p}", "bytes")))

print()
print("| perft | depth | count | ms | leaves/s |")
print("|---|---:|---:|---:|---:|")
for key in sorted((k for k in results if k.startswith("perft/")), key=lambda k: (presets.index(k.split("/")[1]), k)):
    b = results[key]
    parts = key.split("/")
    if "error" in b:
        print(f"| {parts[1]} {parts[2]} | {parts[3].split(':')[1]} | ERROR: {b['error']} | | |")
        continue
    print("| {} {} | {} | {:,.0f} | {:,.1f} | {:,.0f} |".format(parts[1], parts[2], parts[3].split(":")[1],
          b["count"], b["cpu_time"], b["items_per_second"]))

print()
print("| naive simulator (bench_naive) | games/s | throws/game | decisions/game |")
print("|---|---:|---:|---:|")
for k in ("library/shg", "naive/shg"):
    print(f"| {k} | {get(k, 'games/s')} | {get(k, 'throws/game', 1, '{:,.1f}')} | {get(k, 'decisions/game', 1, '{:,.1f}')} |")
lib, nai = results.get("library/shg"), results.get("naive/shg")
if lib and nai and "error" not in lib and "error" not in nai:
    print(f"\nlibrary / naive (shg games/s, medians): {lib['games/s'] / nai['games/s']:.2f}x")

thread_counts = sorted({int(k.split("threads:")[1]) for k in results if k.startswith("playout_threads/")})
if thread_counts:
    print()
    print("| playout_threads games/s (real time) | " + " | ".join(f"{t} thread{'s' if t > 1 else ''}" for t in thread_counts) + " | speedup |")
    print("|---|" + "---:|" * (len(thread_counts) + 1))
    for p in presets:
        row = [results.get(f"playout_threads/{p}/threads:{t}") for t in thread_counts]
        cells = ["-" if r is None else "ERROR" if "error" in r else f"{r['items_per_second']:,.0f}" for r in row]
        ok = all(r is not None and "error" not in r for r in row)
        speedup = f"{row[-1]['items_per_second'] / row[0]['items_per_second']:.2f}x" if ok else "-"
        print(f"| {p} | " + " | ".join(cells) + f" | {speedup} |")

def value(key, field, scale=1.0):
    b = results.get(key)
    return None if b is None or "error" in b else b.get(field, 0) * scale

print()
print("Targets (issue 11, on this 2-core machine; apply + undo: no slower than before, see the table):")
def target(label, got, limit, higher_is_better, unit):
    if got is None:
        print(f"- {label}: no result")
        return
    ok = got >= limit if higher_is_better else got <= limit
    factor = (limit / got if higher_is_better else got / limit) if got else float("inf")
    verdict = "met" if ok else f"MISSED by {factor:.1f}x"
    print(f"- {label}: {got:,.1f} {unit} (target {'>=' if higher_is_better else '<='} {limit:,} {unit}): {verdict}")
target("shg 4-player random playouts", value("playout/shg", "games/s"), 17000, True, "games/s")
lib_gps, naive_gps = value("library/shg", "games/s"), value("naive/shg", "games/s")
target("shg playouts, library / naive simulator in the same run", lib_gps / naive_gps if lib_gps and naive_gps else None, 1.5, True, "x")
for p in presets[:3]:
    target(f"{p} legal_actions over the corpus", value(f"legal_actions/{p}", "time/call", 1e9), 150, False, "ns/call")
target("shg full-turn enumeration", value("enumerate_plays/shg", "time/pair", 1e9), 2000, False, "ns/(position, throw)")
target("shg sizeof(state)", value("state_size/shg", "bytes"), 64, False, "bytes")
errors = [k for k, b in results.items() if "error" in b]
if errors:
    print("\nERRORS (checksum mismatch or missing corpus): " + ", ".join(errors))
PY
} | tee "$build/results/table.md"
