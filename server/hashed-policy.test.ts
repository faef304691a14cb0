import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { hashedPolicy } from "./hashed-policy.ts";

const hash = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("a cached page's policy by hash (ADR 067)", () => {
  it("allows the scripts and styles the page allowed by its nonce, and nothing that came in without it", () => {
    const html =
      '<style nonce="n1">b{}</style><script nonce="n1">ours()</script>' +
      "<p>stored</p><script>injected()</script><style>i{}</style>";
    const result = hashedPolicy(html, "script-src 'nonce-n1'; style-src 'nonce-n1'", "n1");
    expect(result?.html).not.toContain("n1");
    expect(result?.policy).toBe(`script-src ${hash("ours()")}; style-src ${hash("b{}")}`);
  });
});
