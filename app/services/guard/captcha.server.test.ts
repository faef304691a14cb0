import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { captchaPayload, solveCaptcha } from "#app/components/ui/form/captcha-solve.ts";
import { challengeLifetimeMs, checkCaptcha, createCaptchaChallenge } from "./captcha.server.ts";

const key = "k".repeat(43);
const now = Date.UTC(2026, 10, 23, 20, 0);

/** A challenge made by the server and solved as the widget's worker solves it. */
async function solved() {
  const challenge = await createCaptchaChallenge(key, now);
  const solution = await solveCaptcha(challenge);
  if (!solution) throw new Error("not solved");
  return { challenge, solution, field: captchaPayload(challenge, solution) };
}

describe("the captcha (ALTCHA proof of work, ADR 023)", () => {
  // altcha-lib reads the clock itself: it shows the same time as the tests' `now`.
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(now);
  });
  afterAll(() => vi.useRealTimers());

  it("is signed, expires after its lifetime and asks for a real amount of work", async () => {
    const challenge = await createCaptchaChallenge(key, now);
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.parameters.expiresAt).toBe(Math.floor((now + challengeLifetimeMs) / 1000));
    expect(challenge.parameters.keyPrefix).toMatch(/^[0-9a-f]{32}$/);
    const { solution } = await solved();
    expect(solution.counter).toBeGreaterThanOrEqual(5_000);
  });

  it("accepts what the browser's solver finds, and says which challenge it spends", async () => {
    const { challenge, field } = await solved();
    expect(await checkCaptcha(key, field, now + 60_000)).toEqual({
      correct: true,
      signature: challenge.signature,
      expiresAt: (challenge.parameters.expiresAt ?? 0) * 1000,
    });
  });

  it("refuses an expired challenge, another key's, a wrong answer and a changed challenge", async () => {
    const { challenge, solution, field } = await solved();
    expect((await checkCaptcha(key, field, now + challengeLifetimeMs + 1000)).correct).toBe(false);
    expect((await checkCaptcha("x".repeat(43), field, now)).correct).toBe(false);
    // The derived key is the proof (the server checks it against its own signature of it).
    const guessed = `${challenge.parameters.keyPrefix}${"0".repeat(32)}`;
    const wrong = captchaPayload(challenge, { ...solution, derivedKey: guessed });
    expect((await checkCaptcha(key, wrong, now)).correct).toBe(false);
    const easier = { ...challenge, parameters: { ...challenge.parameters, keyPrefix: "0" } };
    const cheat = captchaPayload(easier, (await solveCaptcha(easier)) ?? solution);
    expect((await checkCaptcha(key, cheat, now)).correct).toBe(false);
  });

  it("refuses what is not an answer at all", async () => {
    for (const field of ["", "garbage", btoa("{}"), btoa('{"challenge":1,"solution":2}')])
      expect((await checkCaptcha(key, field, now)).correct).toBe(false);
  });
});
