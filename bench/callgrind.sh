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
# learning issue's "within 2x of the playout per decision", counted instead of timed;
# then (DYNAMIC=1) the dynamic twins of the presets of the first table, `<preset>@dynamic`: the same games,
# decision points and (position, throw) pairs, played by pachisi::two_dice_rules_dynamic with
# two_dice_options_of<preset>() (shg, cardinal, american) or traditional_rules_dynamic<shells, max_pawns>
# with the preset's traditional_options (traditional, traditional7), beside the compile-time figures with
# the ratios dynamic / static. Their program: callgrind_workload.cpp with -DPACHISI_BENCH_DYNAMIC alone, in
# BUILD_DIR-dynamic (a program of its own, like the one-die twins').
# Every twin must do its preset's work: the same items, decisions and checksum printed by every workload
# (for games a fingerprint of every throw and choice); the script stops with an error otherwise.
# Only the workload is counted (--collect-atstart=no --toggle-collect=*cg_workload*): reading the
# corpus is not. Takes about four minutes on the 2-core reference machine (the one-die twins add under
# one: a build of about 30 s, 10 s of counting; the other presets' twins about as much again).
#
#   bench/callgrind.sh [BUILD_DIR]      (default: build/callgrind in the source tree)
#   GAMES=32 LEGAL=2000 ENUMERATE=100 ENV_STEPS=4000 PRESETS="shg cardinal" SKIP_BUILD=1 bench/callgrind.sh
#   ONE_DIE_PRESETS="maedn_openspiel" bench/callgrind.sh     (ONE_DIE_PRESETS= : no one-die table)
#   DYNAMIC=0 bench/callgrind.sh                              (no dynamic twins, of either kind)
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
one_die_dynamic="$dynamic"
[[ -n "$one_die_presets" ]] || one_die_dynamic=0
dynamic_build="$build-one-die-dynamic"
presets_dynamic="$dynamic"
[[ -n "$presets" ]] || presets_dynamic=0
presets_dynamic_build="$build-dynamic"

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
  if [[ "$one_die_dynamic" == 1 ]]; then
    cmake -S "$src" -B "$dynamic_build" -DCMAKE_BUILD_TYPE=Release -DPACHISI_BUILD_BENCHMARKS=ON \
          -DPACHISI_BUILD_TESTS=OFF -DPACHISI_BUILD_EXAMPLES=OFF \
          "-DCMAKE_CXX_FLAGS=${CXXFLAGS:-} -DPACHISI_BENCH_ONE_DIE -DPACHISI_BENCH_DYNAMIC" >/dev/null
    cmake --build "$dynamic_build" --target callgrind_workload -j2 >/dev/null
  fi
  if [[ "$presets_dynamic" == 1 ]]; then
    cmake -S "$src" -B "$presets_dynamic_build" -DCMAKE_BUILD_TYPE=Release -DPACHISI_BUILD_BENCHMARKS=ON \
          -DPACHISI_BUILD_TESTS=OFF -DPACHISI_BUILD_EXAMPLES=OFF \
          "-DCMAKE_CXX_FLAGS=${CXXFLAGS:-} -DPACHISI_BENCH_DYNAMIC" >/dev/null
    cmake --build "$presets_dynamic_build" --target callgrind_workload -j2 >/dev/null
  fi
fi
programs="$build/bench"
one_die_programs="$one_die_build/bench"
dynamic_programs="$dynamic_build/bench"
presets_dynamic_programs="$presets_dynamic_build/bench"
export PACHISI_BENCH_CORPUS="${PACHISI_BENCH_CORPUS:-$src/bench/corpus}"
work="$build/callgrind-out"
mkdir -p "$work"

# Prints "<instructions> <items> <decisions> <checksum>" for one workload (decisions 0 where it plays no
# games). Call it as `m="$(measure ...)"`: a failure then stops the script (set -e), which it does not
# inside `< <(measure ...)`.
measure() {
  local preset="$1" workload="$2" n="$3" log="$work/$1-$2.log"
  local program="$programs/callgrind_workload" printed
  [[ "$workload" == environment || "$workload" == information ]] && program="$programs/callgrind_environment"
  [[ " $one_die_presets " == *" $preset "* ]] && program="$one_die_programs/callgrind_workload"
  if [[ "$preset" == *@dynamic ]]; then
    if [[ " $one_die_presets " == *" ${preset%@dynamic} "* ]]; then program="$dynamic_programs/callgrind_workload"
    else program="$presets_dynamic_programs/callgrind_workload"; fi
  fi
  printed="$(valgrind --tool=callgrind --collect-atstart=no --toggle-collect='*cg_workload*' \
      --callgrind-out-file="$work/$preset-$workload.out" --log-file="$log" "$program" "$preset" "$workload" "$n")"
  local items instructions decisions checksum
  items="$(sed -n 's/^items=\([0-9]*\).*/\1/p' <<<"$printed")"
  decisions="$(sed -n 's/.* decisions=\([0-9]*\).*/\1/p' <<<"$printed")"
  checksum="$(sed -n 's/.* checksum=\([0-9]*\).*/\1/p' <<<"$printed")"
  instructions="$(sed -n 's/.*Collected : \([0-9]*\).*/\1/p' "$log")"
  if [[ -z "$items" || -z "$instructions" || "$items" == 0 || "$instructions" == 0 ]]; then
    echo "callgrind run failed: $preset $workload (see $log)" >&2
    exit 1
  fi
  echo "$instructions $items ${decisions:-0} ${checksum:-0}"
}

# Stops the script unless a twin's workload did its preset's: the same "<items> <decisions> <checksum>".
same_work() {
  local twin="$1" workload="$2" preset_work="$3" twin_work="$4"
  if [[ "$preset_work" != "$twin_work" ]]; then
    echo "$twin does not play its preset's $workload: items, decisions, checksum $twin_work against $preset_work" >&2
    exit 1
  fi
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
declare -A playout_per_decision preset_games preset_legal preset_enumerate
for preset in $presets; do
  m="$(measure "$preset" games "$games")"; read -r gi gn gd gc <<<"$m"; preset_games[$preset]="$m"
  playout_per_decision[$preset]="$(awk -v i="$gi" -v d="$gd" 'BEGIN { printf "%.0f", i / d }')"
  m="$(measure "$preset" legal "$legal")"; read -r li ln _ <<<"$m"; preset_legal[$preset]="$m"
  m="$(measure "$preset" enumerate "$enumerate")"; read -r ei en _ <<<"$m"; preset_enumerate[$preset]="$m"
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
    m="$(measure "$preset" games "$games")"; read -r gi gn gd _ <<<"$m"; one_die_games[$preset]="$m"
    m="$(measure "$preset" legal "$legal")"; read -r li ln _ <<<"$m"; one_die_legal[$preset]="$m"
    echo "| $preset | $(per_item "$gi" "$gn") | $(awk -v d="$gd" -v n="$gn" 'BEGIN { printf "%.1f", d / n }') |" \
         "$(per_item "$gi" "$gd") | $(per_item "$li" "$ln") (over $ln) |"
  done
fi

per_ratio() { awk -v a="$1" -v b="$2" -v c="$3" -v d="$4" 'BEGIN { printf "%.2f", (a / b) / (c / d) }'; }

# The same games and decision points with the options at run time (`<preset>@dynamic`).
if [[ "$one_die_dynamic" == 1 ]]; then
  echo
  echo "one-die presets with their options at run time (<preset>@dynamic: pachisi::one_die_rules_dynamic<board>," \
       "new_game(<preset>::options, table); the same games and decision points):"
  echo
  echo "| preset | instructions / game, static | dynamic | dynamic / static | instructions / legal_actions, static | dynamic | dynamic / static |"
  echo "|---|---:|---:|---:|---:|---:|---:|"
  for preset in $one_die_presets; do
    m="$(measure "$preset@dynamic" games "$games")"; read -r gi gn _ <<<"$m"
    read -r si sn sd sc <<<"${one_die_games[$preset]}"
    same_work "$preset@dynamic" games "$sn $sd $sc" "$(cut -d' ' -f2- <<<"$m")"
    m="$(measure "$preset@dynamic" legal "$legal")"; read -r li ln _ <<<"$m"
    read -r ti tn td tc <<<"${one_die_legal[$preset]}"
    same_work "$preset@dynamic" legal "$tn $td $tc" "$(cut -d' ' -f2- <<<"$m")"
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
  m="$(measure "$preset" environment "$env_steps")"; read -r full_i full_n _ <<<"$m"
  m="$(measure "$preset" information "$env_steps")"; read -r info_i info_n _ <<<"$m"
  full="$(awk -v i="$full_i" -v n="$full_n" 'BEGIN { printf "%.0f", i / n }')"
  info="$(awk -v i="$info_i" -v n="$info_n" 'BEGIN { printf "%.0f", i / n }')"
  playout="${playout_per_decision[$preset]}"
  echo "| $preset | $(per_item "$playout" 1) | $(per_item "$full" 1) | $(per_item "$info" 1) |" \
       "$(ratio "$full" "$playout")x | $(ratio "$info" "$playout")x |"
done

# The presets of the first table with their options at run time (`<preset>@dynamic`): the same games,
# decision points and (position, throw) pairs, each checked against its preset's (same_work).
if [[ "$presets_dynamic" == 1 ]]; then
  echo
  echo "presets with their options at run time (<preset>@dynamic: pachisi::two_dice_rules_dynamic with" \
       "two_dice_options_of<preset>(), pachisi::traditional_rules_dynamic<shells, 4> with the preset's" \
       "traditional_options; the same games, decision points and (position, throw) pairs):"
  echo
  echo "| preset | instructions / game, static | dynamic | dynamic / static |" \
       "instructions / legal_actions, static | dynamic | dynamic / static |" \
       "instructions / enumerate_plays, static | dynamic | dynamic / static |"
  echo "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|"
  for preset in $presets; do
    row="| $preset |"
    for workload in games legal enumerate; do
      case "$workload" in
        games) n="$games"; static="${preset_games[$preset]}" ;;
        legal) n="$legal"; static="${preset_legal[$preset]}" ;;
        enumerate) n="$enumerate"; static="${preset_enumerate[$preset]}" ;;
      esac
      m="$(measure "$preset@dynamic" "$workload" "$n")"; read -r di dn _ <<<"$m"
      read -r si sn sd sc <<<"$static"
      same_work "$preset@dynamic" "$workload" "$sn $sd $sc" "$(cut -d' ' -f2- <<<"$m")"
      row+=" $(per_item "$si" "$sn") | $(per_item "$di" "$dn") | $(per_ratio "$di" "$dn" "$si" "$sn")x |"
    done
    echo "$row"
  done
fi
