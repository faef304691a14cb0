import { readFile } from "node:fs/promises";

// docs/requirements.md §16 "memory after idle grows over three soak rounds: find whether it is a leak": a V8 heap
// snapshot (taken after a full collection) summed up by what its objects are, so that two rounds can be
// compared. A leak shows as a kind that grows with every round; a heap that only keeps caches full
// shows the same kinds at the same sizes.

export interface HeapSummary {
  /** Bytes of every object still reachable. */
  totalBytes: number;
  objects: number;
  /** Bytes and count per kind: a constructor's name for objects, else V8's node type (string, code...). */
  kinds: Map<string, { bytes: number; count: number }>;
}

interface Snapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } };
  nodes: number[];
  strings: string[];
}

export async function summarizeHeap(file: string): Promise<HeapSummary> {
  const heap = JSON.parse(await readFile(file, "utf8")) as Snapshot;
  const fields = heap.snapshot.meta.node_fields;
  const [types] = heap.snapshot.meta.node_types;
  const at = (name: string) => fields.indexOf(name);
  const [typeAt, nameAt, sizeAt] = [at("type"), at("name"), at("self_size")];
  const kinds = new Map<string, { bytes: number; count: number }>();
  let totalBytes = 0;
  for (let i = 0; i < heap.nodes.length; i += fields.length) {
    const type = types[heap.nodes[i + typeAt] ?? 0] ?? "?";
    const bytes = heap.nodes[i + sizeAt] ?? 0;
    const kind =
      type === "object" ? (heap.strings[heap.nodes[i + nameAt] ?? 0] ?? "?") : `(${type})`;
    const entry = kinds.get(kind) ?? { bytes: 0, count: 0 };
    entry.bytes += bytes;
    entry.count += 1;
    kinds.set(kind, entry);
    totalBytes += bytes;
  }
  return { totalBytes, objects: heap.nodes.length / fields.length, kinds };
}

/** The kinds that grew most from the first summary to the last, as Markdown rows. */
export function heapGrowthRows(first: HeapSummary, last: HeapSummary, most = 8): string[] {
  const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
  return [...last.kinds]
    .map(([kind, now]) => {
      const before = first.kinds.get(kind) ?? { bytes: 0, count: 0 };
      return { kind, now, before, growth: now.bytes - before.bytes };
    })
    .sort((a, b) => b.growth - a.growth || a.kind.localeCompare(b.kind))
    .slice(0, most)
    .map(
      ({ kind, now, before, growth }) =>
        `| \`${kind.slice(0, 60).replaceAll("|", "\\|")}\` | ${mb(before.bytes)} (${before.count}) | ${mb(now.bytes)} (${now.count}) | ${growth >= 0 ? "+" : ""}${mb(growth)} |`,
    );
}
