// A unit in the manner of a military map symbol: a rectangular frame in the side's colour with
// the arm's mark inside: infantry the cross, cavalry the diagonal, artillery the dot; a light
// arm adds a ring at the centre, heavy cavalry a second diagonal, lancers a lance point,
// dragoons (mounted infantry) a bar, horse artillery the cavalry's diagonal over the dot.
import type { Arm } from "./art";

const L = 1.5; // the frame's edges in the 36x24 box
const R = 34.5;
const T = 1.5;
const B = 22.5;

export function UnitSymbol({ arm }: { arm: Arm }) {
  const diagonal = <line className="ink" x1={L} y1={B} x2={R} y2={T} />;
  const cross = (
    <>
      <line className="ink" x1={L} y1={T} x2={R} y2={B} />
      {diagonal}
    </>
  );
  const ring = <circle className="frame" cx="18" cy="12" r="3.6" />;
  const dot = <circle className="solid" cx="18" cy="12" r="4" />;
  const marks: Record<Arm, React.ReactNode> = {
    infantry: cross,
    "light-infantry": (
      <>
        {cross}
        {ring}
      </>
    ),
    cavalry: diagonal,
    "light-cavalry": (
      <>
        {diagonal}
        {ring}
      </>
    ),
    "heavy-cavalry": (
      <>
        {diagonal}
        <line className="ink" x1={L + 7} y1={B} x2={R} y2={T + 4.5} />
      </>
    ),
    lancer: (
      <>
        {diagonal}
        <polygon className="solid" points="34.5,1.5 26,3.5 30.5,8" />
      </>
    ),
    dragoon: (
      <>
        {diagonal}
        <line className="ink" x1={L + 6} y1="12" x2={R - 6} y2="12" />
      </>
    ),
    artillery: dot,
    "horse-artillery": (
      <>
        {dot}
        {diagonal}
      </>
    ),
  };
  return (
    <>
      <rect className="frame" x={L} y={T} width={R - L} height={B - T} />
      {marks[arm]}
    </>
  );
}
