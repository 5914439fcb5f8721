// /legend: every symbol the cards are drawn with, what it means, per game (docs/web.md, "The
// cards' pictures"). The game page's header links to its game's section.
import { useEffect } from "react";

import { CardArt } from "./CardArt";
import { FactBadge } from "./FactBadge";
import { LEGEND_COLOURS, LEGEND_GAMES, LEGEND_NATIONS, type LegendEntry } from "./legend";
import { MoralePips } from "./MoralePips";

function Entries({ entries }: { entries: readonly LegendEntry[] }) {
  return (
    <ul className="legend-list">
      {entries.map((e) => (
        <li key={e.meaning} className="legend-entry">
          <span
            className={`legend-figure ${e.tone ?? ""}${e.state ? ` is-${e.state}` : ""}`}
            aria-hidden="true"
          >
            <CardArt art={e.art} className={`legend-art${e.state ? ` is-${e.state}` : ""}`} />
            {e.art.morale !== undefined && <MoralePips morale={e.art.morale} />}
          </span>
          <span className="legend-meaning">{e.meaning}</span>
        </li>
      ))}
    </ul>
  );
}

export function LegendPage() {
  useEffect(() => {
    document.title = "Card symbols - Bivouac";
  }, []);
  return (
    <main className="legend-page">
      <header className="topbar">
        <a href="/" className="home">
          Bivouac
        </a>
        <span className="title">Card symbols</span>
      </header>
      <article aria-labelledby="legend-title">
        <h1 id="legend-title">What the pictures on the cards mean</h1>
        <p>
          Each card carries a small picture before its name, drawn from what the card is: units in
          the manner of military map symbols (the cross for infantry, the diagonal for cavalry, the
          dot for artillery), a flag for leaders, a pennant for orders, a card with a turned corner
          for tactics and battle cards, a green frame for terrain. The card's name and facts are
          always written on it too.
        </p>
        <nav aria-label="Games">
          <ul>
            {LEGEND_GAMES.map((g) => (
              <li key={g.id}>
                <a href={`#${g.id}`}>{g.title}</a>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="legend-colours">
          <h2 id="legend-colours">Colours</h2>
          <p>
            A card's left edge and its symbol are in its side's colour; in Ready Aim Fire, in its
            army's nation's colour.
          </p>
          <Entries entries={LEGEND_COLOURS} />
          <Entries entries={LEGEND_NATIONS} />
        </section>
        {LEGEND_GAMES.map((g) => (
          <section key={g.id} id={g.id} aria-labelledby={`legend-${g.id}`}>
            <h2 id={`legend-${g.id}`}>{g.title}</h2>
            <Entries entries={g.entries} />
            {g.id === "gt" && (
              <p className="legend-badges">
                <span className="fact fact-defense">
                  <FactBadge fact="defense" />
                  Defense 4
                </span>{" "}
                <span className="fact fact-attack">
                  <FactBadge fact="attack" />
                  Attack 3
                </span>{" "}
                A unit's Defense (the shield, with its Leader and Terrain counted) and Attack (the
                sabre).
              </p>
            )}
          </section>
        ))}
      </article>
    </main>
  );
}
