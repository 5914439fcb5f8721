#!/usr/bin/env bash
# The HTML report opens from disk in Chromium and its charts render; screenshots are left in
# the build tree (lab-report-*.png) for a person to look at.
# usage: report_browser_test.sh <bivouac> <source dir> <build dir>
set -euo pipefail
bivouac=$1 src=$2 out=$3
deps=$out/report-test
mkdir -p "$deps"
if [ ! -d "$deps/node_modules/playwright-core" ]; then
  cp "$src/tools/report-test/package.json" "$src/tools/report-test/package-lock.json" "$deps/"
  (cd "$deps" && npm ci --no-audit --no-fund --loglevel=error)
fi
"$bivouac" sim muskets --games 300 --threads 2 --cards --report "$out/lab-report-sim.html" >/dev/null
"$bivouac" sim muskets --games 300 --threads 2 --a "" --b "general_substitutes=any" \
  --report "$out/lab-report-ab.html" >/dev/null
"$bivouac" sim ready-aim-fire --games 20 --threads 2 --matrix nation_a,nation_b \
  --report "$out/lab-report-matrix.html" >/dev/null
for kind in sim ab matrix; do
  node "$src/tests/cli/report_browser_test.mjs" "$deps/node_modules/playwright-core" \
    "$out/lab-report-$kind.html" "$out/lab-report-$kind.png"
done
