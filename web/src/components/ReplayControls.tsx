import type { ReplayViewer } from "../protocol";
import type { ViewerChoice } from "../state/replayState";
import { viewerFromText } from "../state/replayState";

// The replay viewer's controls: whose eyes to see the game through, and which step to show (a
// slider and step buttons; the slider also answers the arrow keys).
export function ReplayControls(props: {
  choices: ViewerChoice[];
  viewer: ReplayViewer;
  setViewer: (v: ReplayViewer) => void;
  step: number;
  last: number;
  setStep: (s: number) => void;
  busy: boolean;
}) {
  const { choices, viewer, setViewer, step, last, setStep, busy } = props;
  return (
    <section className="replay-controls" aria-label="Replay controls">
      <label>
        Seen as{" "}
        <select
          aria-label="Seen as"
          value={String(viewer)}
          disabled={busy}
          onChange={(e) => setViewer(viewerFromText(e.target.value))}
        >
          {choices.map((c) => (
            <option key={String(c.viewer)} value={String(c.viewer)}>
              {c.label}
            </option>
          ))}
        </select>
      </label>
      <div className="stepper">
        <button onClick={() => setStep(0)} disabled={step <= 0} aria-label="First step">
          « First
        </button>
        <button onClick={() => setStep(step - 1)} disabled={step <= 0} aria-label="Previous step">
          ◀ Previous
        </button>
        <input
          type="range"
          aria-label="Step"
          min={0}
          max={last}
          value={step}
          onChange={(e) => setStep(Number(e.target.value))}
        />
        <button onClick={() => setStep(step + 1)} disabled={step >= last} aria-label="Next step">
          Next ▶
        </button>
        <button onClick={() => setStep(last)} disabled={step >= last} aria-label="Last step">
          Last »
        </button>
        <output className="step-count" aria-live="polite">
          Step {step} of {last}
        </output>
      </div>
    </section>
  );
}
