import type { Kysely } from "kysely";
import { RouterContextProvider } from "react-router";
import type { Database } from "#app/data/schema.ts";
import { dbContext, mediaContext, type RequestFacts, requestContext } from "./contexts.ts";

/** What the Hono server knows when it hands a request to the router. */
export interface ServerFacts extends RequestFacts {
  db: Kysely<Database>;
  mediaDir: string;
}

/** The router context of one request, as the server sets it (ADR 009); middleware adds the rest. */
export function createLoadContext({
  db,
  mediaDir,
  ...request
}: ServerFacts): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(dbContext, db);
  context.set(mediaContext, { dir: mediaDir });
  context.set(requestContext, request);
  return context;
}
