#!/usr/bin/env bash
# How long `bivouac serve` takes to restart over N stored games (default 100,000), and its
# resident memory once serving: the games are written straight into a fresh SQLite database
# (the schema the server created), then the server is started and timed until it has answered
# a lobby page and one stored game. Usage: bench/restart-bench.sh [BIVOUAC] [N]
set -euo pipefail
bin=${1:-build/release/src/cli/bivouac}
n=${2:-100000}
dir=$(mktemp -d)
trap 'kill "${pid:-0}" 2>/dev/null || true; rm -rf "$dir"' EXIT
db=$dir/games.sqlite
start_server() {
  "$bin" serve --port 0 --db "$db" >"$dir/out" 2>"$dir/err" &
  pid=$!
  until grep -q listening "$dir/out" 2>/dev/null; do sleep 0.005; done
  port=$(sed -n 's/.*127.0.0.1:\([0-9]*\).*/\1/p' "$dir/out")
}
start_server
kill "$pid"; wait "$pid" || true
/usr/bin/python3 - "$db" "$n" <<'PY'
import json, sqlite3, sys, time
db, n = sys.argv[1], int(sys.argv[2])
c = sqlite3.connect(db)
now = int(time.time())
statuses = ["waiting", "playing", "finished"]
games, seats = [], []
for i in range(n):
    gid = f"s{i:06d}"
    st = statuses[i % 3]
    summary = json.dumps({"id": gid, "game": "muskets", "status": st, "version": 0})
    games.append((gid, "muskets", i, now - 2000 + i // 100, st, int(i % 3 == 0), summary))
    seats.append((gid, 0, "human", "", "Player 1", 0, "aa"))
    seats.append((gid, 1, "human", "", "Player 2", int(i % 3 == 0), "" if i % 3 == 0 else "bb"))
c.executemany("INSERT INTO games (id, spec, seed, created, status, joinable, bot_to_move, summary) "
              "VALUES (?, ?, ?, ?, ?, ?, 0, ?)", games)
c.executemany("INSERT INTO seats VALUES (?, ?, ?, ?, ?, ?, ?)", seats)
c.commit()
PY
: >"$dir/out"
t0=$(date +%s.%N)
start_server
t1=$(date +%s.%N)
curl -sf "http://127.0.0.1:$port/api/games?limit=50" >/dev/null
curl -sf "http://127.0.0.1:$port/api/games/s012345" >/dev/null
t2=$(date +%s.%N)
rss=$(awk '/VmRSS/ {print $2}' "/proc/$pid/status")
echo "stored games: $n"
echo "start to listening: $(echo "($t1 - $t0) * 1000" | bc -l | xargs printf '%.0f') ms"
echo "start to a lobby page and a stored game answered: $(echo "($t2 - $t0) * 1000" | bc -l | xargs printf '%.0f') ms"
echo "resident: $((rss / 1024)) MB"
