import { AsyncLocalStorage } from "node:async_hooks";
import type { Kysely, KyselyPlugin, RootOperationNode } from "kysely";
import type { Database } from "#app/data/schema.ts";

/**
 * Pages made as slowly as a test wants (ADR 068's queue): a request sent through `send` under a name
 * has its reads of the `property` table held until `release(name)`. Only pages read that table, never
 * the middlewares in front of the overload guard, so a held request holds its place among the pages
 * being made. `started` lists the names in the order their pages began reading.
 */
export function heldPages(db: Kysely<Database>) {
  const page = new AsyncLocalStorage<string>();
  const gates = new Map<string, { open: Promise<void>; release: () => void }>();
  const readsProperties = new Set<unknown>();
  const started: string[] = [];
  const plugin: KyselyPlugin = {
    transformQuery: (args) => {
      if (readsTable(args.node, "property")) readsProperties.add(args.queryId);
      return args.node;
    },
    transformResult: async (args) => {
      const name = page.getStore();
      if (name !== undefined && readsProperties.delete(args.queryId)) {
        if (!started.includes(name)) started.push(name);
        await gates.get(name)?.open;
      }
      return args.result;
    },
  };
  return {
    db: db.withPlugin(plugin),
    started,
    /** `request` under `name`, its page held until released. */
    send<T>(name: string, request: () => Promise<T>): Promise<T> {
      let release = () => {};
      const open = new Promise<void>((resolve) => {
        release = resolve;
      });
      gates.set(name, { open, release });
      return page.run(name, request);
    },
    release(name: string) {
      gates.get(name)?.release();
    },
  };
}

function readsTable(node: RootOperationNode, table: string): boolean {
  return node.kind === "SelectQueryNode" && JSON.stringify(node).includes(`"name":"${table}"`);
}
