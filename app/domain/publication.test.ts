import { describe, expect, it } from "vitest";
import { publishedDetails, publishedPrice, publishedStreet } from "./publication.ts";

describe("what the CRM publishes", () => {
  it("keeps a hidden price out", () => {
    expect(publishedPrice(325000, true)).toBe(325000);
    expect(publishedPrice(325000, false)).toBeNull();
  });

  it("keeps the fees worked out from a hidden price out, and the other details in", () => {
    const details = {
      RegistrationRights: 40625,
      NotaryFees: 2500,
      VAT: 68250,
      Deposit: 2850,
      Toilets: 2,
    };
    expect(publishedDetails(details, true)).toEqual(details);
    expect(publishedDetails(details, false)).toEqual({ Toilets: 2 });
  });

  it("shows street and number only when the address is public", () => {
    expect(publishedStreet("Grand-Rue", "12", true)).toBe("Grand-Rue 12");
    expect(publishedStreet("Grand-Rue", null, true)).toBe("Grand-Rue");
    expect(publishedStreet(null, null, true)).toBeUndefined();
    expect(publishedStreet("Grand-Rue", "12", false)).toBeUndefined();
  });
});
