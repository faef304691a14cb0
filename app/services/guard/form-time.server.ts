import { createHmac, timingSafeEqual } from "node:crypto";

// The time a form was rendered, signed, in a hidden field: the server learns how long the visitor
// took to fill it in without keeping anything (docs/requirements.md §14: too fast is a bot).

function signatureOf(key: string, renderedAt: number): string {
  return createHmac("sha256", key).update(`form-time:${renderedAt}`).digest("base64url");
}

/** The form-time field's value for a form rendered at `now` (ms since 1970). */
export function signFormTime(key: string, now: number): string {
  return `${now}.${signatureOf(key, now)}`;
}

/** When the form was rendered, or undefined for a missing, malformed or forged value. */
export function formRenderedAt(key: string, value: unknown): number | undefined {
  if (typeof value !== "string") return undefined;
  const match = /^(\d{1,15})\.([\w-]{43})$/.exec(value);
  if (!match?.[1] || !match[2]) return undefined;
  const renderedAt = Number(match[1]);
  const expected = Buffer.from(signatureOf(key, renderedAt));
  const given = Buffer.from(match[2]);
  return expected.length === given.length && timingSafeEqual(expected, given)
    ? renderedAt
    : undefined;
}
