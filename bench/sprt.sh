#!/usr/bin/env bash
# bench/sprt.sh OLD NEW GAME [BOT] [extra arena options...]
#
# Is the bot of binary NEW stronger than the same bot of binary OLD? Builds nothing: give two
# built `bivouac` binaries (e.g. main's and your branch's build/release/src/cli/bivouac). NEW's
# arena drives both as `bivouac engine` children, in paired games with swapped seats, until the
# SPRT accepts H1 (NEW at least elo1 stronger: the change may go in) or H0 (at most elo0: it
# may not), or stops at the game limit (undecided: not accepted either).
#
#   BOT   the bot spec both play (default ismcts:medium; an iteration budget keeps the test
#         independent of the machine's load, a timed level measures what players get)
#   extra options go to `bivouac arena`, e.g. --elo0 0 --elo1 10 --alpha 0.05 --beta 0.05
#         --max-games 20000 -j 2 --seed 1 --json
#
# Exit status: 0 for H1, 1 for H0, 2 for undecided, 3 for a usage error.
set -euo pipefail
if [[ $# -lt 3 ]]; then
  sed -n '2,16p' "$0" | sed 's/^# \{0,1\}//' >&2
  exit 3
fi
old="$1"
new="$2"
game="$3"
bot="${4:-ismcts:medium}"
shift $(( $# >= 4 ? 4 : 3 ))
for b in "$old" "$new"; do
  if [[ ! -x "$b" ]]; then
    echo "sprt.sh: $b is not an executable bivouac binary" >&2
    exit 3
  fi
done
out="$(mktemp)"
trap 'rm -f "$out"' EXIT
"$new" arena "$game" --sprt --bots "$bot" --engine-a "$old" --engine-b "$new" "$@" | tee "$out"
if grep -q '"verdict": "H1"\|verdict: H1' "$out"; then exit 0; fi
if grep -q '"verdict": "H0"\|verdict: H0' "$out"; then exit 1; fi
exit 2
