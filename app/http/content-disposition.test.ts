import { describe, expect, it } from "vitest";
import { contentDisposition } from "./content-disposition.ts";

describe("contentDisposition", () => {
  it("keeps accents in filename* and gives an ASCII filename beside it", () => {
    expect(contentDisposition("inline", "Relevé du compteur d'eau.pdf")).toBe(
      `inline; filename="Releve du compteur d'eau.pdf"; filename*=UTF-8''Relev%C3%A9%20du%20compteur%20d%27eau.pdf`,
    );
  });

  it("never lets a quote or a backslash end the ASCII name", () => {
    expect(contentDisposition("attachment", 'a"b\\c€.pdf')).toBe(
      `attachment; filename="a-b-c-.pdf"; filename*=UTF-8''a%22b%5Cc%E2%82%AC.pdf`,
    );
  });
});
