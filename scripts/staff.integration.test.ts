import { spawnSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findSession, insertSession } from "#app/data/auth/account-sessions.server.ts";
import { verifyPassword } from "#app/services/accounts/passwords.server.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";

// `npm run staff` as an operator runs it (docs/operations.md "Staff accounts", ADR 047).
describe(`npm run staff on ${engineUnderTest}`, () => {
  let database: TestDatabase;
  const staff = (args: string[], input = "") => {
    const result = spawnSync(process.execPath, ["scripts/staff.ts", ...args], {
      env: {
        PATH: process.env.PATH,
        PUBLIC_URL: "https://www.immo.example",
        ...database.serverEnv,
      },
      input,
      encoding: "utf8",
    });
    return { code: result.status, stdout: result.stdout, stderr: result.stderr };
  };
  const refused = (args: string[], input = "") => {
    const result = staff(args, input);
    expect(result.stdout).toBe("");
    expect(result.code).toBe(1);
    expect(result.stderr.trim().split("\n")).toHaveLength(1);
    return result.stderr.trim();
  };
  const password = "Correct-horse-2026";

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.dispose());

  it("says how the first admin is made while there is none", () => {
    expect(staff(["list"])).toEqual({
      code: 0,
      stdout: "No staff accounts yet: npm run staff -- add EMAIL --role admin\n",
      stderr: "",
    });
  });

  it("adds a member and prints the one-time link to set a password", () => {
    const result = staff(["add", "Ana@Agency.be", "--role", "admin", "--name", "Ana Peeters"]);
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(
      /^Staff admin ana@agency\.be added\. Its one-time link to set a password \(valid 24 h, until \d{4}-\d\d-\d\dT[\d:.]+Z\):\nhttps:\/\/www\.immo\.example\/admin\/password\/\?token=[\w-]{32}\n$/,
    );
  });

  it("sets the password from standard input instead", async () => {
    const result = staff(
      ["add", "bert@agency.be", "--role", "agent", "--password-stdin"],
      `${password}\n`,
    );
    expect(result).toEqual({
      code: 0,
      stdout: "Staff agent bert@agency.be added, with the password from standard input.\n",
      stderr: "",
    });
    const row = await database.db
      .selectFrom("staff_account")
      .select(["password_hash", "language"])
      .where("email", "=", "bert@agency.be")
      .executeTakeFirstOrThrow();
    expect(await verifyPassword(password, row.password_hash ?? "")).toBe(true);
    expect(row.language).toBe("fr");
  });

  it("lists the accounts with their role, language, password and two-step state", () => {
    const result = staff(["list"]);
    expect(result.code).toBe(0);
    expect(result.stdout.split("\n").map((line) => line.split(/ {2,}/))).toEqual([
      ["E-MAIL", "ROLE", "LANGUAGE", "PASSWORD", "TWO-STEP", "DISABLED", "NAME"],
      ["ana@agency.be", "admin", "fr", "not set", "off", "-", "Ana Peeters"],
      ["bert@agency.be", "agent", "fr", "set", "off", "-", "-"],
      [""],
    ]);
  });

  it("disables a member and ends their sessions at once", async () => {
    const { id } = await database.db
      .selectFrom("staff_account")
      .select("id")
      .where("email", "=", "bert@agency.be")
      .executeTakeFirstOrThrow();
    const session = {
      kind: "staff" as const,
      accountId: Number(id),
      tokenHash: "a".repeat(64),
      clientAddress: "10.0.0.1",
      userAgent: "test",
      now: new Date(),
    };
    await insertSession(database.db, session);
    expect(staff(["disable", "BERT@agency.be"])).toEqual({
      code: 0,
      stdout: "bert@agency.be disabled; 1 session(s) ended.\n",
      stderr: "",
    });
    expect(await findSession(database.db, "staff", session.tokenHash)).toBeUndefined();
    expect(staff(["list"]).stdout).toMatch(
      /\nbert@agency\.be +agent +fr +set +off +\d{4}-\d\d-\d\d +-\n$/,
    );
  });

  it("resets a member's two-step login", () => {
    expect(staff(["reset-2fa", "ana@agency.be"])).toEqual({
      code: 0,
      stdout:
        "No two-step login was set up for ana@agency.be; 0 session(s) ended. It is set up again at the next login.\n",
      stderr: "",
    });
  });

  // Thirteen runs of the command: a minute allowed on two busy cores.
  it("refuses each wrong argument in one line, and changes nothing", { timeout: 60_000 }, () => {
    expect(refused(["add", "cleo@agency.be", "--role", "owner"])).toBe(
      '--role must be admin or agent (got "owner").',
    );
    expect(refused(["add", "cleo@agency.be"])).toBe("--role must be admin or agent.");
    expect(refused(["add", "cleo@", "--role", "agent"])).toBe('Not an e-mail address: "cleo@".');
    expect(refused(["add", "cleo@agency.be", "--role", "agent", "--language", "es"])).toBe(
      '--language must be one of en, nl, fr, de (got "es").',
    );
    expect(refused(["add", "ANA@agency.be", "--role", "agent"])).toBe(
      "A staff account with the e-mail ANA@agency.be exists already.",
    );
    expect(refused(["add", "cleo@agency.be", "--role", "agent", "--password-stdin"], "\n")).toBe(
      "No password on standard input (--password-stdin).",
    );
    expect(
      refused(["add", "cleo@agency.be", "--role", "agent", "--password-stdin"], "letmein12345"),
    ).toBe("The password is too easy to guess (a common one, or the e-mail itself).");
    expect(refused(["add", "cleo@agency.be", "--role", "agent", "--password-stdin"], "short")).toBe(
      "The password is too short: at least 12 characters.",
    );
    expect(refused(["disable", "nobody@agency.be"])).toBe(
      "No staff account with the e-mail nobody@agency.be.",
    );
    expect(refused(["reset-2fa", "nobody@agency.be"])).toBe(
      "No staff account with the e-mail nobody@agency.be.",
    );
    expect(refused(["remove", "ana@agency.be"])).toMatch(/^Usage: npm run staff -- add EMAIL/);
    expect(refused(["list", "--role", "admin"])).toMatch(/^Usage: /);
    expect(refused(["add", "cleo@agency.be", "--role", "agent", "--admin"])).toMatch(
      /^Unknown option '--admin'/,
    );
    expect(staff(["list"]).stdout).not.toContain("cleo");
  });
});
