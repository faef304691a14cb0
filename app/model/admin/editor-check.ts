import * as z from "zod/mini";

// The desk's writing check (ADR 058): one rich-text field, as long as an article's text may be.
export const editorCheckSchema = z.object({
  text: z.string().check(z.maxLength(100_000, "adminEditor:check.tooLong")),
});
