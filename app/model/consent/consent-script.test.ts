import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { agreeAll, type Consent, declineAll } from "./consent.ts";
import { consentScript, type TagIds } from "./consent-script.ts";

const ids: TagIds = {
  analyticsId: "G-DEMO12345",
  adsId: "AW-123456789",
  tagManagerId: "GTM-DEMO123",
  socialPixelId: "1234567890123",
};

/** Runs the head script in a bare window and reports what it pushed and which scripts it added. */
function run(stored: Consent | undefined, tags: TagIds = ids) {
  const added: string[] = [];
  const window: Record<string, unknown> = {};
  const document = {
    createElement: () => ({}),
    head: { appendChild: (script: { src: string }) => added.push(script.src) },
  };
  window.window = window;
  runInNewContext(consentScript(tags, stored), { window, document, Date });
  const dataLayer = () =>
    (window.dataLayer as unknown[]).map((entry) =>
      typeof entry === "object" && entry && "length" in entry ? [...(entry as unknown[])] : entry,
    );
  return { added, dataLayer, apply: window.applyConsent as (consent: Consent) => void };
}

describe("the consent head script", () => {
  it("sets the Consent Mode v2 defaults to denied and loads nothing before a choice", () => {
    const page = run(undefined);
    expect(page.added).toEqual([]);
    expect(page.dataLayer()).toEqual([
      [
        "consent",
        "default",
        {
          wait_for_update: 500,
          analytics_storage: "denied",
          ad_storage: "denied",
          ad_user_data: "denied",
          ad_personalization: "denied",
        },
      ],
    ]);
  });

  it("loads every tag once after agree all, and says so to Google", () => {
    const page = run(undefined);
    page.apply(agreeAll());
    page.apply(agreeAll());
    expect(page.added).toEqual([
      "https://www.googletagmanager.com/gtag/js?id=G-DEMO12345",
      "https://www.googletagmanager.com/gtm.js?id=GTM-DEMO123",
      "https://connect.facebook.net/en_US/fbevents.js",
    ]);
    expect(page.dataLayer()).toContainEqual([
      "consent",
      "update",
      {
        analytics_storage: "granted",
        ad_storage: "granted",
        ad_user_data: "granted",
        ad_personalization: "granted",
      },
    ]);
    expect(page.dataLayer()).toContainEqual(["config", "AW-123456789"]);
  });

  it("loads only what the stored choice grants, at once", () => {
    const page = run({ ...declineAll(), analytics_storage: true }, { analyticsId: "G-DEMO12345" });
    expect(page.added).toEqual(["https://www.googletagmanager.com/gtag/js?id=G-DEMO12345"]);
    expect(run(declineAll()).added).toEqual([]);
  });

  it("keeps the advertising tags out without ad storage", () => {
    const page = run({ ...declineAll(), ad_user_data: true, ad_personalization: true });
    expect(page.added).toEqual([]);
  });

  it("cannot be broken out of by the data it carries", () => {
    expect(consentScript({ analyticsId: "</script><script>" }, undefined)).not.toContain(
      "</script>",
    );
  });
});
