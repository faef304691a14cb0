import { describe, expect, it } from "vitest";
import { remembered } from "./remembered.ts";

describe("remembered", () => {
  it("computes a key once and answers the same result again", () => {
    const computed: string[] = [];
    const upper = remembered((key: string) => {
      computed.push(key);
      return { text: key.toUpperCase() };
    });
    const first = upper("villa");
    expect(upper("villa")).toBe(first);
    expect(upper("loft")).toEqual({ text: "LOFT" });
    expect(computed).toEqual(["villa", "loft"]);
  });

  it("keeps at most `max` results, forgetting them all when full", () => {
    const computed: number[] = [];
    const double = remembered((key: number) => {
      computed.push(key);
      return key * 2;
    }, 2);
    for (const key of [1, 2, 1, 3, 1]) double(key);
    // 1 and 2 kept; 3 finds the memory full and starts it again; 1 is then computed anew.
    expect(computed).toEqual([1, 2, 3, 1]);
  });

  it("remembers an undefined result too", () => {
    let calls = 0;
    const nothing = remembered((_key: string) => {
      calls++;
      return undefined;
    });
    nothing("a");
    nothing("a");
    expect(calls).toBe(1);
  });
});
