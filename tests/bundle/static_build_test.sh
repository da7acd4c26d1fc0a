#!/usr/bin/env bash
# The seven contest programs linked fully static (BUILD_DIR/bin/static, from
# the build's own libraries: gauntlet_static_twin in cmake/StaticAbseil.cmake,
# the mechanism -DGAUNTLET_STATIC=ON uses for every program): checks that
# each one is statically linked (`file`, and no program interpreter or
# dynamic section in `readelf`), and that they play through
# our referee from an empty root that holds nothing but themselves: no
# loader, no libc, no Abseil. The empty root is a chroot when running as root
# (CI), else a user namespace's chroot (`unshare -r`); where neither is
# allowed the programs run from an empty folder with LD_LIBRARY_PATH pointing
# nowhere, and the readelf check is what shows no library can load.
#   static_build_test.sh BUILD_DIR GAUNTLET DATA_DIR
set -euo pipefail
static=$1/bin/static
gauntlet=$2
data=$3
programs=(robots duckchess-replay duckchess-bot tetris-placer tetris-sequencer
          enclosure-bot hunger-bot)

fail() { echo "static_build_test: $*" >&2; exit 1; }
for p in "${programs[@]}"; do
  bin=$static/$p
  description=$(file -b "$bin")
  echo "$p: $description" | cut -c1-100
  [[ $description == *"statically linked"* ]] || fail "$p is not statically linked"
  if readelf -l "$bin" | grep -q -e INTERP -e DYNAMIC; then
    fail "$p has a program interpreter or a dynamic section"
  fi
done

root=$(mktemp -d)
out=$(mktemp -d)
trap 'rm -rf "$root" "$out"' EXIT
for p in "${programs[@]}"; do cp "$static/$p" "$root/"; done
if [ "$(id -u)" -eq 0 ] && chroot "$root" /robots --version >/dev/null 2>&1; then
  in_root="chroot $root /"
  how="a chroot holding only the programs"
elif unshare -r chroot "$root" /robots --version >/dev/null 2>&1; then
  in_root="unshare -r chroot $root /"
  how="a user namespace's chroot holding only the programs"
else
  in_root="env LD_LIBRARY_PATH=/nonexistent $root/"
  how="an empty folder (no chroot allowed here)"
fi
echo "static_build_test: running the programs from $how"

# The judge problems on the official data.
${in_root}robots < "$data/robots/sample.in" | cmp - "$data/robots/sample.ans" ||
  fail "robots does not reproduce the sample"
for i in 1 2 3 4; do
  ${in_root}duckchess-replay < "$data/duckchess/$i.in" |
    cmp - "$data/duckchess/$i.ans" || fail "duckchess-replay differs on $i.in"
done

# match GAME ARGS...: one game through our referee; every answer in time.
match() {
  local game=$1
  shift
  # --grace: what is checked is that the programs play; a loaded machine's
  # late reply must not fault them.
  "$gauntlet" match "$game" "$@" --seed 7 --grace 2000 --out "$out/$game" >/dev/null ||
    fail "the $game match failed"
  grep -o '"fault":"[a-z_]*"' "$out/$game/game-0.replay.jsonl" | sort | uniq -c |
    sed "s/^/static_build_test: $game /"
  if grep -o '"fault":"[a-z_]*"' "$out/$game/game-0.replay.jsonl" |
       grep -qv '"fault":"none"'; then
    fail "a $game player faulted"
  fi
}
match duckchess --red "${in_root}duckchess-bot --depth 3" \
  --blue "${in_root}duckchess-bot --depth 3"
match tetris --rounds 60 --players \
  "${in_root}tetris-placer|${in_root}tetris-sequencer" \
  "${in_root}tetris-placer|${in_root}tetris-sequencer"
match enclosure --players "${in_root}enclosure-bot --level mcts --iterations 200" \
  "${in_root}enclosure-bot --level greedy" \
  "${in_root}enclosure-bot --level greedy --seed 2" \
  "${in_root}enclosure-bot --level random"
match hunger --width 300 --height 300 --turns 100 --players \
  "${in_root}hunger-bot" "${in_root}hunger-bot --seed 2"
echo "static_build_test: all seven programs are static and play from $how"
