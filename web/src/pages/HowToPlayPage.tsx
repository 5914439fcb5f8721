import { useEffect, useState } from "react";

import { api } from "../net/api";
import {
  lineLabel,
  lineMarker,
  readHowToPlay,
  referenceInWords,
  sectionAnchor,
  type HowToPlayPage as Page,
} from "./howToPlay";

// /how-to-play/<game>: the game's rules in our own words, with the printed lines each paragraph
// retells. Everything shown comes from the server (GET /api/how-to-play/<game>).
export function HowToPlayPage({ game }: { game: string }) {
  const [page, setPage] = useState<Page>();
  const [error, setError] = useState<string>();
  useEffect(() => {
    api.howToPlay(game).then(
      (reply) => {
        try {
          const read = readHowToPlay(reply);
          setPage(read);
          document.title = `How to play ${read.title} - Bivouac`;
        } catch (e) {
          setError((e as Error).message);
        }
      },
      (e: Error) => setError(e.message),
    );
  }, [game]);
  // The note explains the markers with the page's own first one.
  const example = page?.sections[0]?.paragraphs[0]?.refs[0];
  return (
    <main className="how-to-play">
      <header className="topbar">
        <a href="/" className="home">
          Bivouac
        </a>
        <span className="title">How to play</span>
      </header>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      {!page && !error && <p>Loading…</p>}
      {page && example && (
        <article aria-labelledby="how-to-play-title">
          <h1 id="how-to-play-title">How to play {page.title}</h1>
          <p className="how-to-play-note">
            In our own words, not the printed text ({page.credit}). Each paragraph ends with the
            lines of the printed rules it retells: <span className="rule-lines">{example.ref}</span>{" "}
            means {referenceInWords(example)} of the printed rules.
          </p>
          <nav aria-label="Sections">
            <ol>
              {page.sections.map((s) => (
                <li key={s.id}>
                  <a href={`#${sectionAnchor(s.id)}`}>{s.heading}</a>
                </li>
              ))}
            </ol>
          </nav>
          {page.sections.map((s) => (
            <section
              key={s.id}
              id={sectionAnchor(s.id)}
              aria-labelledby={`${sectionAnchor(s.id)}-h`}
            >
              <h2 id={`${sectionAnchor(s.id)}-h`}>{s.heading}</h2>
              {s.paragraphs.map((p, i) => (
                <p key={i}>
                  {p.text}{" "}
                  <span className="rule-lines" title={lineLabel(p.refs)}>
                    <span className="visually-hidden">({lineLabel(p.refs)})</span>
                    <span aria-hidden="true">{lineMarker(p.refs)}</span>
                  </span>
                </p>
              ))}
            </section>
          ))}
          <p className="how-to-play-back">
            <a href="/">Back to the lobby</a>
          </p>
        </article>
      )}
    </main>
  );
}
