import { containsLink } from "#app/domain/link-free.ts";
import { redirectPath, redirectTarget } from "#app/model/redirects/redirect-path.ts";
import { xssVectors } from "#tests/fixtures/xss-vectors.ts";

// Issue 27 "Stored XSS is impossible" (server/stored-xss.integration.test.ts): the desk's and the public
// site's forms whose text is stored and shown again, and the hostile values put into them. The settings
// groups are not listed: the test fills every text field of every group from the settings' own schema.

let next = 0;

/**
 * What every field takes first when it has room: the way out of each place a plain value is written
 * (an attribute, a title, a style or script block such as JSON-LD, a text area, XML's CDATA).
 */
const breakout = `"'></title></style></textarea></script>]]><svg onload=alert(1)>`;

/**
 * The breakout, then the next vectors of the OWASP list, joined while the field `accepts` the whole,
 * that fit in `maxLength` after `prefix`: each call goes on where the last one stopped, so that the
 * fields take the whole list between them, several per field.
 */
export function hostileValue(
  maxLength = 2000,
  prefix = "",
  accepts: (value: string) => boolean = () => true,
): string {
  let value = prefix;
  if (value.length + breakout.length <= maxLength && accepts(value + breakout)) value += breakout;
  for (let tried = 0; tried < xssVectors.length; tried += 1) {
    const vector = xssVectors[next % xssVectors.length] ?? "";
    if (!accepts(value + vector)) {
      next += 1;
      continue;
    }
    if (value.length + vector.length > maxLength) {
      if (value !== prefix) break;
    } else value += vector;
    next += 1;
  }
  return value;
}

/** A form that stores text: where it posts, its other fields, and its text fields with their maximum. */
export interface HostileForm {
  /**
   * The form's address; `{lead}`, `{media}`, `{villa}` and `{article}` stand for what the test made or
   * found.
   */
  path: string;
  /** The form's other fields, valid. */
  fields: Record<string, string>;
  /** Each field that takes hostile text, with the longest value it accepts. */
  hostile: Record<string, number>;
  /** What every value must start with to be accepted (a redirect's paths). */
  prefix?: string;
  /** Whether the form takes a value, when it refuses some on purpose (links in a mail to a friend). */
  accepts?: (value: string) => boolean;
  /** The form is sent only with its captcha solved (ADR 023). */
  captcha?: true;
  /** How a stored value is shown, when the form normalises it (a redirect's paths, ADR 057). */
  shownAs?: (field: string, value: string) => string | undefined;
}

const altTexts = { alt_en: 250, alt_nl: 250, alt_fr: 250, alt_de: 250 };
const siteLanguages = ["fr", "nl", "en", "de"] as const;
const eachLanguage = <T>(field: (language: string) => [string, T][]) =>
  Object.fromEntries(siteLanguages.flatMap(field));

/**
 * An article's rich text (ADR 058): every vector at once. It is sanitised, not kept as typed, so it is
 * one of the form's other fields (checked for live markup wherever it shows, not for being whole). Rich
 * text may link to other sites: the vectors' harmless links go to a host the page checker lets pass
 * (hostile-markup.ts flags ok.example, which no plain field may turn into a link).
 */
const hostileBody = `<p>Body</p>${xssVectors.join("").replaceAll("ok.example", "agency.example")}`;

/**
 * The desk's forms, posted by an admin, after the public forms made the leads and the upload made the
 * media item. Adding an editor's field is one line here (docs/testing.md).
 */
export const hostileDeskForms: HostileForm[] = [
  { path: "/admin/leads/{lead}/", fields: { intent: "note" }, hostile: { note: 5000 } },
  {
    path: "/admin/staff/?do=invite",
    fields: { email: "new.member@agency.example", role: "agent", language: "fr" },
    hostile: { name: 200 },
  },
  { path: "/admin/media/{media}/?do=alt", fields: {}, hostile: altTexts },
  // A path keeps one vector or two: an old path with a backslash or a control is refused (ADR 057).
  {
    path: "/admin/redirects/?do=add",
    fields: {},
    hostile: { from: 60, to: 60 },
    prefix: "/",
    shownAs: (field, value) => (field === "from" ? redirectPath(value) : redirectTarget(value)),
  },
  // A testimonial of the collections (ADR 063): its plain texts in every language, its author and its
  // rich body; published by the test after it is saved.
  {
    path: "/admin/collections/testimonials/{article}/?do=save",
    fields: {
      status: "published",
      rating: "5",
      ...eachLanguage((l) => [
        [`${l}.slug`, `hostile-${l}`],
        [`${l}.body`, hostileBody],
      ]),
    },
    hostile: {
      author: 200,
      ...eachLanguage((l) => [
        [`${l}.title`, 300],
        [`${l}.summary`, 1000],
      ]),
    },
  },
];

const person = { title: "ms", email: "visitor@example.be", phone: "0475 12 34 56", privacy: "on" };
const names = { firstName: 100, lastName: 100 };

/** The public forms whose text the desk's leads, lead pages and mails show, posted by a visitor. */
export const hostilePublicForms: HostileForm[] = [
  { path: "/fr/contact/", fields: person, hostile: { ...names, remark: 2000 } },
  { path: "{villa}?form=question", fields: person, hostile: { ...names, remark: 2000 } },
  {
    path: "/fr/estimation-gratuite/",
    fields: { ...person, goal: "sell", type: "1", zip: "1000" },
    hostile: { ...names, street: 120, number: 12, city: 80, remark: 2000 },
  },
  {
    path: "{villa}?form=friend",
    fields: { email: "visitor@example.be", friendEmail: "friend@example.be", privacy: "on" },
    hostile: { ...names, message: 500 },
    // As the form reads it: without NUL characters (app/model/forms/submission.ts).
    accepts: (value) => !containsLink(value.replaceAll("\u0000", "")),
    captcha: true,
  },
];

/** The media upload's alternative texts (its file is the test's own image). */
export const hostileUpload: Omit<HostileForm, "fields"> = {
  path: "/admin/media/?do=upload",
  hostile: altTexts,
};

/** A form's address with the test's ids in it. */
export const formPath = (form: HostileForm, ids: Record<string, string>) =>
  form.path.replace(/\{(\w+)\}/g, (_, key: string) => ids[key] ?? "");

/** The form's fields with a hostile value in each of its text fields. */
export function hostileFields(
  form: Pick<HostileForm, "hostile" | "prefix" | "accepts">,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(form.hostile).map(([name, max]) => [
      name,
      hostileValue(max, form.prefix, form.accepts),
    ]),
  );
}
