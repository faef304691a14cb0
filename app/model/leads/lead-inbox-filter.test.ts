import { describe, expect, it } from "vitest";
import { inboxFilterParams, readInboxFilter } from "./lead-inbox-filter.ts";
import { leadSearchText, phoneKey, readSearchText } from "./lead-search.ts";

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
  });

  it("reads a free text as a whole e-mail, a whole phone number or a needle", () => {
    expect(readSearchText(" Elie@Example.BE ")).toEqual({ email: "elie@example.be" });
    expect(readSearchText(" 0475/12.34.56 ")).toEqual({ phone: "0475123456" });
    expect(readSearchText("+32 475 12 34 56")).toEqual({ phone: "0475123456" });
    expect(readSearchText("02 345 67 89")).toEqual({ phone: "023456789" });
    expect(readSearchText("+31 6 1234 5678")).toEqual({ phone: "+31612345678" });
    // Part of an address or of a number: looked for as a needle (a number's part as its digits).
    expect(readSearchText("elie@exam")).toEqual({ needle: "elie@exam" });
    expect(readSearchText("@example.be")).toEqual({ needle: "@example.be" });
    expect(readSearchText("12 34 56")).toEqual({ needle: "123456" });
    expect(readSearchText("75 12 34 56")).toEqual({ needle: "75123456" });
    expect(readSearchText("Van DAMME")).toEqual({ needle: "van damme" });
    expect(readSearchText("12")).toEqual({ needle: "12" });
    expect(readSearchText("  ")).toBeUndefined();
  });

  it("writes one phone number the same whatever way it is typed", () => {
    for (const typed of [
      "0475 12 34 56",
      "0475/12.34.56",
      "+32 475 12 34 56",
      "+32 (0)475 12 34 56",
      "0032 475-12-34-56",
    ])
      expect(phoneKey(typed), typed).toBe("0475123456");
    expect(phoneKey("0031 6 12345678")).toBe("+31612345678");
    expect(phoneKey("")).toBeUndefined();
    expect(phoneKey(12)).toBeUndefined();
  });
});
