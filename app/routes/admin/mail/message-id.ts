import * as z from "zod/mini";

// A message's id in the desk's URLs (/admin/mail/:id/): digits only; anything else is no message (404).
const idSchema = z.coerce.number().check(z.int(), z.minimum(1), z.maximum(2_147_483_647));

export function messageIdOf(param: string | undefined): number | undefined {
  if (!param || !/^\d{1,10}$/.test(param)) return undefined;
  const parsed = idSchema.safeParse(param);
  return parsed.success ? parsed.data : undefined;
}

/** Where a message's HTML part is served as a sandboxed document of its own (ADR 054). */
export const mailHtmlPath = (id: number) => `/admin/mail/${id}/message.html`;
