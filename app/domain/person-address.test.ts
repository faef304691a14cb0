import { describe, expect, it } from "vitest";
import { holdsAddress, normalAddress, withoutAddress } from "./person-address.ts";

describe("a text holding an e-mail address", () => {
  it("finds the address whatever its case, alone or in a sentence", () => {
    expect(holdsAddress("Bob@Example.be", "bob@example.be")).toBe(true);
    expect(holdsAddress("Write to bob@example.be.", "BOB@example.be")).toBe(true);
    expect(holdsAddress('{"email":"bob@example.be"}', "bob@example.be")).toBe(true);
    expect(holdsAddress("<bob@example.be>", "bob@example.be")).toBe(true);
  });

  it("does not find it inside another address", () => {
    expect(holdsAddress("jimbob@example.be", "bob@example.be")).toBe(false);
    expect(holdsAddress("jim.bob@example.be", "bob@example.be")).toBe(false);
    expect(holdsAddress("bob@example.be.com", "bob@example.be")).toBe(false);
    expect(holdsAddress("bob@example.belgium", "bob@example.be")).toBe(false);
  });

  it("takes the address's characters literally", () => {
    expect(holdsAddress("bobxexample.be", "bob.example.be")).toBe(false);
    expect(holdsAddress("a+b@example.be", "a+b@example.be")).toBe(true);
  });

  it("replaces every occurrence and keeps the rest", () => {
    expect(
      withoutAddress(
        "BOB@example.be, bob@example.be; jimbob@example.be",
        "bob@example.be",
        "[erased]",
      ),
    ).toBe("[erased], [erased]; jimbob@example.be");
  });

  it("compares addresses trimmed and in lower case", () => {
    expect(normalAddress("  Bob@Example.BE ")).toBe("bob@example.be");
  });
});
