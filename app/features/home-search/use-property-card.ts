import { useEffect, useRef, useState } from "react";
import type { Language } from "#app/i18n/languages.ts";
import type { SearchPropertyCard } from "#app/model/catalogue/search-data.ts";
import { searchPropertyUrl } from "#app/routing/search-data-urls.ts";

/** The card of the property the query names by its ID, fetched when it matches (docs/requirements.md §5). */
export function usePropertyCard(
  id: number | undefined,
  language: Language,
): SearchPropertyCard | undefined {
  const cards = useRef(new Map<number, SearchPropertyCard>());
  const [, setLoaded] = useState(0);
  useEffect(() => {
    if (id === undefined || cards.current.has(id)) return;
    fetch(searchPropertyUrl(id, language))
      .then((res) => (res.ok ? (res.json() as Promise<SearchPropertyCard>) : undefined))
      .then((card) => {
        if (!card) return;
        cards.current.set(id, card);
        setLoaded((n) => n + 1);
      })
      .catch(() => undefined);
  }, [id, language]);
  return id === undefined ? undefined : cards.current.get(id);
}
