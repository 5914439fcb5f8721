// The lab report page: reads the numbers from #lab-data and draws them with Chart.js (bundled in
// the same file). Every chart shows 95% intervals; nothing is fetched from the network.
(function () {
  'use strict';
  const doc = JSON.parse(document.getElementById('lab-data').textContent);
  const root = document.getElementById('report');
  const pct = (x) => (100 * x).toFixed(1) + '%';
  const spct = (x) => (x >= 0 ? '+' : '') + (100 * x).toFixed(1) + '%';
  const colours = ['#3b6fb6', '#c8553d', '#4d9a5b', '#8e6bb8', '#d49a2a', '#5aa3a8'];
  let charts = 0;

  function el(tag, attrs, text) {
    const e = document.createElement(tag);
    Object.entries(attrs || {}).forEach(([k, v]) => e.setAttribute(k, v));
    if (text !== undefined) e.textContent = text;
    return e;
  }
  function section(title, note) {
    root.appendChild(el('h2', {}, title));
    if (note) root.appendChild(el('p', { class: 'note' }, note));
  }
  function canvas(tall) {
    const box = el('div', { class: tall ? 'chart tall' : 'chart' });
    const c = el('canvas', { 'data-chart': String(charts++) });
    box.appendChild(c);
    root.appendChild(box);
    return c;
  }
  function table(header, rows) {
    const t = el('table');
    const h = el('tr');
    header.forEach((x) => h.appendChild(el('th', {}, x)));
    t.appendChild(h);
    rows.forEach((r) => {
      const tr = el('tr');
      r.forEach((x) => tr.appendChild(el('td', {}, String(x))));
      t.appendChild(tr);
    });
    root.appendChild(t);
  }
  const noAnimation = { animation: false, responsive: true, maintainAspectRatio: false };

  // Bars with 95% error bars; items: [{label, rate, low, high}] per dataset.
  function rateChart(labels, datasets, title, signed) {
    new Chart(canvas(false), {
      type: 'barWithErrorBars',
      data: {
        labels,
        datasets: datasets.map((d, i) => ({
          label: d.label,
          backgroundColor: colours[i % colours.length],
          data: d.items.map((x) => ({ y: x.rate, yMin: x.low, yMax: x.high })),
        })),
      },
      options: Object.assign({}, noAnimation, {
        plugins: {
          title: { display: true, text: title },
          tooltip: {
            callbacks: {
              label: (ctx) => {
                const v = ctx.raw;
                const f = signed ? spct : pct;
                return `${ctx.dataset.label}: ${f(v.y)} [${f(v.yMin)}, ${f(v.yMax)}]`;
              },
            },
          },
        },
        scales: {
          y: {
            min: signed ? undefined : 0,
            max: signed ? undefined : 1,
            ticks: { callback: (v) => (signed ? spct(v) : pct(v)) },
          },
        },
      }),
    });
  }

  function runRates(run) {
    const items = run.sides.map((s) => ({ label: s.side + ' (' + s.bots + ') wins',
      rate: s.rate, low: s.ci95[0], high: s.ci95[1] }));
    items.push({ label: 'draws', rate: run.draws.rate, low: run.draws.ci95[0],
      high: run.draws.ci95[1] });
    items.push({ label: "first mover's side won", rate: run.first_player_wins.rate,
      low: run.first_player_wins.ci95[0], high: run.first_player_wins.ci95[1] });
    return items;
  }

  function histogram(runs, title) {
    let first = Infinity;
    let last = -Infinity;
    let width = 1;
    runs.forEach((r) => {
      const h = r.turn_histogram;
      width = Math.max(width, h.bin_width);
      first = Math.min(first, h.first);
      last = Math.max(last, h.first + h.bin_width * h.counts.length);
    });
    const bins = Math.max(1, Math.ceil((last - first) / width));
    const labels = [];
    for (let b = 0; b < bins; ++b) {
      const lo = first + b * width;
      labels.push(width === 1 ? String(lo) : lo + '–' + (lo + width - 1));
    }
    const datasets = runs.map((r, i) => {
      const h = r.turn_histogram;
      const data = new Array(bins).fill(0);
      h.counts.forEach((c, k) => {
        const lo = h.first + k * h.bin_width;
        const b = Math.min(bins - 1, Math.floor((lo - first) / width));
        data[b] += c;
      });
      return { label: r.label + ': ' + r.game, data, backgroundColor: colours[i % colours.length] + 'b0' };
    });
    new Chart(canvas(false), {
      type: 'bar',
      data: { labels, datasets },
      options: Object.assign({}, noAnimation, {
        plugins: { title: { display: true, text: title } },
        scales: { x: { title: { display: true, text: 'turns' } },
          y: { title: { display: true, text: 'games' } } },
      }),
    });
  }

  function cardsChart(cards, title) {
    const shown = cards.filter((c) => c.comparable);
    if (shown.length === 0) {
      root.appendChild(el('p', {}, 'No card could be compared (no side both played and held one).'));
      return;
    }
    const box = canvas(shown.length > 14);
    if (shown.length > 14) box.parentElement.style.height = (80 + 22 * shown.length) + 'px';
    new Chart(box, {
      type: 'barWithErrorBars',
      data: {
        labels: shown.map((c) => c.card + (c.never_matters ? ' (never matters)' : '')),
        datasets: [{
          label: 'win rate when played minus when held and not played',
          backgroundColor: shown.map((c) => (c.never_matters ? '#aaaaaa' : c.inconclusive ? '#dddddd'
            : c.impact.difference > 0 ? '#4d9a5b' : '#c8553d')),
          data: shown.map((c) => ({ x: c.impact.difference, xMin: c.impact.ci95[0],
            xMax: c.impact.ci95[1] })),
        }],
      },
      options: Object.assign({}, noAnimation, {
        indexAxis: 'y',
        plugins: {
          title: { display: true, text: title },
          tooltip: { callbacks: { label: (ctx) => {
            const v = ctx.raw;
            return `impact ${spct(v.x)} [${spct(v.xMin)}, ${spct(v.xMax)}]`;
          } } },
        },
        scales: { x: { ticks: { callback: (v) => spct(v) } } },
      }),
    });
    table(['card', 'drawn', 'played', 'win rate when played', 'when held, not played',
      'impact [95%]', 'p', ''], cards.map((c) => [c.card, c.drawn, c.played,
      `${pct(c.played_win_rate)} of ${c.played_sides}`, `${pct(c.held_win_rate)} of ${c.held_sides}`,
      c.comparable ? `${spct(c.impact.difference)} [${spct(c.impact.ci95[0])}, ${spct(c.impact.ci95[1])}]` : '–',
      c.comparable ? c.impact.p_value.toFixed(3) : '–',
      c.never_matters ? 'never matters' : c.inconclusive ? 'too few games to tell' : '']));
  }

  function heatmap(m) {
    const cells = m.cells;
    const colour = (r) => {
      // 0.5 is white; side 1 ahead is blue, behind is red.
      const t = Math.max(-1, Math.min(1, (r - 0.5) * 2.5));
      const a = Math.abs(t);
      return t >= 0 ? `rgba(59,111,182,${a})` : `rgba(200,85,61,${a})`;
    };
    const labelPlugin = {
      id: 'cellLabels',
      afterDatasetsDraw(chart) {
        const ctx = chart.ctx;
        chart.getDatasetMeta(0).data.forEach((box, i) => {
          const c = cells[i];
          const p = box.getCenterPoint();
          ctx.save();
          ctx.fillStyle = '#111';
          ctx.textAlign = 'center';
          ctx.font = 'bold 13px sans-serif';
          ctx.fillText(pct(c.rate), p.x, p.y - 4);
          ctx.font = '11px sans-serif';
          ctx.fillText(`[${pct(c.ci95[0])}, ${pct(c.ci95[1])}]`, p.x, p.y + 12);
          ctx.restore();
        });
      },
    };
    // Category scales draw the first label at the bottom; the matrix reads top-down.
    new Chart(canvas(m.rows.length > 4), {
      type: 'matrix',
      data: {
        datasets: [{
          label: m.metric,
          data: cells.map((c) => ({ x: c.col, y: c.row, v: c.rate })),
          backgroundColor: (ctx) => colour(ctx.raw ? ctx.raw.v : 0.5),
          borderColor: '#888',
          borderWidth: 1,
          width: ({ chart }) => (chart.chartArea || {}).width / m.cols.length - 2,
          height: ({ chart }) => (chart.chartArea || {}).height / m.rows.length - 2,
        }],
      },
      options: Object.assign({}, noAnimation, {
        plugins: {
          legend: { display: false },
          title: { display: true, text: `${m.metric} (${m.rows_name} down, ${m.cols_name} across), 95% intervals` },
          tooltip: { callbacks: { label: (ctx) => {
            const c = cells[ctx.dataIndex];
            return `${m.rows_name}=${c.row}, ${m.cols_name}=${c.col}: ${pct(c.rate)} [${pct(c.ci95[0])}, ${pct(c.ci95[1])}] (${c.games} games)`;
          } } },
        },
        scales: {
          x: { type: 'category', labels: m.cols, offset: true, grid: { display: false },
            title: { display: true, text: m.cols_name } },
          y: { type: 'category', labels: m.rows.slice().reverse(), offset: true, grid: { display: false },
            title: { display: true, text: m.rows_name } },
        },
      }),
      plugins: [labelPlugin],
    });
  }

  // --- The page ---------------------------------------------------------------------------------
  const meta = el('div');
  meta.appendChild(el('p', {}, 'To reproduce these numbers, run:'));
  meta.appendChild(el('pre', {}, doc.command));
  meta.appendChild(el('p', { class: 'note' }, `seed ${doc.seed} · Bivouac ${doc.bivouac_version} · ` +
    `${doc.games} games · ${doc.threads} thread(s) × ${doc.ranks} rank(s) (results do not depend on either)`));
  if (doc.until_ci > 0) {
    meta.appendChild(el('p', {}, `Sequential stopping: play until every reported rate interval is ` +
      `narrower than ${doc.until_ci} (cap ${doc.cap} games). ` +
      (doc.converged ? `Reached after ${doc.games} games.` : `NOT reached: stopped at the cap (${doc.games} games).`)));
  }
  root.appendChild(meta);

  if (doc.kind === 'sim') {
    section('Win rates', '95% Wilson intervals.');
    rateChart(runRates(doc).map((x) => x.label), [{ label: doc.game, items: runRates(doc) }],
      'Win rates with 95% intervals', false);
    section('Game length');
    histogram([Object.assign({ label: 'games' }, doc)], 'Game length in turns');
    if (doc.cards) {
      section('Per-card impact', 'For each card: the win rate of the side that played it minus the win rate of ' +
        'the side that held it and never played it, with a 95% Newcombe interval. Grey: the interval covers zero and is at most 20 points wide ("never matters"); light grey: it covers zero but is wider (too few games to tell).');
      cardsChart(doc.cards, 'Per-card impact on the win rate');
    }
  } else if (doc.kind === 'ab') {
    const ab = doc.ab;
    section('Variants', `A = ${ab.a.game}   B = ${ab.b.game}   ` +
      (ab.paired ? '(paired: the same seeds and deals under both, common random numbers)' : '(independent seeds)'));
    const a = runRates(ab.a);
    const b = runRates(ab.b);
    rateChart(a.map((x) => x.label), [{ label: 'A: ' + ab.a.game, items: a }, { label: 'B: ' + ab.b.game, items: b }],
      'Win rates under A and B with 95% intervals', false);
    section('Differences (B − A)', `Rates: ${ab.first_player.test}; lengths: ${ab.turns.test}.`);
    const diffs = ab.win_rate.map((d) => ({ label: d.side + ' wins', d }));
    diffs.push({ label: "first mover's side won", d: ab.first_player });
    rateChart(diffs.map((x) => x.label), [{ label: 'B − A', items: diffs.map((x) => ({
      rate: x.d.difference, low: x.d.ci95[0], high: x.d.ci95[1] })) }], 'Difference in rates, B − A, 95% intervals', true);
    table(['metric', 'A', 'B', 'B − A', '95% interval', 'p', 'test'],
      diffs.map((x) => [x.label, pct(x.d.a), pct(x.d.b), spct(x.d.difference),
        `[${spct(x.d.ci95[0])}, ${spct(x.d.ci95[1])}]`, x.d.p_value.toFixed(4), x.d.test]).concat(
        [['turns (mean)', ab.turns], ['actions (mean)', ab.actions]].map(([n, d]) => [n, d.a.toFixed(2),
          d.b.toFixed(2), d.difference.toFixed(2), `[${d.ci95[0].toFixed(2)}, ${d.ci95[1].toFixed(2)}]`,
          d.p_value.toFixed(4), d.test])));
    section('Game length');
    histogram([Object.assign({}, ab.a, { label: 'A' }), Object.assign({}, ab.b, { label: 'B' })],
      'Game length in turns, A and B');
    if (ab.a.cards) {
      section('Per-card impact, A');
      cardsChart(ab.a.cards, 'Per-card impact under A');
      section('Per-card impact, B');
      cardsChart(ab.b.cards, 'Per-card impact under B');
    }
  } else if (doc.kind === 'matrix') {
    const m = doc.matrix;
    section('Matrix', 'Each cell: the rate with its 95% Wilson interval.');
    heatmap(m);
    section('Game length per cell');
    const seen = new Set();
    const runs = [];
    m.cells.forEach((c) => {
      if (!seen.has(c.run.label) && runs.length < 6) {
        seen.add(c.run.label);
        runs.push(Object.assign({}, c.run, { label: c.run.label }));
      }
    });
    histogram(runs,
      'Game length in turns (the first cells)');
  }
  document.body.setAttribute('data-charts', String(charts));
}());
