import { describe, expect, it } from "vitest";
import { mailtoUrl, shareUrl } from "./share-links.ts";

const page = "https://immo.example/fr/a-vendre/ixelles/maison-3-chambres/1004/";
const encoded =
  "https%3A%2F%2Fimmo.example%2Ffr%2Fa-vendre%2Fixelles%2Fmaison-3-chambres%2F1004%2F";

describe("share links", () => {
  it.each([
    ["facebook", `https://www.facebook.com/sharer/sharer.php?u=${encoded}`],
    ["linkedin", `https://www.linkedin.com/sharing/share-offsite/?url=${encoded}`],
    ["x", `https://x.com/intent/post?url=${encoded}&text=Maison%20%C3%A0%20Ixelles%20%26%20jardin`],
    ["whatsapp", `https://wa.me/?text=Maison%20%C3%A0%20Ixelles%20%26%20jardin%20${encoded}`],
  ] as const)("builds the %s share address from the encoded canonical URL", (network, expected) => {
    expect(shareUrl(network, page, "Maison à Ixelles & jardin")).toBe(expected);
  });

  it("writes an e-mail whose subject is the title and whose body is the URL", () => {
    expect(mailtoUrl(page, "Maison à Ixelles & jardin")).toBe(
      `mailto:?subject=Maison%20%C3%A0%20Ixelles%20%26%20jardin&body=${encoded}`,
    );
  });

  it("keeps a URL's own query and fragment inside the one value", () => {
    expect(shareUrl("facebook", "https://a.example/p?x=1&y=2#top", "")).toBe(
      "https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fa.example%2Fp%3Fx%3D1%26y%3D2%23top",
    );
  });
});
