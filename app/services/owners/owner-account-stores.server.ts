import { ownerFactorTables } from "#app/data/auth/second-factors.server.ts";
import { isKnownDevice, rememberDevice } from "#app/data/owners/known-devices.server.ts";
import {
  findOwnerById,
  findOwnerByLogin,
  recordOwnerLogin,
} from "#app/data/owners/owners.server.ts";
import type { AccountLogins } from "#app/services/accounts/account-login.server.ts";
import type { DeviceStore } from "#app/services/accounts/known-device.server.ts";
import {
  type SecondFactorStore,
  tableFactors,
} from "#app/services/accounts/second-factor.server.ts";

// ADR 048: the owners' tables behind the code every kind of account shares (services/accounts/):
// their devices, second factors and logins. Staff accounts bind their own tables the same way.

export const ownerDevices: DeviceStore = {
  isKnown: isKnownDevice,
  remember: (db, { accountId, ...device }) => rememberDevice(db, { ownerId: accountId, ...device }),
};

// The context the secrets were sealed with before ADR 048: they still open.
export const ownerFactors: SecondFactorStore = tableFactors(
  ownerFactorTables,
  (ownerId) => `owner-second-factor:${ownerId}`,
);

/** An owner as their login reads them. */
export type OwnerLoginRow = NonNullable<Awaited<ReturnType<typeof findOwnerByLogin>>>;

export const ownerLogins: AccountLogins<OwnerLoginRow> = {
  kind: "owner",
  find: findOwnerByLogin,
  findById: findOwnerById,
  recordLogin: recordOwnerLogin,
  devices: ownerDevices,
};
