import { TableBoard } from "../table/TableBoard";
import type { BoardProps } from "./types";

// Any game without a board of its own: the seat view's zones drawn as a plain table, or, for a
// game that describes none, the server's own text rendering for this viewer.
export function TextBoard({ view, seat }: BoardProps) {
  if (view.board?.zones.length) return <TableBoard view={view} seat={seat} className="generic" />;
  return <pre className="text-board">{view.render}</pre>;
}
