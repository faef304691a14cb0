import { describe, expect, it } from "vitest";
import { inboxFilterParams, readInboxFilter } from "./lead-inbox-filter.ts";
import { leadSearchText, searchNeedle } from "./lead-search.ts";

// docs/requirements.md §17 (the leads inbox), ADR 051: filters from the URL, bad values ignored and named.
describe("the leads inbox's filter", () => {
  it("reads every filter and writes it back the same", () => {
    const params = new URLSearchParams(
      "form=contact-me&status=spam&agent=12&listing=4242&from=2026-11-01&to=2026-11-30&verified=no&crm=failed&q=+Dupont+",
    );
    const { filter, ignored, cursor } = readInboxFilter(params);
    expect(filter).toEqual({
      form: "contact-me",
      status: "spam",
      agent: 12,
      listing: 4242,
      from: "2026-11-01",
      to: "2026-11-30",
      verified: false,
      crm: "failed",
      text: "Dupont",
    });
    expect(ignored).toEqual([]);
    expect(cursor).toBeUndefined();
    expect(inboxFilterParams(filter).toString()).toBe(
      "form=contact-me&status=spam&agent=12&listing=4242&from=2026-11-01&to=2026-11-30&verified=no&crm=failed&q=Dupont",
    );
    expect(readInboxFilter(new URLSearchParams("agent=unassigned&verified=yes")).filter).toEqual({
      agent: "unassigned",
      verified: true,
    });
  });

  it("ignores and names what does not read, keeping the rest", () => {
    const { filter, ignored, cursor } = readInboxFilter(
      new URLSearchParams(
        `form=hack&status=lost&agent=-1&listing=12abc&from=2026-02-30&to=tomorrow&verified=maybe&crm=held&q=${"x".repeat(101)}&older=x&form2=1&status=done`,
      ),
    );
    expect(filter).toEqual({});
    expect(ignored).toEqual([
      "form",
      "status",
      "agent",
      "listing",
      "from",
      "to",
      "verified",
      "crm",
      "q",
      "older",
    ]);
    expect(cursor).toBeUndefined();
    expect(readInboxFilter(new URLSearchParams("status=&q=%20")).filter).toEqual({});
    expect(readInboxFilter(new URLSearchParams("older=120")).cursor).toEqual({ older: 120 });
    expect(readInboxFilter(new URLSearchParams("newer=7")).cursor).toEqual({ newer: 7 });
  });

  it("keeps names, e-mail, phone (as digits too) and message in its lower-cased search text", () => {
    const text = leadSearchText({
      title: "mr",
      firstName: "Élie",
      lastName: "Van Damme",
      email: "Elie@Example.be",
      phone: "0475 12 34 56",
      remark: "Tuin?",
      privacy: true,
    });
    expect(text).toBe("élie\nvan damme\nelie@example.be\n0475 12 34 56\ntuin?\n0475123456");
    expect(searchNeedle(" 0475/12.34.56 ")).toBe("0475123456");
    expect(searchNeedle("Van DAMME")).toBe("van damme");
    expect(searchNeedle("12")).toBe("12");
  });
});
