import { describe, expect, it } from "vitest";
import { classifyAnswer, classifyFailure, classifyStatus } from "./omnicasa-answer.ts";

// Issue 28 "Bad answers": each Omnicasa answer to the CRM queue's outcome, in words.

const answer = (result: unknown) => JSON.stringify({ ContactOnMeJsonResult: result });
const refusal = (Message: string) => answer({ Code: 7, Message, Success: false, Value: null });

describe("classifyAnswer", () => {
  it("delivers a success with its Value", () => {
    expect(classifyAnswer("ContactOnMe", {}, answer({ Success: true, Value: { ID: 12 } }))).toEqual(
      {
        kind: "delivered",
        answer: '{"ID":12}',
      },
    );
  });

  it("pauses on credentials and quotas, refuses an unknown property and any other refusal", () => {
    expect(classifyAnswer("ContactOnMe", {}, refusal("Invalid customer")).kind).toBe("pause");
    expect(classifyAnswer("ContactOnMe", {}, refusal("Daily quota exceeded")).kind).toBe("pause");
    expect(classifyAnswer("ContactOnMe", { ObjectID: 9 }, refusal("Object not found"))).toEqual({
      kind: "refused",
      error: 'unknown property id 9: Omnicasa answered "Object not found" (code 7)',
    });
    expect(classifyAnswer("ContactOnMe", {}, refusal("Email is invalid"))).toEqual({
      kind: "refused",
      error: 'ContactOnMe refused a field: Omnicasa answered "Email is invalid" (code 7)',
    });
  });

  it("retries garbage, an empty body and an answer too large as unknown", () => {
    for (const text of ["<html>", "", "{}", answer({ Success: true }), undefined]) {
      expect(classifyAnswer("ContactOnMe", {}, text)).toMatchObject({
        kind: "retry",
        unknown: true,
      });
    }
  });
});

describe("classifyStatus", () => {
  it("lets a 2xx body decide and classifies the rest", () => {
    expect(classifyStatus("ContactOnMe", 200)).toBeUndefined();
    expect(classifyStatus("ContactOnMe", 401)?.kind).toBe("pause");
    expect(classifyStatus("ContactOnMe", 429)?.kind).toBe("pause");
    expect(classifyStatus("ContactOnMe", 404)?.kind).toBe("pause");
    expect(classifyStatus("ContactOnMe", 503)).toMatchObject({ kind: "retry", unknown: true });
    expect(classifyStatus("ContactOnMe", 400)?.kind).toBe("refused");
  });
});

describe("classifyFailure", () => {
  it("knows a call that never left from one that may have reached the CRM", () => {
    const refused = new TypeError("fetch failed", { cause: { code: "ECONNREFUSED" } });
    expect(classifyFailure("ContactOnMe", refused, 100, false)).toMatchObject({ unknown: false });
    const reset = new TypeError("fetch failed", { cause: { code: "ECONNRESET" } });
    expect(classifyFailure("ContactOnMe", reset, 100, false)).toMatchObject({ unknown: true });
    const late = new DOMException("timed out", "TimeoutError");
    expect(classifyFailure("ContactOnMe", late, 100, false)).toEqual({
      kind: "retry",
      error: "ContactOnMe: no complete answer within 100 ms",
      unknown: true,
    });
  });
});
