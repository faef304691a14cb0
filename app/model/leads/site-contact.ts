import * as z from "zod/mini";
import { consentFields, personFields, remarkField } from "./contact-fields.ts";

// docs/requirements.md §14, §3 Contact forms: "contact the agency" on the contact page.
export const siteContactSchema = z.object({ ...personFields, ...remarkField, ...consentFields });

export type SiteContact = z.output<typeof siteContactSchema>;
export type SiteContactField = keyof z.input<typeof siteContactSchema> & string;
