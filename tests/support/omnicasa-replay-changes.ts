import { readDate } from "#app/services/omnicasa/values.ts";

// The replay's part of ADR 066's changes runs: GetPropertyList's ChangeSince (UTC, "2026-11-28 02:45:00")
// keeps the items whose LastChangedDate is not before it; GetDeletedPropertyIDs and GetDeletedProjectIDs
// answer the ids given to `delete`; `change` makes a record change now, in every language.

type Item = Record<string, unknown>;

const deletedOf: Record<string, "properties" | "projects"> = {
  GetDeletedPropertyIDs: "properties",
  GetDeletedProjectIDs: "projects",
};

export function replayChanges(lists: Map<string, Item[]>) {
  const deleted = { properties: [] as number[], projects: [] as number[] };
  return {
    /** The ids a deleted-ids call answers; undefined for another endpoint. */
    deletedIds: (endpoint: string): number[] | undefined => {
      const kind = deletedOf[endpoint];
      return kind && deleted[kind];
    },
    /** The items a list answers from: all, or those changed since `changeSince`. */
    items: (listed: Item[], changeSince: string | undefined): Item[] =>
      changeSince ? listed.filter(changedSince(changeSince)) : listed,
    change: (endpoint: string, id: number | string, fields: Item) => {
      const changed = { ...fields, LastChangedDate: `/Date(${Date.now()})/` };
      for (const [list, items] of lists) {
        if (!list.startsWith(`${endpoint}:`)) continue;
        lists.set(
          list,
          items.map((item) => (String(item.ID) === String(id) ? { ...item, ...changed } : item)),
        );
      }
    },
    delete: (ids: { properties?: number[]; projects?: number[] }) => {
      deleted.properties = ids.properties ?? [];
      deleted.projects = ids.projects ?? [];
    },
  };
}

/** Items last changed at or after `since` (UTC); one without a readable LastChangedDate counts as changed. */
function changedSince(since: string): (item: Item) => boolean {
  const from = Date.parse(`${since.replace(" ", "T")}Z`);
  return (item) => {
    const at = readDate(item.LastChangedDate);
    return at === undefined || Date.parse(at) >= from;
  };
}
