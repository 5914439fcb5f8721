import type { BoardProps } from "./types";

// Any game without a drawn board yet: the server's own text rendering for this seat.
export function TextBoard({ view }: BoardProps) {
  return <pre className="text-board">{view.render}</pre>;
}
