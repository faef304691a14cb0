import { useEffect, useState } from "react";

/** False in the server's HTML and until the page's JavaScript runs: controls that only a form without it needs. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
