#!/usr/bin/env bash
# A fixture of the bundle tests: one program's one-file bundle, written by
# `gauntlet bundle` into a folder of its own that holds nothing else, then
# compiled there the way a judge does: `g++ -std=c++20 P.cpp`, no -O, no
# include path, no library, and an environment without CPATH or
# LIBRARY_PATH. The executable stays for the tests that run it. One test per
# program, so ctest compiles them side by side with the rest of the suite.
#   compile_bundles.sh GAUNTLET OUT_DIR PROGRAM
set -euo pipefail
gauntlet=$1
out=$2
p=$3
rm -rf "${out:?}/$p"
mkdir -p "$out/$p"
"$gauntlet" bundle "$p" -o "$out/$p/$p.cpp"
if [ "$(ls -A "$out/$p")" != "$p.cpp" ]; then
  echo "compile_bundles: $out/$p holds more than $p.cpp" >&2
  exit 1
fi
cd "$out/$p"
env -i PATH=/usr/local/bin:/usr/bin:/bin g++ -std=c++20 -o "$p" "$p.cpp"
[ -x "$out/$p/$p" ] || { echo "compile_bundles: no $p built" >&2; exit 1; }
echo "compile_bundles: $p.cpp compiled"
