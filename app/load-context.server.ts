import type { Kysely } from "kysely";
import { RouterContextProvider } from "react-router";
import type { Database } from "#app/data/schema.ts";
import type { SecondFactorKey } from "#app/services/accounts/second-factor-key.server.ts";
import type { DeskOperations } from "#app/services/admin/desk-operations.ts";
import type { StaffSessions } from "#app/services/admin/staff-session.server.ts";
import type { OwnerSessions } from "#app/services/owners/session.server.ts";
import {
  dbContext,
  deskOperationsContext,
  mediaContext,
  ownerSessionsContext,
  type RequestFacts,
  requestContext,
  secondFactorKeyContext,
  staffSessionsContext,
} from "./contexts.ts";

/** What the Hono server knows when it hands a request to the router. */
export interface ServerFacts extends RequestFacts {
  db: Kysely<Database>;
  mediaDir: string;
  ownerSessions: OwnerSessions;
  staffSessions: StaffSessions;
  secondFactorKey: SecondFactorKey;
  operations: DeskOperations;
}

/** The router context of one request, as the server sets it (ADR 009); middleware adds the rest. */
export function createLoadContext({
  db,
  mediaDir,
  ownerSessions,
  staffSessions,
  secondFactorKey,
  operations,
  ...request
}: ServerFacts): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(dbContext, db);
  context.set(mediaContext, { dir: mediaDir });
  context.set(requestContext, request);
  context.set(ownerSessionsContext, ownerSessions);
  context.set(staffSessionsContext, staffSessions);
  context.set(secondFactorKeyContext, secondFactorKey);
  context.set(deskOperationsContext, operations);
  return context;
}
