import { dbContext } from "#app/contexts.ts";
import { createCaptchaChallenge } from "#app/services/guard/captcha.server.ts";
import { guardKey } from "#app/services/guard/guard-key.server.ts";
import type { Route } from "./+types/captcha-challenge";

// /captcha/challenge.json: a fresh proof-of-work challenge for a lead form's captcha widget, from our
// own origin (docs/requirements.md §14: no request to another site). Never cached: each challenge buys one lead.
export async function loader({ context }: Route.LoaderArgs) {
  const key = await guardKey(context.get(dbContext));
  const challenge = await createCaptchaChallenge(key, Date.now());
  return Response.json(challenge, { headers: { "Cache-Control": "no-store" } });
}
