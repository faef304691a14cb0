import { type RefObject, useEffect, useRef, useState } from "react";
import type { CaptchaChallenge, CaptchaSolution } from "#app/model/guard/guard.ts";
import { captchaPayload, solveCaptcha } from "./captcha-solve.ts";

export type CaptchaStatus = "idle" | "solving" | "solved" | "failed";

// A solution this close to its expiry is not sent: a new one is solved first.
const expiryMarginMs = 60 * 1000;

/** Solves the challenge in a Web Worker; on the page's thread where workers cannot start. */
function solveInWorker(challenge: CaptchaChallenge): Promise<CaptchaSolution | undefined> {
  let worker: Worker;
  try {
    worker = new Worker(new URL("./captcha-solver.worker.ts", import.meta.url), { type: "module" });
  } catch {
    return solveCaptcha(challenge);
  }
  return new Promise<CaptchaSolution | undefined>((resolve) => {
    worker.onmessage = (event: MessageEvent<CaptchaSolution | null>) =>
      resolve(event.data ?? undefined);
    worker.onerror = () => resolve(solveCaptcha(challenge));
    worker.postMessage(challenge);
  }).finally(() => worker.terminate());
}

/**
 * The captcha of the form around `root` (ADR 023): solving starts when the visitor enters the form, so
 * it is mostly done by the time they send it. A send before that is held (`held`) and goes as soon as
 * the solution is there; a solution is sent once, the next send solves a new challenge. When the check
 * cannot run (no network, an old browser), the form is sent without it: the server then stores the
 * lead as unverified rather than losing it.
 */
export function useCaptcha(challengeUrl: string, root: RefObject<HTMLElement | null>) {
  const [ready, setReady] = useState(false);
  const [view, setView] = useState({ status: "idle" as CaptchaStatus, payload: "", held: false });
  const retry = useRef<() => void>(() => undefined);

  useEffect(() => {
    setReady(true);
    const form = root.current?.closest("form");
    const field = root.current?.querySelector<HTMLInputElement>("input[data-captcha]");
    if (!form || !field) return;
    let state = { status: "idle" as CaptchaStatus, payload: "", expiresAt: 0 };
    // A send waiting for the solution, with the button that sent it (null: Enter in a field).
    let held: HTMLElement | null | undefined;
    let stopped = false;
    const show = () => {
      field.value = state.payload;
      setView({ status: state.status, payload: state.payload, held: held !== undefined });
    };
    const solve = async () => {
      state = { status: "solving", payload: "", expiresAt: 0 };
      show();
      try {
        const response = await fetch(challengeUrl, { cache: "no-store" });
        if (!response.ok) throw new Error(`challenge: ${response.status}`);
        const challenge = (await response.json()) as CaptchaChallenge;
        const solution = await solveInWorker(challenge);
        if (!solution) throw new Error("challenge not solved");
        const expiresAt = (challenge.parameters.expiresAt ?? 0) * 1000;
        state = { status: "solved", payload: captchaPayload(challenge, solution), expiresAt };
      } catch {
        state = { status: "failed", payload: "", expiresAt: 0 };
      }
      if (stopped) return;
      const submitter = held;
      held = undefined;
      show();
      if (submitter !== undefined) form.requestSubmit(submitter);
    };
    const onFocus = () => {
      if (state.status === "idle") void solve();
    };
    const onSubmit = (event: SubmitEvent) => {
      if (state.status === "failed") return;
      if (state.status === "solved" && state.expiresAt - Date.now() > expiryMarginMs) {
        // Spent once the form data is taken (after this event): the next send needs a new one.
        setTimeout(() => {
          state = { status: "idle", payload: "", expiresAt: 0 };
          show();
        });
        return;
      }
      // Before the router's own submit handler (React listens at the root): the send waits.
      event.preventDefault();
      event.stopImmediatePropagation();
      held = event.submitter;
      show();
      if (state.status !== "solving") void solve();
    };
    retry.current = () => void solve();
    form.addEventListener("focusin", onFocus);
    form.addEventListener("submit", onSubmit);
    return () => {
      stopped = true;
      form.removeEventListener("focusin", onFocus);
      form.removeEventListener("submit", onSubmit);
    };
  }, [challengeUrl, root]);

  return { ready, ...view, retry: () => retry.current() };
}
