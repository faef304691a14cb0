import type { Kysely } from "kysely";
import {
  dropPendingFactor,
  ownerFactorTables,
  removeFactor,
} from "#app/data/auth/second-factors.server.ts";
import type { Database } from "#app/data/schema.ts";
import { requestWaits, type Waits } from "#app/services/accounts/login-throttle.server.ts";
import {
  confirmSecondFactor,
  renewRecoveryCodes,
  startSecondFactor,
} from "#app/services/accounts/second-factor.server.ts";
import type { SecondFactorKey } from "#app/services/accounts/second-factor-key.server.ts";
import { ownerFactors } from "./owner-account-stores.server.ts";
import { confirmPassword } from "./owner-login.server.ts";
import type { OwnerOnDevice } from "./security-sessions.server.ts";
import { endOwnerSessions } from "./session.server.ts";

// docs/requirements.md §15 "optional second factor" (ADR 031): what the login security page's forms do. A
// change leaves the page as it is (the route answers a 303 to it); new recovery codes are the answer
// itself (they are shown once and never stored readable). ADR 036: turning two-step login on or off
// and new recovery codes end the owner's other sessions; the page's session list has its own forms.

/** A form of the security page, with what it posted. */
export type SecurityChange =
  | { step: "start" }
  | { step: "cancel" }
  | { step: "confirm"; code: string }
  /** Asked the password again (ADR 031). */
  | { step: "codes" | "disable"; password: string };

export type SecurityOutcome =
  | { done: "changed" | "disabled" }
  | { codes: string[] }
  | { refused: "wrongCode" | "wrongPassword" | "throttled" };

export interface SecurityFacts {
  db: Kysely<Database>;
  secondFactorKey: SecondFactorKey;
  clientAddress: string;
  /** The request's waits outside the count of pages being made (requestContext.idle). */
  idle: Waits["idle"];
}

export async function changeSecurity(
  { db, secondFactorKey, clientAddress, idle }: SecurityFacts,
  owner: OwnerOnDevice,
  change: SecurityChange,
  now: Date,
): Promise<SecurityOutcome> {
  const endOthers = () => endOwnerSessions(db, owner.id, { except: owner.sessionId }, now);
  if (change.step === "start") {
    const key = await secondFactorKey();
    await startSecondFactor(db, ownerFactors, { accountId: owner.id, key, now });
    return { done: "changed" };
  }
  if (change.step === "cancel") {
    await dropPendingFactor(db, ownerFactorTables, owner.id);
    return { done: "changed" };
  }
  if (change.step === "confirm") {
    const key = await secondFactorKey();
    const typed = { accountId: owner.id, code: change.code, key, now };
    const codes = await confirmSecondFactor(db, ownerFactors, typed);
    if (!codes) return { refused: "wrongCode" };
    await endOthers();
    return { codes };
  }
  const checked = await confirmPassword(
    db,
    { ownerId: owner.id, password: change.password, address: clientAddress, now },
    requestWaits(idle),
  );
  if (checked === "throttled") return { refused: "throttled" };
  if (checked === "wrong") return { refused: "wrongPassword" };
  if (change.step === "codes") {
    const codes = await renewRecoveryCodes(db, ownerFactors, owner.id);
    await endOthers();
    return { codes };
  }
  await removeFactor(db, ownerFactorTables, owner.id);
  await endOthers();
  return { done: "disabled" };
}
