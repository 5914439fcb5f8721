import { useEffect, useState } from "react";

import { api } from "../net/api";
import type { Catalog } from "../protocol";

// The catalog, asked of the server once per page load and shared by every component that words
// a game spec (the header, the lobby's lists); undefined until it arrives or when it failed, so a
// page shows no words rather than the spec.
let asked: Promise<Catalog> | undefined;

export function useCatalog(): Catalog | undefined {
  const [catalog, setCatalog] = useState<Catalog>();
  useEffect(() => {
    let live = true;
    asked ??= api.catalog();
    asked.then(
      (c) => live && setCatalog(c),
      () => {
        asked = undefined; // asked again by the next page that needs it
      },
    );
    return () => {
      live = false;
    };
  }, []);
  return catalog;
}
