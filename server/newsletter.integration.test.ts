import { describe, expect, it } from "vitest";
import { type LeadSite, leadSite } from "#tests/support/lead-site.ts";
import { openLink } from "#tests/support/link-page.ts";
import { engineUnderTest } from "#tests/support/test-database.ts";

// docs/requirements.md §14: the newsletter with double opt-in (ADR 027): nothing but the confirmation is sent before
// the link is followed; every mail carries an unsubscribe link; opening a link changes nothing.
describe(`the newsletter on ${engineUnderTest}`, () => {
  const lead = leadSite({ pages: true });
  const post: LeadSite["post"] = (...args) => lead.post(...args);
  const get = (path: string) => lead.site.app.request(`http://localhost${path}`);
  const subscriber = (email: string) =>
    lead.database.db
      .selectFrom("newsletter_subscriber")
      .selectAll()
      .where("email", "=", email)
      .executeTakeFirst();
  const mailsTo = async (email: string) =>
    (
      await lead.database.db.selectFrom("outbox_message").selectAll().orderBy("id").execute()
    ).filter((m) => m.to_address.toLowerCase().includes(email.toLowerCase()));
  /** The confirmation and unsubscribe links of the last mail to this address, as paths. */
  const links = async (email: string) => {
    const last = (await mailsTo(email)).at(-1)?.html ?? "";
    const path = (kind: string) =>
      new RegExp(`href="http://localhost(/fr/newsletter/${kind}/\\?token=[\\w-]{32})"`).exec(
        last,
      )?.[1];
    return { confirm: path("confirmer"), unsubscribe: path("desinscription") };
  };
  const click = async (path: string) => {
    const url = new URL(`http://localhost${path}`);
    return lead.site.app.request(url.href.replace(url.search, ""), {
      method: "POST",
      body: new URLSearchParams({ token: url.searchParams.get("token") ?? "" }),
      headers: { origin: "http://localhost", "sec-fetch-site": "same-origin" },
    });
  };

  it("leads from every page's footer to the sign-up, the address brought along", async () => {
    const home = await (await get("/fr/")).text();
    expect(home).toContain(
      '<form class="site-footer__signup" action="/fr/newsletter/" method="get">',
    );
    const page = await (await get("/fr/newsletter/?email=zoe%40example.be")).text();
    expect(page).toMatch(/id="sign-newsletter-email"[^>]*value="zoe@example.be"/);
    // Anything else in `email` is not an address: the field stays empty.
    const odd = await (await get("/fr/newsletter/?email=%3Cscript%3E")).text();
    expect(odd).not.toContain("&lt;script");
  });

  it("signs up pending, mails the confirmation, and confirms only by a click on its page", async () => {
    const res = await post("/fr/newsletter/", { email: "Zoe@Example.be", privacy: "on" });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/fr/merci/sign-newsletter/");
    expect(await subscriber("zoe@example.be")).toMatchObject({ status: "pending", language: "fr" });
    const [mail] = await mailsTo("Zoe@Example.be");
    expect(mail?.subject).toBe("Confirmez votre inscription à notre newsletter");
    const { confirm, unsubscribe } = await links("Zoe@Example.be");
    expect(confirm).toBeDefined();
    expect(unsubscribe).toBeDefined();
    // Opening the link (a mail scanner does) changes nothing.
    // ADR 041: the link's token leaves the address at once, into the page's form.
    const opened = await openLink(lead.site.app, confirm ?? "");
    expect(opened.location).toBe("/fr/newsletter/confirmer/");
    expect(await opened.page.text()).toContain("Confirmer mon inscription");
    expect((await subscriber("zoe@example.be"))?.status).toBe("pending");
    const confirmed = await click(confirm ?? "");
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain("Vous êtes inscrit à notre newsletter.");
    expect((await subscriber("zoe@example.be"))?.status).toBe("confirmed");
    // A link serves once.
    expect((await click(confirm ?? "")).status).toBe(400);
    // Signing up again sends nothing that would tell whether the address is on the list.
    const again = await post("/fr/newsletter/", { email: "zoe@example.be", privacy: "on" });
    expect(again.headers.get("location")).toBe("/fr/merci/sign-newsletter/");
    expect(await mailsTo("zoe@example.be")).toHaveLength(1);
    // Unsubscribing takes a click too.
    expect((await click(unsubscribe ?? "")).status).toBe(200);
    expect((await subscriber("zoe@example.be"))?.status).toBe("unsubscribed");
  });

  it("refuses an expired confirmation and a forged token", async () => {
    await post("/fr/newsletter/", { email: "late@example.be", privacy: "on" });
    const { confirm } = await links("late@example.be");
    await lead.database.db
      .updateTable("newsletter_subscriber")
      .set({ confirm_expires_at: new Date(Date.now() - 1000) })
      .where("email", "=", "late@example.be")
      .execute();
    const expired = await click(confirm ?? "");
    expect(expired.status).toBe(400);
    expect(await expired.text()).toContain("Ce lien n&#x27;est plus valable");
    expect((await click("/fr/newsletter/desinscription/?token=x")).status).toBe(400);
  });

  it("signs up a visitor who ticks the newsletter option of another form", async () => {
    const res = await post("/fr/contact/", {
      title: "mr",
      firstName: "Luc",
      lastName: "Janssens",
      email: "luc@example.be",
      phone: "0475 12 34 56",
      privacy: "on",
      newsletter: "on",
    });
    expect(res.status).toBe(303);
    expect((await subscriber("luc@example.be"))?.status).toBe("pending");
    const subjects = (await mailsTo("luc@example.be")).map((m) => m.subject);
    expect(subjects).toContain("Confirmez votre inscription à notre newsletter");
  });
});
