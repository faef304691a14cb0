import type { CaptchaChallenge, CaptchaSolution } from "#app/model/guard/guard.ts";
import { solveCaptcha } from "./captcha-solve.ts";

// The captcha's work off the page's thread (ADR 023): one challenge in, its solution (or null) out.
const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<CaptchaChallenge>) => void) | null;
  postMessage(solution: CaptchaSolution | null): void;
};

scope.onmessage = async (event) => {
  scope.postMessage((await solveCaptcha(event.data)) ?? null);
};
