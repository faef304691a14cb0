// Which stored owner an imported owner record is (docs/import-format.md "Owners"): the one with its CRM
// id, else the one with its e-mail. A record that would take the e-mail or username of another owner,
// or an e-mail kept by the CRM for another of its owners, is refused rather than merged into someone.

export interface KnownOwner {
  id: number;
  crmId: number | null;
  email: string;
  username: string | null;
}

export interface OwnerKeys {
  crmId: number;
  email: string;
  username?: string | undefined;
}

export interface OwnerConflict {
  field: "ID" | "Email" | "Username";
  message: string;
}

export interface OwnerMatch {
  /** The stored owner this record updates; none: a new owner. */
  ownerId: number | undefined;
  conflicts: OwnerConflict[];
}

export function matchOwners(
  records: readonly OwnerKeys[],
  known: readonly KnownOwner[],
): OwnerMatch[] {
  const byCrmId = new Map(known.flatMap((o) => (o.crmId === null ? [] : [[o.crmId, o] as const])));
  const byEmail = new Map(known.map((o) => [o.email, o]));
  const byUsername = new Map(known.flatMap((o) => (o.username ? [[o.username, o] as const] : [])));
  const firstIndex = {
    crmId: new Map<number, number>(),
    email: new Map<string, number>(),
    username: new Map<string, number>(),
    owner: new Map<number, number>(),
  };
  const earlier = <K>(seen: Map<K, number>, key: K, index: number) => {
    const first = seen.get(key);
    if (first === undefined) seen.set(key, index);
    return first;
  };

  return records.map((record, index) => {
    const conflicts: OwnerConflict[] = [];
    const byId = byCrmId.get(record.crmId);
    const sameEmail = byEmail.get(record.email);
    const target = byId ?? sameEmail;
    const twiceId = earlier(firstIndex.crmId, record.crmId, index);
    if (twiceId !== undefined) {
      conflicts.push({ field: "ID", message: `owner ${record.crmId} is also owners[${twiceId}]` });
    }
    const twiceEmail = earlier(firstIndex.email, record.email, index);
    if (twiceEmail !== undefined) {
      conflicts.push({
        field: "Email",
        message: `${record.email} is also the e-mail of owners[${twiceEmail}]`,
      });
    } else if (sameEmail && sameEmail !== target) {
      conflicts.push({ field: "Email", message: `${record.email} is the e-mail of another owner` });
    } else if (!byId && sameEmail?.crmId != null) {
      conflicts.push({
        field: "Email",
        message: `${record.email} is the e-mail of the CRM's owner ${sameEmail.crmId}`,
      });
    }
    if (record.username) {
      const twiceUsername = earlier(firstIndex.username, record.username, index);
      const holder = byUsername.get(record.username);
      if (twiceUsername !== undefined) {
        conflicts.push({
          field: "Username",
          message: `${record.username} is also the username of owners[${twiceUsername}]`,
        });
      } else if (holder && holder !== target) {
        conflicts.push({
          field: "Username",
          message: `${record.username} is the username of another owner`,
        });
      }
    }
    if (target && twiceId === undefined && twiceEmail === undefined) {
      const sameOwner = earlier(firstIndex.owner, target.id, index);
      if (sameOwner !== undefined) {
        conflicts.push({ field: "ID", message: `is the same owner as owners[${sameOwner}]` });
      }
    }
    return { ownerId: target?.id, conflicts };
  });
}
