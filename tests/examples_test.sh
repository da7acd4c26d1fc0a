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
# Each starter's usage line as written, run from a directory laid out as a
# user's checkout is (build/, build-examples/ as examples/README.md builds
# it, examples/), one short game: the line must be right for that user.
user=$work/user
mkdir -p "$user"
ln -s "$build" "$user/build"
ln -s "$starters" "$user/build-examples"
ln -s "$top/examples" "$user/examples"
# The lines say python3: the interpreter this test uses, found first on PATH
# (itself, not a launcher such as pyenv's shim, whose start-up can outlast a
# referee's start-up allowance on a loaded machine).
mkdir -p "$work/path"
ln -s "$("$python" -c 'import sys; print(sys.executable)')" "$work/path/python3"
for source in "$top"/examples/*/starter.cc "$top"/examples/*/starter.py; do
  game=$(basename "$(dirname "$source")")
  kind=${source##*.}
  usage=$("$python" - "$source" <<'PY'
import re, sys
lines = open(sys.argv[1]).read().split("\n")
start = next(i for i, l in enumerate(lines) if "From the repository root" in l)
usage = []
for line in lines[start + 1:]:
    line = re.sub(r"^\s*(//)?\s*", "", line)
    usage.append(line)
    if not line.endswith("\\") and not re.match(r"^\w+=", line):
        break
print("\n".join(usage))
PY
)
  case $game in
    duckchess) budget="" ;;
    tetris) budget="--rounds 40" ;;
    enclosure) budget="--movetime 100" ;;
    hunger) budget="--turns 40" ;;
  esac
  out=$work/usage-$game-$kind
  # The starter is the first entrant: it must play its game through without
  # a fault of the protocol (a line that does not run, a program that is not
  # found, answers late or garbled). A rule fault is its play: the Python
  # Enclosure starter walks at random and in some games steps onto land our
  # default bot took.
  if ! (cd "$user" && PATH="$work/path:$PATH" \
      bash -c "$usage --games 1 --out $out $budget") \
      >"$out.log" 2>&1 ||
      ! "$python" -c '
import json, re, sys
lines = [json.loads(l) for l in open(sys.argv[1]) if l.strip()]
assert lines, "no result"
protocol = re.compile(r"timeout|closed|malformed|bad |exit|signal|crash|start")
faults = lines[0]["entrants"][0]["faults"]
assert not [f for f in faults if protocol.search(f)], faults
' "$out/results.jsonl" 2>>"$out.log"; then
    echo "examples_test: $game-$kind: the usage line does not run as written:" >&2
    echo "$usage" >&2
    cat "$out.log" >&2
    failed=1
  else
    echo "examples_test: $game-$kind: its usage line played a game"
  fi
done

if [ "$failed" -ne 0 ]; then
  exit 1
fi
echo "examples_test: every starter played its match and its usage line"
