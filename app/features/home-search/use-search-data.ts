import { useCallback, useRef, useState } from "react";
import {
  indexSearchData,
  type SearchData,
  type SearchIndex,
} from "#app/model/catalogue/search-data.ts";

// docs/requirements.md §7: the search data is fetched once, when the visitor first focuses the box (never with the
// page), then every keystroke searches it in the browser.
export function useSearchData(url: string): {
  index: SearchIndex | undefined;
  loading: boolean;
  load: () => void;
} {
  const [index, setIndex] = useState<SearchIndex>();
  const [loading, setLoading] = useState(false);
  const started = useRef(false);
  const load = useCallback(() => {
    if (started.current) return;
    started.current = true;
    setLoading(true);
    fetch(url)
      .then((res) => (res.ok ? (res.json() as Promise<SearchData>) : undefined))
      .then((data) => setIndex(data ? indexSearchData(data) : undefined))
      // Without the data the box is still the listing's text search (the form's GET).
      .catch(() => undefined)
      .finally(() => setLoading(false));
  }, [url]);
  return { index, loading, load };
}
