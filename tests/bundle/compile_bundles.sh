#!/usr/bin/env bash
# The bundle tests' fixture: each program's one-file bundle, written by
# `gauntlet bundle` into a folder of its own that holds nothing else, then
# compiled there the way a judge does: `g++ -std=c++20 P.cpp`, no -O, no
# include path, no library, and an environment without CPATH or
# LIBRARY_PATH. The executables stay for the tests that run them.
#   compile_bundles.sh GAUNTLET OUT_DIR
set -euo pipefail
gauntlet=$1
out=$2
programs=(robots duckchess-replay duckchess-bot tetris-placer tetris-sequencer
          enclosure-bot hunger-bot)
rm -rf "$out"
for p in "${programs[@]}"; do
  mkdir -p "$out/$p"
  "$gauntlet" bundle "$p" -o "$out/$p/$p.cpp"
  if [ "$(ls -A "$out/$p")" != "$p.cpp" ]; then
    echo "compile_bundles: $out/$p holds more than $p.cpp" >&2
    exit 1
  fi
done
# compile P: in P's folder, with nothing from the caller's environment.
compile() {
  cd "$out/$1"
  env -i PATH=/usr/local/bin:/usr/bin:/bin g++ -std=c++20 -o "$1" "$1.cpp"
  echo "compile_bundles: $1.cpp compiled"
}
export -f compile
export out
# Two at a time: the machines that run the tests have two cores.
printf '%s\n' "${programs[@]}" | xargs -P 2 -I{} bash -c 'compile {}'
for p in "${programs[@]}"; do
  [ -x "$out/$p/$p" ] || { echo "compile_bundles: no $p built" >&2; exit 1; }
done
