import { readProjectPage } from "#app/data/catalogue/project-page.server.ts";
import { onOfferStatuses } from "#app/domain/listing-status.ts";
import { leadMails, remarkAndNewsletterRows } from "#app/features/mail/lead-mails.ts";
import { mailProject } from "#app/features/mail/mail-property.ts";
import type { Language } from "#app/i18n/languages.ts";
import { messages } from "#app/locales/messages.server.ts";
import type { ProjectPage } from "#app/model/catalogue/project-page.ts";
import type { ProjectUnit } from "#app/model/catalogue/project-unit.ts";
import { projectQuestionSchema } from "#app/model/leads/project-question.ts";
import { projectUrl } from "#app/routing/listing-urls.ts";
import { pageUrl } from "#app/routing/route-table.ts";
import { type FieldErrors, LeadGone, leadFields, leadUseCase } from "./submit-lead.server.ts";

// docs/requirements.md §14: "ask about this project or one of its units" on a new-build project's page (docs/requirements.md §2
// project detail): the mails show the project; a chosen unit must be one of its own.

/** The units a visitor may ask about: those on offer. */
export function askableUnits(units: ProjectUnit[]) {
  return units
    .filter((unit) => (onOfferStatuses as readonly string[]).includes(unit.status))
    .map((unit) => ({ id: unit.id, title: unit.title }));
}

export function projectQuestionLead(projectId: number) {
  const pages = new Map<Language, ProjectPage | undefined>();
  const pageIn = async (db: Parameters<typeof readProjectPage>[0], language: Language) => {
    if (!pages.has(language)) pages.set(language, await readProjectPage(db, projectId, language));
    return pages.get(language);
  };
  return leadUseCase({
    form: "contact-construction",
    schema: projectQuestionSchema,
    thanks: (language) => pageUrl("projectQuestionThanks", language),
    check: async (question, { db, language }): Promise<FieldErrors> => {
      const project = await pageIn(db, language);
      if (!project) throw new LeadGone();
      const units = askableUnits(project.units);
      return question.unit === undefined || units.some((u) => String(u.id) === question.unit)
        ? undefined
        : { unit: "leads:projectQuestion.errors.unit" };
    },
    draft: async (question, { db, language, origin, mail }) => {
      const shown = new Map<Language, { project: ProjectPage; language: Language }>();
      for (const l of new Set([mail.language, mail.agencyLanguage])) {
        const own = await pageIn(db, l);
        const fallback = await pageIn(db, language);
        if (own) shown.set(l, { project: own, language: l });
        else if (fallback) shown.set(l, { project: fallback, language });
      }
      const unitRow = (l: Language) => {
        const one = shown.get(l);
        const unit = one?.project.units.find((u) => String(u.id) === question.unit);
        return unit
          ? [{ label: mail.texts(l).projectQuestion.unit, value: `${unit.title} (${unit.id})` }]
          : [];
      };
      return {
        fields: { ...leadFields(question), project: projectId },
        propertyId: question.unit === undefined ? undefined : Number(question.unit),
        mails: leadMails({
          ...mail,
          person: question,
          formTexts: (l) => mail.texts(l).projectQuestion.mail,
          rows: (l) => [...unitRow(l), ...remarkAndNewsletterRows(question, mail.texts(l))],
          property: (l) => {
            const one = shown.get(l) ?? shown.get(language);
            if (!one) throw new LeadGone();
            return mailProject(one.project, {
              url: projectUrl(one.project, one.language),
              origin,
              offer: messages[l].common.offer,
            });
          },
        }),
      };
    },
  });
}
