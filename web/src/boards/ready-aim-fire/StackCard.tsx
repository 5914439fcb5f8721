import type { Slot } from "./observation";

// One card of a stack. A face-down card is drawn as a back and named only "face-down card";
// Shaken and Blown markers lie on the slot, so they show on a face-down card too, written out.
export function StackCard({ slot, top }: { slot: Slot; top: boolean }) {
  const hidden = slot.card === "?";
  const markers = [slot.shaken && "Shaken", slot.blown && "Blown"].filter(Boolean) as string[];
  const label = [hidden ? "face-down card" : slot.card, ...markers, top ? "top card" : ""]
    .filter(Boolean)
    .join(", ");
  return (
    <li
      className={`raf-card${hidden ? " hidden" : ""}${top ? " top" : ""}${slot.shaken ? " shaken" : ""}${slot.blown ? " blown" : ""}`}
      aria-label={label}
    >
      <span className="raf-card-name">{hidden ? "" : slot.card}</span>
      {markers.map((m) => (
        <span key={m} className={`marker ${m.toLowerCase()}`}>
          {m}
        </span>
      ))}
    </li>
  );
}
