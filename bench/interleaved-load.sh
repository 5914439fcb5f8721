#!/usr/bin/env bash
# Two server binaries under the same load, interleaved (A, B, A, B, ...) so that the machine's
# other work falls on both alike: each run starts a fresh `bivouac serve` on a fresh SQLite file,
# drives it with `bivouac-loadgen` on loopback for a fixed time, and reports the load generator's
# actions/s and latency beside the server's own CPU time per action (from /proc, user + system).
#   bench/interleaved-load.sh A_BIN:A_ACT_BY B_BIN:B_ACT_BY LOADGEN RUNS [loadgen args...]
# ACT_BY is how the load generator names actions for that server: "index" (protocol 2) or "text"
# (a server of protocol 1). Example (docs/network.md, "Load"):
#   bench/interleaved-load.sh old/bivouac:text build/release/src/cli/bivouac:index \
#       build/release/bench/bivouac-loadgen 4 --games 200 --seconds 12
set -euo pipefail
a=$1 b=$2 loadgen=$3 runs=$4
shift 4
tick=$(getconf CLK_TCK)
dir=$(mktemp -d)
server_pid=""
# A run that fails part-way (the load generator refused, say) leaves no server behind.
trap '[ -n "$server_pid" ] && kill "$server_pid" 2>/dev/null; rm -rf "$dir"' EXIT
run_one() {
  local bin=${1%:*} act_by=${1##*:} label=$2 port
  shift 2 # the rest are the load generator's arguments
  port=$((20000 + RANDOM % 20000))
  rm -f "$dir/db.sqlite"*
  # A saturated closed-loop client sends more than a person can: a server with a per-connection
  # message bucket (issue 41) is given one no load generator reaches, as the per-address quotas
  # are met by the load generator's address per game (--trust-proxy).
  local unthrottled=()
  if "$bin" serve --help | grep -q -- --connection-rate-limit; then
    unthrottled=(--connection-rate-limit 1000000)
  fi
  "$bin" serve --port "$port" --db "$dir/db.sqlite" --allow-client-seeds --trust-proxy 127.0.0.1 \
    "${unthrottled[@]}" >"$dir/serve.log" 2>&1 &
  local pid=$!
  server_pid=$pid
  for _ in $(seq 100); do grep -q listening "$dir/serve.log" && break; sleep 0.1; done
  local out
  out=$("$loadgen" --port "$port" --act-by "$act_by" "$@" 2>&1 | tr '\n' ' ')
  local cpu
  cpu=$(awk -v t="$tick" '{print ($14 + $15) / t}' "/proc/$pid/stat")
  kill "$pid"
  server_pid=""
  wait "$pid" 2>/dev/null || true
  local actions
  actions=$(grep -o 'actions [0-9]*' <<<"$out" | head -1 | awk '{print $2}')
  printf '%s  %s  server cpu %.2f s  %.3f ms/action\n' "$label" \
    "$(grep -o '[0-9]* actions/s.*max [0-9.]* ms' <<<"$out")" "$cpu" \
    "$(awk -v c="$cpu" -v n="${actions:-0}" 'BEGIN{print (n > 0 ? 1000 * c / n : 0)}')"
}
for i in $(seq "$runs"); do
  run_one "$a" "A run $i" "$@"
  run_one "$b" "B run $i" "$@"
done
