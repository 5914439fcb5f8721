#!/usr/bin/env bash
# A flood of game creations from many addresses (issue 26): GAMES games created over HTTP by
# ADDRESSES client addresses (each speaking through X-Forwarded-For to a server run with
# `--trust-proxy 127.0.0.1`, its default quotas otherwise), as fast as the per-address quota
# lets them; then the server's resident memory, and the time a restart takes until it has
# answered a lobby page and loaded one of the stored games.
#   bench/flood-bench.sh [BIVOUAC] [GAMES] [ADDRESSES]      # defaults: 100000 games, 1000 addresses
# Loopback only; the server and its database are removed at the end.
set -euo pipefail
bin=${1:-build/release/src/cli/bivouac}
games=${2:-100000}
addresses=${3:-1000}
dir=$(mktemp -d)
trap 'kill "${pid:-0}" 2>/dev/null || true; rm -rf "$dir"' EXIT
start_server() {
  : >"$dir/out"
  "$bin" serve --port 0 --db "$dir/games.sqlite" --trust-proxy 127.0.0.1 >"$dir/out" 2>"$dir/err" &
  pid=$!
  until grep -q listening "$dir/out" 2>/dev/null; do sleep 0.005; done
  port=$(sed -n 's/.*127.0.0.1:\([0-9]*\).*/\1/p' "$dir/out")
}
rss_mb() { awk '/VmRSS/ {printf "%.1f", $2 / 1024}' "/proc/$pid/status"; }
start_server
echo "=== flood: $games games from $addresses addresses (server pid $pid, port $port)"
/usr/bin/python3 - "$port" "$games" "$addresses" >"$dir/flood" <<'PY'
import http.client, json, sys, time
port, games, addresses = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
body = json.dumps({"game": "muskets", "seats": [{"kind": "human"}, {"kind": "bot", "bot": "random"}]})
conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
created = refused = 0
last_id = ""
start = time.monotonic()
per_address = -(-games // addresses)
for round_ in range(per_address):
    round_start = time.monotonic()
    for a in range(addresses):
        if created >= games:
            break
        addr = f"10.{a // 65536 % 256}.{a // 256 % 256}.{a % 256}"
        while True:
            conn.request("POST", "/api/games", body, {"Content-Type": "application/json", "X-Forwarded-For": addr})
            r = conn.getresponse()
            reply = r.read()
            if r.status == 200:
                created += 1
                last_id = json.loads(reply)["id"]
                break
            if r.status == 429:  # this address's quota: wait for its minute to move on
                refused += 1
                time.sleep(0.5)
                continue
            raise SystemExit(f"unexpected {r.status}: {reply[:200]!r}")
    # The quota is 30 creations a minute per address: one round of every address each 2.05 s.
    time.sleep(max(0.0, 2.05 - (time.monotonic() - round_start)))
print(created, refused, round(time.monotonic() - start, 1), last_id)
PY
read -r created refused seconds last_id <"$dir/flood"
echo "created $created games in $seconds s ($refused creations refused by the quota and retried)"
echo "resident after the flood: $(rss_mb) MB"
kill "$pid"; wait "$pid" || true
t0=$(date +%s.%N)
start_server
curl -sf "http://127.0.0.1:$port/api/games" >/dev/null
curl -sf "http://127.0.0.1:$port/api/games/$last_id/replay?viewer=spectator" >/dev/null
t1=$(date +%s.%N)
echo "restart: lobby and a stored game answered $(echo "($t1 - $t0) * 1000" | bc | cut -d. -f1) ms after start"
echo "resident after the restart: $(rss_mb) MB"
