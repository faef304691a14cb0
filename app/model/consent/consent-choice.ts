import { z } from "zod";
import { type ConsentChoice, type ConsentFlag, consentChoices, consentFlags } from "./consent.ts";

/** docs/requirements.md §4: the dialog's form as the server accepts it; anything else is refused and changes nothing. */
export const consentChoiceSchema = z.strictObject({
  choice: z.enum(consentChoices),
  returnTo: z.string().max(2000).optional(),
  ...(Object.fromEntries(consentFlags.map((flag) => [flag, z.literal("on").optional()])) as Record<
    ConsentFlag,
    z.ZodOptional<z.ZodLiteral<"on">>
  >),
}) satisfies z.ZodType<ConsentChoice & { returnTo?: string | undefined }>;
