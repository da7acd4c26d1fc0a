#!/usr/bin/env bash
# The starter bots of examples/ as a user gets them: installs this build into
# a temporary prefix, builds examples/ against that installed copy (not the
# tree), then plays one short match per game with each starter (C++ and
# Python) through our referee and fails when a starter faulted.
#   tests/examples_test.sh BUILD_DIR
set -euo pipefail
build=$(cd "$1" && pwd)
top=$(cd "$(dirname "$0")/.." && pwd)
python=${PYTHON:-python3}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

cmake --install "$build" --prefix "$work/prefix" >/dev/null
launcher=()
if command -v ccache >/dev/null; then
  launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
fi
cmake -S "$top/examples" -B "$work/examples" -DCMAKE_BUILD_TYPE=Release \
  -DCMAKE_PREFIX_PATH="$work/prefix" "${launcher[@]}" >/dev/null
cmake --build "$work/examples" -j 2 >/dev/null
starters=$work/examples
gauntlet=$build/bin/gauntlet
bin=$build/bin

failed=0
# play NAME GAME ARGS...: one match into $work/NAME; the first entrant is the
# starter, which must finish every game without a fault.
play() {
  local name=$1 game=$2
  shift 2
  if ! "$gauntlet" match "$game" "$@" --out "$work/$name" \
      >"$work/$name.log" 2>&1; then
    echo "examples_test: $name: gauntlet match failed:" >&2
    cat "$work/$name.log" >&2
    failed=1
    return
  fi
  if ! "$python" - "$work/$name/results.jsonl" <<'PY'
import json, sys
lines = [json.loads(l) for l in open(sys.argv[1]) if l.strip()]
starter = [e for r in lines for e in r["entrants"] if e["name"] == "starter"]
assert lines and starter, "no results"
faults = [f for e in starter for f in e["faults"]]
assert not faults, faults
PY
  then
    echo "examples_test: $name: the starter faulted (results in $name)" >&2
    failed=1
    return
  fi
  echo "examples_test: $name: played $(wc -l <"$work/$name/results.jsonl") game(s)"
}

for kind in cc py; do
  if [ "$kind" = cc ]; then
    duck=$starters/duckchess-starter
    placer="$starters/tetris-starter placer"
    sequencer="$starters/tetris-starter sequencer"
    enclosure=$starters/enclosure-starter
    hunger=$starters/hunger-starter
  else
    duck="$python $top/examples/duckchess/starter.py"
    placer="$python $top/examples/tetris/starter.py placer"
    sequencer="$python $top/examples/tetris/starter.py sequencer"
    enclosure="$python $top/examples/enclosure/starter.py"
    hunger="$python $top/examples/hunger/starter.py"
  fi
  play "duckchess-$kind" duckchess --players "$duck" \
    "$bin/duckchess-bot --level greedy" --names starter,greedy --movetime 200
  play "tetris-$kind" tetris --players "$placer | $sequencer" \
    "$bin/tetris-placer --level baseline | $bin/tetris-sequencer --level random" \
    --names starter,baseline --rounds 40
  play "enclosure-$kind" enclosure --players "$enclosure" \
    "$bin/enclosure-bot --level greedy" "$bin/enclosure-bot --level random" \
    "$bin/enclosure-bot --level random --seed 2" \
    --names starter,greedy,random1,random2 --movetime 200
  play "hunger-$kind" hunger --players "$hunger" "$bin/hunger-bot --level greedy" \
    --names starter,greedy --width 300 --height 300 --turns 40
done
if [ "$failed" -ne 0 ]; then
  exit 1
fi
echo "examples_test: every starter played its match"
