import { createHash, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "#app/data/schema.ts";
import { siteCookie } from "#app/http/cookies.server.ts";
import { guardKey } from "#app/services/guard/guard-key.server.ts";

// A device an account logged in from (ADR 035): a browser holds a random value in a signed,
// long-lived cookie (`device`, `__Host-device` over https); each account keeps the SHA-256 of the
// values it logged in with, in its kind's own table (DeviceStore, ADR 048). During a wave, a right
// password from a device the account does not know asks for a code mailed to its holder.

/** The repository of a kind of account's devices (owners: data/owners/known-devices.server.ts). */
export interface DeviceStore {
  isKnown(db: Kysely<Database>, accountId: number, deviceHash: string): Promise<boolean>;
  remember(
    db: Kysely<Database>,
    device: { accountId: number; deviceHash: string; now: Date },
  ): Promise<void>;
}

// Browsers keep a cookie at most 400 days; every login renews it.
const deviceMaxAgeSeconds = 400 * 24 * 60 * 60;

async function deviceCookie(db: Kysely<Database>, secure: boolean) {
  return siteCookie("device", secure, {
    secrets: [`${await guardKey(db)}:device`],
    maxAge: deviceMaxAgeSeconds,
  });
}

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

/** The device value a request carries, if its cookie is there and signed by us. */
export async function deviceOf(
  db: Kysely<Database>,
  cookieHeader: string | null,
  secure: boolean,
): Promise<string | undefined> {
  const value: unknown = await (await deviceCookie(db, secure)).parse(cookieHeader);
  return typeof value === "string" && /^[\w-]{43}$/.test(value) ? value : undefined;
}

/** Whether the account logged in from this device before. */
export async function knownDevice(
  db: Kysely<Database>,
  devices: DeviceStore,
  accountId: number,
  device: string | undefined,
): Promise<boolean> {
  return device !== undefined && devices.isKnown(db, accountId, hashOf(device));
}

/** At a successful login: the device is the account's from now on. Answers the cookie to set. */
export async function keepDevice(
  db: Kysely<Database>,
  devices: DeviceStore,
  {
    accountId,
    device,
    secure,
    now,
  }: {
    accountId: number;
    device: string | undefined;
    secure: boolean;
    now: Date;
  },
): Promise<string> {
  const value = device ?? randomBytes(32).toString("base64url");
  await devices.remember(db, { accountId, deviceHash: hashOf(value), now });
  return (await deviceCookie(db, secure)).serialize(value);
}
