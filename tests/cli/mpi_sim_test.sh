#!/usr/bin/env bash
# `mpirun -n 2 bivouac sim` gives the same numbers as a threaded run, bit for bit (timings aside).
# usage: mpi_sim_test.sh <bivouac> <work dir>
set -euo pipefail
bivouac=$1 out=$2
mkdir -p "$out"
mpi=(mpirun -n 2 --oversubscribe)
[ "$(id -u)" -eq 0 ] && mpi+=(--allow-run-as-root)
fails=0
check() {
  local name=$1; shift
  "$bivouac" sim "$@" --threads 2 --json > "$out/$name-threads.json"
  "${mpi[@]}" "$bivouac" sim "$@" --threads 1 --json > "$out/$name-mpi.json"
  if python3 - "$out/$name-threads.json" "$out/$name-mpi.json" <<'PY'
import json, sys
def strip(j):
    if isinstance(j, dict):
        return {k: strip(v) for k, v in j.items()
                if k not in ("seconds", "games_per_second", "actions_per_second", "threads", "ranks")}
    if isinstance(j, list):
        return [strip(v) for v in j]
    return j
a, b = (json.load(open(p)) for p in sys.argv[1:3])
ranks = b.get("ranks")
sys.exit(0 if strip(a) == strip(b) and ranks == 2 else 1)
PY
  then echo "ok: $name"; else echo "DIFFER: $name"; fails=$((fails + 1)); fi
}
check plain muskets --games 301 --seed 4 --cards
check ab muskets --games 200 --seed 5 --a "" --b "general_substitutes=any"
check sequential muskets --games 2000 --seed 6 --until-ci 0.12
echo "$((3 - fails)) passed, $fails failed"
[ "$fails" -eq 0 ]
