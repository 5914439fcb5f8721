#!/usr/bin/env bash
# 1,000 concurrent games over two `bivouac serve` instances sharing one PostgreSQL (a throwaway
# cluster with durable settings: fsync on, synchronous_commit on), then the same load on one
# instance with SQLite for comparison; bivouac-loadgen reports the action-to-ack latency.
#   bench/pg-instances-bench.sh [BUILD_DIR] [GAMES] [SECONDS] [THINK_MS]
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build/release}
games=${2:-1000}
seconds=${3:-30}
think=${4:-3000}
bin=$build/src/cli/bivouac
loadgen=$build/bench/bivouac-loadgen
work=$(mktemp -d)
pids=()
cleanup() {
  for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done
  wait 2>/dev/null || true
  scripts/pg-test-cluster stop "$work/pg" >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT
serve() {  # serve NAME DB: starts an instance, sets $port
  "$bin" serve --port 0 --db "$2" --trust-proxy 127.0.0.1 --allow-client-seeds >"$work/$1.out" 2>"$work/$1.err" &
  pids+=($!)
  until grep -q listening "$work/$1.out" 2>/dev/null; do sleep 0.05; done
  port=$(sed -n 's/.*127.0.0.1:\([0-9]*\).*/\1/p' "$work/$1.out")
}
ulimit -n "$(ulimit -Hn)"
# BIVOUAC_BENCH_PG_FSYNC=off separates the disk's flush time from the rest.
durable=--durable
[ "${BIVOUAC_BENCH_PG_FSYNC:-on}" = off ] && durable=""
url=$(scripts/pg-test-cluster start "$work/pg" $durable)
psql "$url/postgres" -qc "CREATE DATABASE bench"  # psql: postgresql-client, with postgresql
serve a "$url/bench"; pa=$port
serve b "$url/bench"; pb=$port
echo "=== PostgreSQL, two instances (ports $pa, $pb), $games games, think $think ms"
"$loadgen" --port "$pa" --port "$pb" --games "$games" --seconds "$seconds" --think-ms "$think"
for p in "${pids[@]}"; do kill "$p"; done
wait 2>/dev/null || true
pids=()
serve s "$work/bench.sqlite"
echo "=== SQLite, one instance, $games games, think $think ms"
"$loadgen" --port "$port" --games "$games" --seconds "$seconds" --think-ms "$think"
