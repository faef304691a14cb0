import { xssVectors } from "#tests/fixtures/xss-vectors.ts";

// Issue 27 "Stored XSS is impossible" (server/stored-xss.integration.test.ts): the desk's and the public
// site's forms whose text is stored and shown again, and the hostile values put into them. The settings
// groups are not listed: the test fills every text field of every group from the settings' own schema.

let next = 0;

/**
 * The next vectors of the OWASP list, joined, that fit in `maxLength` after `prefix`: each call goes on
 * where the last one stopped, so that the fields take the whole list between them, several per field.
 */
export function hostileValue(maxLength = 2000, prefix = ""): string {
  let value = prefix;
  for (let tried = 0; tried < xssVectors.length; tried += 1) {
    const vector = xssVectors[next % xssVectors.length] ?? "";
    if (value.length + vector.length > maxLength) {
      if (value !== prefix) break;
    } else value += vector;
    next += 1;
  }
  return value;
}

/** A form that stores text: where it posts, its other fields, and its text fields with their maximum. */
export interface HostileForm {
  /** The form's address; `{lead}` and `{media}` stand for the lead and the media item the test made. */
  path: string;
  /** The form's other fields, valid. */
  fields: Record<string, string>;
  /** Each field that takes hostile text, with the longest value it accepts. */
  hostile: Record<string, number>;
  /** What every value must start with to be accepted (a redirect's old path). */
  prefix?: string;
}

const altTexts = { alt_en: 250, alt_nl: 250, alt_fr: 250, alt_de: 250 };

/**
 * The desk's forms, posted by an admin, after the lead (the contact form) and the media item are made.
 * Adding an editor's field is one line here (docs/testing.md).
 */
export const hostileDeskForms: HostileForm[] = [
  { path: "/admin/leads/{lead}/", fields: { intent: "note" }, hostile: { note: 5000 } },
  {
    path: "/admin/staff/?do=invite",
    fields: { email: "new.member@agency.example", role: "agent", language: "fr" },
    hostile: { name: 200 },
  },
  { path: "/admin/media/{media}/?do=alt", fields: {}, hostile: altTexts },
  { path: "/admin/redirects/?do=add", fields: { to: "/fr/" }, hostile: { from: 900 }, prefix: "/" },
];

/** The public contact form, posted by a visitor: what the desk's leads, lead page and mails show. */
export const hostileContactForm: HostileForm = {
  path: "/fr/contact/",
  fields: { title: "ms", email: "visitor@example.be", phone: "0475 12 34 56", privacy: "on" },
  hostile: { firstName: 100, lastName: 100, remark: 2000 },
};

/** The media upload's alternative texts (its file is the test's own image). */
export const hostileUpload: Omit<HostileForm, "fields"> = {
  path: "/admin/media/?do=upload",
  hostile: altTexts,
};

/** The form's fields with a hostile value in each of its text fields. */
export function hostileFields(
  form: Pick<HostileForm, "hostile" | "prefix">,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(form.hostile).map(([name, max]) => [name, hostileValue(max, form.prefix)]),
  );
}
