import type { ReactNode } from "react";

import type { RegReply } from "../net/reg";

// A panel's answer: the server's error for a malformed request, its refusal (with the sheet
// line) for a forbidden one, otherwise the structured summary the panel draws and the server's
// full text with every sheet line.
export function Answer(props: { reply?: RegReply; error?: string; children?: ReactNode }) {
  const { reply, error, children } = props;
  if (error) {
    return (
      <p role="alert" className="error reg-error">
        {error}
      </p>
    );
  }
  if (!reply) return null;
  return (
    <div className="reg-answer" aria-live="polite">
      {reply.allowed === false ? (
        <p className="reg-refusal">
          Not allowed: {reply.refusal}
          {reply.line ? ` (sheet line ${reply.line})` : ""}
        </p>
      ) : (
        children
      )}
      <pre className="reg-text">{reply.text}</pre>
    </div>
  );
}

// A coloured card or die, always with its colour's name written on it.
export function Swatch({ colour, children }: { colour: string; children?: ReactNode }) {
  return (
    <span className={`swatch swatch-${colour.toLowerCase()}`} data-colour={colour}>
      {children ?? colour}
    </span>
  );
}

export function Panel(props: { title: string; children: ReactNode; open?: boolean }) {
  return (
    <details className="reg-panel" open={props.open} aria-label={props.title}>
      <summary>
        <h2>{props.title}</h2>
      </summary>
      {props.children}
    </details>
  );
}
