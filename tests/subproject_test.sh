#!/usr/bin/env bash
# Gauntlet as another project's subdirectory: configures tests/subproject
# (which add_subdirectory()s this tree and links gauntlet::duckchess) with
# Catch2 hidden from find_package, so the configure fails if Gauntlet's tests
# or Catch2 are pulled in, or a gauntlet:: target is missing.
set -euo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
if ! cmake -S "$top/tests/subproject" -B "$work" \
    -DGAUNTLET_SOURCE_DIR="$top" -DCMAKE_DISABLE_FIND_PACKAGE_Catch2=ON \
    -DGAUNTLET_PYTHON_MODULE=OFF >"$work.log" 2>&1; then
  cat "$work.log" >&2
  rm -f "$work.log"
  echo "subproject_test: configuring Gauntlet as a subdirectory failed" >&2
  exit 1
fi
rm -f "$work.log"
# The programs of Gauntlet land in the including project's build, under
# Gauntlet's own binary directory.
grep -q "gauntlet/bin" "$work/gauntlet/bots/duckchess/Makefile" 2>/dev/null ||
  grep -rq "gauntlet/bin/duckchess-bot" "$work/gauntlet/bots/duckchess/" || {
    echo "subproject_test: Gauntlet's programs are not under its own bin/" >&2
    exit 1
  }
echo "subproject_test: Gauntlet configures as a subdirectory without its tests"
