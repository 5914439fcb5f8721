#!/usr/bin/env bash
# End to end: `bivouac arena --sprt` stops by itself with a verdict, in one process and with the
# bots played by two `bivouac engine` children (here the same binary twice). Both bots are
# deterministic for a seed, so the two ways must count exactly the same pairs.
set -euo pipefail
bin="$1"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

field() {  # field FILE KEY: the value of a top-level scalar in the JSON report
  grep -E "^  \"$2\": " "$1" | head -1 | sed -E 's/^  "[^"]+": //; s/,$//; s/"//g'
}
pentanomial() { tr -d ' \n' <"$1" | grep -oE '"pentanomial":\[[0-9,]+\]'; }

"$bin" arena muskets --sprt --bots random,heuristic --seed 5 -j 2 --json >"$tmp/local.json" \
  2>"$tmp/local.err"
[[ "$(field "$tmp/local.json" verdict)" == "H1" ]] || { cat "$tmp/local.json"; exit 1; }
[[ "$(field "$tmp/local.json" reached_max)" == "false" ]] || exit 1
grep -q "LLR" "$tmp/local.err" || { echo "no running LLR line on stderr"; exit 1; }

"$bin" arena muskets --sprt --bots random,heuristic --seed 5 -j 1 --json \
  --engine-a "$bin" --engine-b "$bin" >"$tmp/engines.json" 2>/dev/null
[[ "$(field "$tmp/engines.json" verdict)" == "H1" ]] || { cat "$tmp/engines.json"; exit 1; }
[[ "$(pentanomial "$tmp/local.json")" == "$(pentanomial "$tmp/engines.json")" ]] || {
  echo "engine games differ from in-process games"; pentanomial "$tmp/local.json";
  pentanomial "$tmp/engines.json"; exit 1; }

# The reverse order is rejected (H0: B is no stronger), and the text report names the verdict.
"$bin" arena muskets --sprt --bots heuristic,random --seed 5 -j 2 >"$tmp/text.txt" 2>/dev/null
grep -q "verdict: H0 accepted" "$tmp/text.txt" || { cat "$tmp/text.txt"; exit 1; }

# Equal bots with a tight limit stop there, undecided, with an interval around zero.
"$bin" arena muskets --sprt --bots heuristic --seed 5 --max-games 60 --json >"$tmp/cap.json" \
  2>/dev/null
[[ "$(field "$tmp/cap.json" reached_max)" == "true" ]] || { cat "$tmp/cap.json"; exit 1; }
[[ "$(field "$tmp/cap.json" games)" == "60" ]] || exit 1

# Mistakes are named, and nothing is played.
if "$bin" arena muskets --sprt --bots a,b,c 2>"$tmp/err.txt"; then exit 1; fi
grep -q "two bots" "$tmp/err.txt" || { cat "$tmp/err.txt"; exit 1; }
if "$bin" arena muskets --sprt --bots random,heuristic --engine-a /nonexistent/bivouac \
  --engine-b "$bin" 2>"$tmp/err.txt"; then exit 1; fi
grep -q "/nonexistent/bivouac" "$tmp/err.txt" || { cat "$tmp/err.txt"; exit 1; }
if "$bin" arena muskets --sprt --elo0 5 --elo1 5 --bots random,heuristic 2>"$tmp/err.txt"; then
  exit 1
fi
grep -q "elo1" "$tmp/err.txt" || { cat "$tmp/err.txt"; exit 1; }
# --first-deal belongs to fixed-length runs, not to the sequential test.
if "$bin" arena muskets --sprt --bots random,heuristic --first-deal 3 2>"$tmp/err.txt"; then
  exit 1
fi
grep -q -- "--first-deal is for the arena" "$tmp/err.txt" || { cat "$tmp/err.txt"; exit 1; }
echo "sprt cli ok"
