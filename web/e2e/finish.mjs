// Finishes a game without clicks: a bare WebSocket client in a blank page of the server's origin
// holds seat 0 against bots and plays a legal action each time (the version picks which), until
// the game ends. For tests that only look at a finished game's page. Returns the game's id and
// seat 0's invite path.
export async function finishByWebSocket(page, base, { game, bots, options = {} }) {
  await page.goto(base);
  return page.evaluate(
    async ({ game, bots, options }) => {
      const seats = [{ kind: "human" }, ...bots.map((bot) => ({ kind: "bot", bot }))];
      const res = await fetch("/api/games", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ game, seats, options }),
      });
      const created = await res.json();
      if (!res.ok) throw new Error(`create: ${JSON.stringify(created)}`);
      const token = created.seats[0].token;
      await new Promise((resolve, reject) => {
        const ws = new WebSocket(`ws://${location.host}${created.ws}`);
        let acted = -1;
        ws.onopen = () => ws.send(JSON.stringify({ type: "hello", token }));
        ws.onclose = () => reject(new Error("the server closed the connection"));
        ws.onmessage = (e) => {
          const m = JSON.parse(e.data);
          if (m.type === "error") return reject(new Error(`server: ${m.error}`));
          if (m.type !== "view") return;
          if (m.terminal) {
            ws.onclose = null;
            ws.close();
            return resolve();
          }
          if (m.to_move !== 0 || m.legal.length === 0 || m.version === acted) return;
          acted = m.version;
          const action = m.legal[m.version % m.legal.length];
          ws.send(JSON.stringify({ type: "act", index: action.index, version: m.version }));
        };
      });
      return { id: created.id, invite: `/play/${created.id}#seat=0&token=${token}` };
    },
    { game, bots, options },
  );
}
