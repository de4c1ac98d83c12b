#!/usr/bin/env bash
# Instruction counts of pachisi's hot paths under valgrind's callgrind, for every preset: stable on a
# shared, noisy machine where times are not. Builds bench/callgrind_workload.cpp (Release: -O3 -DNDEBUG)
# in its own build directory, runs three fixed workloads per preset and prints a Markdown table:
#   instructions per random 4-player game (GAMES games, the playout benchmark's seeds),
#   per legal_actions call (the first LEGAL decision points of bench/corpus/<preset>.txt),
#   per enumerate_plays (every throw outcome of the first ENUMERATE chance nodes of <preset>_throws.txt),
#   and for shg the instructions per game of the naive simulator (bench/naive_shg.hpp) beside the library's;
# then the one-die presets (ONE_DIE_PRESETS): instructions per game (the same seeds), per decision of
# those games, and per legal_actions call (the first LEGAL of pachisi_bench::one_die_decision_points:
# these presets have no corpus). Their program is callgrind_workload.cpp built with
# -DPACHISI_BENCH_ONE_DIE in a build directory of its own (BUILD_DIR-one-die): compiled beside the
# other presets, their code moved those presets' counts by up to 4.4% (g++'s inlining is per unit);
# then (DYNAMIC=1, the default) the same workloads for their dynamic twins, `<preset>@dynamic`: the same
# games played by pachisi::one_die_rules_dynamic<board> with the preset's options (bench_support.hpp),
# beside the compile-time figures, with the ratio dynamic / static. The twins have a program of their own
# too (-DPACHISI_BENCH_ONE_DIE -DPACHISI_BENCH_DYNAMIC, BUILD_DIR-one-die-dynamic): in the same program
# as the compile-time presets, they moved those presets' counts by up to 16.5%;
# then the environment table: instructions per decision of the playouts above and per decision of the batched
# environment (ENV_STEPS steps of 64 games, full and information layouts), and their ratio: the
# learning issue's "within 2x of the playout per decision", counted instead of timed.
# Only the workload is counted (--collect-atstart=no --toggle-collect=*cg_workload*): reading the
# corpus is not. Takes about four minutes on the 2-core reference machine (the twins add under one:
# a build of about 30 s, 10 s of counting).
#
#   bench/callgrind.sh [BUILD_DIR]      (default: build/callgrind in the source tree)
#   GAMES=32 LEGAL=2000 ENUMERATE=100 ENV_STEPS=4000 PRESETS="shg cardinal" SKIP_BUILD=1 bench/callgrind.sh
#   ONE_DIE_PRESETS="maedn_openspiel" bench/callgrind.sh     (ONE_DIE_PRESETS= : no one-die table)
#   DYNAMIC=0 bench/callgrind.sh                              (no dynamic twins)
set -euo pipefail
src="$(cd "$(dirname "$0")/.." && pwd)"
build="${1:-$src/build/callgrind}"
games="${GAMES:-32}"
legal="${LEGAL:-2000}"
enumerate="${ENUMERATE:-100}"
env_steps="${ENV_STEPS:-4000}"
presets="${PRESETS:-shg cardinal american traditional traditional7}"
one_die_presets="${ONE_DIE_PRESETS-ludo ludo_king parchis maedn maedn_openspiel}"
one_die_build="$build-one-die"
dynamic="${DYNAMIC:-1}"
[[ -n "$one_die_presets" ]] || dynamic=0
dynamic_build="$build-one-die-dynamic"

if ! command -v valgrind >/dev/null; then
  echo "valgrind is missing: apt-get install -y valgrind" >&2
  exit 1
fi
if [[ "${SKIP_BUILD:-0}" != 1 ]]; then
  cmake -S "$src" -B "$build" -DCMAKE_BUILD_TYPE=Release -DPACHISI_BUILD_BENCHMARKS=ON \
        -DPACHISI_BUILD_TESTS=OFF -DPACHISI_BUILD_EXAMPLES=OFF >/dev/null
  cmake --build "$build" --target callgrind_workload callgrind_environment -j2 >/dev/null
  if [[ -n "$one_die_presets" ]]; then
    cmake -S "$src" -B "$one_die_build" -DCMAKE_BUILD_TYPE=Release -DPACHISI_BUILD_BENCHMARKS=ON \
          -DPACHISI_BUILD_TESTS=OFF -DPACHISI_BUILD_EXAMPLES=OFF \
          "-DCMAKE_CXX_FLAGS=${CXXFLAGS:-} -DPACHISI_BENCH_ONE_DIE" >/dev/null
    cmake --build "$one_die_build" --target callgrind_workload -j2 >/dev/null
  fi
  if [[ "$dynamic" == 1 ]]; then
    cmake -S "$src" -B "$dynamic_build" -DCMAKE_BUILD_TYPE=Release -DPACHISI_BUILD_BENCHMARKS=ON \
          -DPACHISI_BUILD_TESTS=OFF -DPACHISI_BUILD_EXAMPLES=OFF \
          "-DCMAKE_CXX_FLAGS=${CXXFLAGS:-} -DPACHISI_BENCH_ONE_DIE -DPACHISI_BENCH_DYNAMIC" >/dev/null
    cmake --build "$dynamic_build" --target callgrind_workload -j2 >/dev/null
  fi
fi
programs="$build/bench"
one_die_programs="$one_die_build/bench"
dynamic_programs="$dynamic_build/bench"
export PACHISI_BENCH_CORPUS="${PACHISI_BENCH_CORPUS:-$src/bench/corpus}"
work="$build/callgrind-out"
mkdir -p "$work"

# Prints "<instructions> <items> <decisions>" for one workload (decisions 0 where it plays no games).
measure() {
  local preset="$1" workload="$2" n="$3" log="$work/$1-$2.log"
  local program="$programs/callgrind_workload" printed
  [[ "$workload" == environment || "$workload" == information ]] && program="$programs/callgrind_environment"
  [[ " $one_die_presets " == *" $preset "* ]] && program="$one_die_programs/callgrind_workload"
  [[ "$preset" == *@dynamic ]] && program="$dynamic_programs/callgrind_workload"
  printed="$(valgrind --tool=callgrind --collect-atstart=no --toggle-collect='*cg_workload*' \
      --callgrind-out-file="$work/$preset-$workload.out" --log-file="$log" "$program" "$preset" "$workload" "$n")"
  local items instructions decisions
  items="$(sed -n 's/^items=\([0-9]*\).*/\1/p' <<<"$printed")"
  decisions="$(sed -n 's/.* decisions=\([0-9]*\).*/\1/p' <<<"$printed")"
  instructions="$(sed -n 's/.*Collected : \([0-9]*\).*/\1/p' "$log")"
  if [[ -z "$items" || -z "$instructions" || "$items" == 0 || "$instructions" == 0 ]]; then
    echo "callgrind run failed: $preset $workload (see $log)" >&2
    exit 1
  fi
  echo "$instructions $items ${decisions:-0}"
}

per_item() { awk -v i="$1" -v n="$2" 'BEGIN { v = i / n; s = sprintf("%.0f", v);
  while (s ~ /[0-9][0-9][0-9][0-9]/) { sub(/[0-9][0-9][0-9]($|,)/, ",&", s) } sub(/^,/, "", s); print s }'; }

compiler="$(grep -E '^CMAKE_CXX_COMPILER:' "$build/CMakeCache.txt" | cut -d= -f2)"
[[ "$compiler" == /* ]] || compiler="$(command -v "$compiler")"  # a cache may hold a bare name
compiler="$(readlink -f "$compiler")"
echo "callgrind ($(valgrind --version)); $("$compiler" --version | head -1), Release -O3 -DNDEBUG;" \
     "$games games, $legal decision points, the throw outcomes of $enumerate chance nodes per preset"
echo
echo "| preset | instructions / game | instructions / legal_actions | instructions / enumerate_plays |"
echo "|---|---:|---:|---:|"
declare -A playout_per_decision
for preset in $presets; do
  read -r gi gn gd < <(measure "$preset" games "$games")
  playout_per_decision[$preset]="$(awk -v i="$gi" -v d="$gd" 'BEGIN { printf "%.0f", i / d }')"
  read -r li ln _ < <(measure "$preset" legal "$legal")
  read -r ei en _ < <(measure "$preset" enumerate "$enumerate")
  echo "| $preset | $(per_item "$gi" "$gn") | $(per_item "$li" "$ln") (over $ln) | $(per_item "$ei" "$en") (over $en) |"
  if [[ "$preset" == shg ]]; then naive_per_game="$(measure shg naive "$games")"; shg_per_game="$gi $gn"; fi
done
if [[ -n "${naive_per_game:-}" ]]; then
  read -r ni nn _ <<<"$naive_per_game"
  read -r gi gn _ <<<"$shg_per_game"
  echo
  echo "naive SHG simulator (bench/naive_shg.hpp): $(per_item "$ni" "$nn") instructions / game;" \
       "naive / library = $(awk -v a="$ni" -v b="$nn" -v c="$gi" -v d="$gn" 'BEGIN { printf "%.2f", (a / b) / (c / d) }')x"
fi

# The one-die presets: games and legal_actions only (one die gives one action: nothing to enumerate).
if [[ -n "$one_die_presets" ]]; then
  echo
  echo "one-die presets ($games games, the first $legal decision points of pachisi_bench::one_die_decision_points):"
  echo
  echo "| preset | instructions / game | decisions / game | instructions / decision | instructions / legal_actions |"
  echo "|---|---:|---:|---:|---:|"
  declare -A one_die_games one_die_legal
  for preset in $one_die_presets; do
    read -r gi gn gd < <(measure "$preset" games "$games")
    read -r li ln _ < <(measure "$preset" legal "$legal")
    one_die_games[$preset]="$gi $gn"
    one_die_legal[$preset]="$li $ln"
    echo "| $preset | $(per_item "$gi" "$gn") | $(awk -v d="$gd" -v n="$gn" 'BEGIN { printf "%.1f", d / n }') |" \
         "$(per_item "$gi" "$gd") | $(per_item "$li" "$ln") (over $ln) |"
  done
fi

# The same games and decision points with the options at run time (`<preset>@dynamic`).
if [[ "$dynamic" == 1 ]]; then
  per_ratio() { awk -v a="$1" -v b="$2" -v c="$3" -v d="$4" 'BEGIN { printf "%.2f", (a / b) / (c / d) }'; }
  echo
  echo "one-die presets with their options at run time (<preset>@dynamic: pachisi::one_die_rules_dynamic<board>," \
       "new_game(<preset>::options, table); the same games and decision points):"
  echo
  echo "| preset | instructions / game, static | dynamic | dynamic / static | instructions / legal_actions, static | dynamic | dynamic / static |"
  echo "|---|---:|---:|---:|---:|---:|---:|"
  for preset in $one_die_presets; do
    read -r gi gn gd < <(measure "$preset@dynamic" games "$games")
    read -r li ln _ < <(measure "$preset@dynamic" legal "$legal")
    read -r si sn <<<"${one_die_games[$preset]}"
    read -r ti tn <<<"${one_die_legal[$preset]}"
    echo "| $preset | $(per_item "$si" "$sn") | $(per_item "$gi" "$gn") | $(per_ratio "$gi" "$gn" "$si" "$sn")x |" \
         "$(per_item "$ti" "$tn") | $(per_item "$li" "$ln") | $(per_ratio "$li" "$ln" "$ti" "$tn")x |"
  done
fi

# The environment against the playout, decision for decision.
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }
echo
echo "batched environment, 64 games, $env_steps steps (sample_legal_actions; bench/callgrind_environment.cpp):"
echo
echo "| preset | instructions / playout decision | / environment decision, full layout | information layout | full / playout | information / playout |"
echo "|---|---:|---:|---:|---:|---:|"
for preset in $presets; do
  read -r full_i full_n _ < <(measure "$preset" environment "$env_steps")
  read -r info_i info_n _ < <(measure "$preset" information "$env_steps")
  full="$(awk -v i="$full_i" -v n="$full_n" 'BEGIN { printf "%.0f", i / n }')"
  info="$(awk -v i="$info_i" -v n="$info_n" 'BEGIN { printf "%.0f", i / n }')"
  playout="${playout_per_decision[$preset]}"
  echo "| $preset | $(per_item "$playout" 1) | $(per_item "$full" 1) | $(per_item "$info" 1) |" \
       "$(ratio "$full" "$playout")x | $(ratio "$info" "$playout")x |"
done
