import { describe, expect, it } from "vitest";
import { type KnownOwner, matchOwners } from "./owner-matching.ts";

const demo: KnownOwner = { id: 1, crmId: null, email: "demo@x.example", username: "demo" };
const imported: KnownOwner = { id: 2, crmId: 500, email: "anne@x.example", username: null };
const known = [demo, imported];

describe("matching imported owners to stored ones", () => {
  it("finds an owner by CRM id first, even with a new e-mail", () => {
    expect(matchOwners([{ crmId: 500, email: "anne.new@x.example" }], known)).toEqual([
      { ownerId: 2, conflicts: [] },
    ]);
  });

  it("else by e-mail, when that owner has no CRM id yet", () => {
    expect(matchOwners([{ crmId: 7, email: "demo@x.example", username: "demo" }], known)).toEqual([
      { ownerId: 1, conflicts: [] },
    ]);
  });

  it("else creates an owner", () => {
    expect(matchOwners([{ crmId: 8, email: "new@x.example" }], known)).toEqual([
      { ownerId: undefined, conflicts: [] },
    ]);
  });

  it("refuses an e-mail the CRM gave to another of its owners", () => {
    expect(matchOwners([{ crmId: 9, email: "anne@x.example" }], known)[0]?.conflicts).toEqual([
      { field: "Email", message: "anne@x.example is the e-mail of the CRM's owner 500" },
    ]);
  });

  it("refuses taking the e-mail or the username of another owner", () => {
    const [match] = matchOwners([{ crmId: 500, email: "demo@x.example", username: "demo" }], known);
    expect(match?.conflicts).toEqual([
      { field: "Email", message: "demo@x.example is the e-mail of another owner" },
      { field: "Username", message: "demo is the username of another owner" },
    ]);
  });

  it("refuses the same owner twice in one file", () => {
    const matches = matchOwners(
      [
        { crmId: 10, email: "a@x.example", username: "same" },
        { crmId: 10, email: "a@x.example", username: "same" },
        { crmId: 11, email: "demo@x.example" },
        { crmId: 12, email: "demo@x.example" },
      ],
      known,
    );
    expect(matches.map((m) => m.conflicts)).toEqual([
      [],
      [
        { field: "ID", message: "owner 10 is also owners[0]" },
        { field: "Email", message: "a@x.example is also the e-mail of owners[0]" },
        { field: "Username", message: "same is also the username of owners[0]" },
      ],
      [],
      [{ field: "Email", message: "demo@x.example is also the e-mail of owners[2]" }],
    ]);
  });
});
