#!/usr/bin/env bash
# bench/openspiel_side_by_side.sh [rounds=10] [Google Benchmark flags...]: times pachisi's maedn_openspiel
# and OpenSpiel's own `maedn` side by side (bench/openspiel_side_by_side.cpp): random 4-player games
# (games/s) and legal actions at the same positions, each side `rounds` times in random interleaved
# order, and prints the median rates and their ratio, pachisi over OpenSpiel.
#
# Builds OpenSpiel once into build/openspiel (tests/openspiel/build-openspiel: the sources from
# $PACHISI_OPENSPIEL or ../shared/tools/openspiel, -O3 -DNDEBUG) and this program with -O3 -DNDEBUG
# into build/openspiel-bench. Needs Google Benchmark (libbenchmark-dev). Exits 77 ("openspiel:
# SKIPPED: <why>") when OpenSpiel cannot be built here.
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
rounds=${1:-10}
shift $(($# > 0 ? 1 : 0))
out=$root/build/openspiel
bin=$root/build/openspiel-bench/openspiel_side_by_side

"$root/tests/openspiel/build-openspiel"
status=$?
[[ $status == 77 ]] && exit 77
[[ $status == 0 ]] || exit 1
[[ -f /usr/include/benchmark/benchmark.h ]] || { echo "openspiel: needs Google Benchmark (apt-get install -y libbenchmark-dev)"; exit 1; }

if [[ ! -x $bin || -n $(find "$root/bench/openspiel_side_by_side.cpp" "$root/include" "$out/stamp" -newer "$bin" -print -quit) ]]; then
  echo "openspiel: compiling bench/openspiel_side_by_side.cpp"
  mkdir -p "$(dirname "$bin")"
  # shellcheck disable=SC2046 # link.txt is a list of libraries
  "${CXX:-g++}" -std=c++20 -O3 -DNDEBUG -Wall -Wextra -Werror -I "$root/include" -isystem "$out/include" \
    "$root/bench/openspiel_side_by_side.cpp" -o "$bin.new" \
    -Wl,--whole-archive "$out/libopenspiel_maedn.a" -Wl,--no-whole-archive $(cat "$out/link.txt") -lbenchmark -lpthread ||
    { echo "openspiel: the side-by-side benchmark does not compile"; exit 1; }
  mv "$bin.new" "$bin"
fi

# Interleaved rounds: a slow spell of the machine falls on both sides alike. The summary lines at the
# end are the program's own (medians of the rounds, and the ratio).
"$bin" --benchmark_repetitions="$rounds" --benchmark_enable_random_interleaving=true "$@"
