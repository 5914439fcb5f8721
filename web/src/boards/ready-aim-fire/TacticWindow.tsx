import type { LegalAction } from "../../protocol";

// Shown only while a tactic may be played: each playable tactic as a button with what the card
// does, as the server explained it (the narration of an earlier play of that card, else its card
// text), and the server's help for this moment of the turn.
export function TacticWindow(props: {
  tactics: readonly LegalAction[];
  decline?: string;
  effect: (action: string) => string | undefined;
  help: string;
  act: (text: string) => void;
  disabled: boolean;
}) {
  const { tactics, decline, effect, help, act, disabled } = props;
  if (tactics.length === 0) return null;
  return (
    <section className="tactic-window" role="dialog" aria-label="Tactics you may play">
      <h3>Tactics you may play</h3>
      {help && <p className="tactic-help">{help}</p>}
      <ul>
        {tactics.map((a) => {
          const text = effect(a.text);
          return (
            <li key={a.index}>
              <button data-action={a.text} disabled={disabled} onClick={() => act(a.text)}>
                {a.text}
              </button>
              {text && <p className="effect">{text}</p>}
            </li>
          );
        })}
      </ul>
      {decline && (
        <button data-action={decline} disabled={disabled} onClick={() => act(decline)}>
          {decline}
        </button>
      )}
    </section>
  );
}
