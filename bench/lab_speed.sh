#!/usr/bin/env bash
# The balance lab's speed, as games per second of `bivouac sim` (wall clock), per game:
#   random bots at 1 and 2 threads, MPI with 2 ranks of 1 thread, plain sim of a reference binary
#   (before this change) against this one, and the cost of --cards (on a tenth of the games);
#   ismcts:easy at 1 and 2 threads. Runs last seconds, so start-up and the final reduction are small.
# usage: bench/lab_speed.sh <bivouac> [<reference bivouac>] [repeats]
# Each figure is the median of `repeats` runs, interleaved so background load hits all alike.
set -euo pipefail
new=$1 old=${2:-} repeats=${3:-3}
mpi=(mpirun -n 2 --oversubscribe)
[ "$(id -u)" -eq 0 ] && mpi+=(--allow-run-as-root)
gps() { python3 -c 'import json,sys; d=json.load(sys.stdin); print(d["games"]/d["seconds"] if d["seconds"]>0 else 0)'; }
median() { python3 -c 'import sys,statistics; print(f"{statistics.median(float(x) for x in sys.argv[1:]):.1f}")' "$@"; }
declare -A games=([muskets]=1000000 [volley]=400000 [gt]=60000 [ready-aim-fire]=20000)
declare -A ismcts=([muskets]=800 [volley]=120 [gt]=64 [ready-aim-fire]=64)
echo "| game | bots | before, 1 thread | 1 thread | 2 threads | scaling | MPI 2 ranks x 1 thread | MPI / 2 threads | --cards, 1 thread |"
echo "|---|---|---|---|---|---|---|---|---|"
for g in muskets volley gt ready-aim-fire; do
  n=${games[$g]}
  declare -a b1=() a1=() a2=() m2=() c1=()
  for ((r = 0; r < repeats; ++r)); do
    [ -n "$old" ] && b1+=("$("$old" sim "$g" --games "$n" --threads 1 --seed $((r + 1)) --json | gps)")
    a1+=("$("$new" sim "$g" --games "$n" --threads 1 --seed $((r + 1)) --json | gps)")
    a2+=("$("$new" sim "$g" --games "$n" --threads 2 --seed $((r + 1)) --json | gps)")
    m2+=("$("${mpi[@]}" "$new" sim "$g" --games "$n" --threads 1 --seed $((r + 1)) --json | gps)")
    c1+=("$("$new" sim "$g" --games "$((n / 10))" --threads 1 --seed $((r + 1)) --cards --json | gps)")
  done
  B=$([ -n "$old" ] && median "${b1[@]}" || echo -)
  A1=$(median "${a1[@]}") A2=$(median "${a2[@]}") M2=$(median "${m2[@]}") C1=$(median "${c1[@]}")
  echo "| $g | random | $B | $A1 | $A2 | $(python3 -c "print(f'{$A2/$A1:.2f}x')") | $M2 | $(python3 -c "print(f'{$M2/$A2:.2f}')") | $C1 |"
  unset b1 a1 a2 m2 c1
done
for g in muskets volley gt ready-aim-fire; do
  n=${ismcts[$g]}
  I1=$("$new" sim "$g" --bots ismcts:easy --games "$n" --threads 1 --json | gps)
  I2=$("$new" sim "$g" --bots ismcts:easy --games "$n" --threads 2 --json | gps)
  echo "| $g | ismcts:easy ($n games) | - | $(median "$I1") | $(median "$I2") | $(python3 -c "print(f'{$I2/$I1:.2f}x')") | - | - | - |"
done
