import { describe, expect, it } from "vitest";
import { saveOwner } from "#app/services/owners/owner-accounts.server.ts";
import { leadSite } from "#tests/support/lead-site.ts";
import { openLink } from "#tests/support/link-page.ts";
import { snapshot } from "#tests/support/snapshot-fixture.ts";
import { engineUnderTest } from "#tests/support/test-database.ts";

// docs/requirements.md §15 "forgotten password": a single-use link through the outbox, valid one hour; the new
// password twice, long enough and not a common one; the same answer whether an account matches.
describe(`the forgotten password on ${engineUnderTest}`, () => {
  const lead = leadSite({ snapshot });
  const forgot = "/fr/login/mot-de-passe-oublie/";
  const reset = "/fr/login/nouveau-mot-de-passe/";
  const mails = () =>
    lead.database.db
      .selectFrom("outbox_message")
      .selectAll()
      .where("kind", "=", "password-reset")
      .execute();
  const linkOf = (html: string) =>
    /href="http:\/\/localhost\/fr\/login\/nouveau-mot-de-passe\/\?token=([\w-]{32})"/.exec(
      html,
    )?.[1] ?? "";
  const choose = (token: string, password: string, passwordRepeat = password) =>
    lead.post(reset, { token, password, passwordRepeat }, {});
  const login = (password: string) => lead.post("/fr/login/", { login: "anne", password }, {});

  it("answers the same for an unknown account, and mails a link to a known one", async () => {
    await saveOwner(
      lead.database.db,
      {
        email: "anne@example.be",
        username: "anne",
        displayName: "Anne Peeters",
        password: "old-password-2025",
        propertyIds: [101],
      },
      new Date(),
    );
    const unknown = await lead.post(forgot, { login: "nobody@example.be" });
    const known = await lead.post(forgot, { login: "ANNE@example.be" });
    expect([unknown.status, known.status]).toEqual([200, 200]);
    const sentence = "Si un compte correspond, nous avons envoyé un lien";
    expect(await unknown.text()).toContain(sentence);
    expect(await known.text()).toContain(sentence);
    const [mail] = await mails();
    expect(mail).toMatchObject({ lead_id: null, to_address: '"Anne Peeters" <anne@example.be>' });
    expect(mail?.subject).toBe("Choisissez un nouveau mot de passe");
    expect(linkOf(mail?.html ?? "")).toHaveLength(32);
    // Only the token's hash is kept.
    const [row] = await lead.database.db.selectFrom("owner_password_reset").selectAll().execute();
    expect(row?.token_hash).not.toContain(linkOf(mail?.html ?? ""));
  });

  it("sets a good new password once, and the owner logs in with it", async () => {
    const [mail] = await mails();
    const token = linkOf(mail?.html ?? "");
    // ADR 041: the link's token leaves the address at once, into the page's form.
    const opened = await openLink(lead.site.app, `${reset}?token=${token}`);
    expect(opened.location).toBe(reset);
    const page = await opened.page.text();
    expect(page).toContain("Enregistrer mon nouveau mot de passe");
    expect(page).toContain(`value="${token}"`);
    const short = await choose(token, "court-2026");
    expect(await short.text()).toContain("Le mot de passe doit compter 12 caractères ou plus.");
    const common = await choose(token, "motdepasse123");
    expect(await common.text()).toContain("Ce mot de passe est trop facile à deviner");
    const differ = await choose(token, "un jardin plein sud", "un jardin plein nord");
    expect(await differ.text()).toContain("Les deux mots de passe ne correspondent pas.");
    const done = await choose(token, "un jardin plein sud");
    expect(done.status).toBe(303);
    expect(done.headers.get("location")).toBe("/fr/login/?reset");
    expect((await login("un jardin plein sud")).status).toBe(303);
    expect((await login("old-password-2025")).status).toBe(200);
    // A link works once.
    const again = await choose(token, "un autre jardin 2026");
    expect(again.status).toBe(400);
    expect(await again.text()).toContain("Ce lien n&#x27;est plus valable");
  });

  it("refuses an expired link", async () => {
    await lead.post(forgot, { login: "anne" });
    const token = linkOf((await mails()).at(-1)?.html ?? "");
    await lead.database.db
      .updateTable("owner_password_reset")
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();
    expect((await choose(token, "un jardin plein ouest")).status).toBe(400);
  });
});
