import { useTranslation } from "react-i18next";
import { data } from "react-router";
import { JsonLd } from "#app/components/ui/json-ld.tsx";
import { dbContext, requestContext, siteContext, visitorContext } from "#app/contexts.ts";
import { readProjectPage } from "#app/data/catalogue/project-page.server.ts";
import { parseUnitSort, sortUnits } from "#app/domain/unit-order.ts";
import { ProjectQuestionForm } from "#app/features/leads/project-question-form.tsx";
import { UnitsTable } from "#app/features/projects/units-table.tsx";
import { ProjectPage } from "#app/features/property/project-page.tsx";
import { Breadcrumb } from "#app/features/shell/breadcrumb.tsx";
import { answerLead } from "#app/http/lead-answer.server.ts";
import { useLanguage } from "#app/i18n/use-language.ts";
import { bundles, messages } from "#app/locales/messages.server.ts";
import { leadFacts } from "#app/middleware/lead-facts.server.ts";
import { projectQuestionSchema } from "#app/model/leads/project-question.ts";
import { recordId } from "#app/routing/record-id.ts";
import { pageUrl } from "#app/routing/route-table.ts";
import { listingHead } from "#app/seo/listing-head.ts";
import { projectJsonLd } from "#app/seo/listing-json-ld.ts";
import { described } from "#app/seo/page-description.server.ts";
import { pageMeta } from "#app/seo/page-meta.ts";
import { leadFormView } from "#app/services/leads/lead-form-view.server.ts";
import { askableUnits, projectQuestionLead } from "#app/services/leads/project-question.server.ts";
import type { Route } from "./+types/project-page";

// A new-build project's page (docs/requirements.md §2 Route table): /fr/projects/{city}/{name}/{id}/. The id finds it;
// any other URL of it answers 301 to the current one.
export async function loader({ params, url, context }: Route.LoaderArgs) {
  const db = context.get(dbContext);
  const { language } = context.get(visitorContext);
  const { config } = context.get(siteContext);
  const id = recordId(params.id);
  const found = id ? await readProjectPage(db, id, language) : undefined;
  const { head, page: project } = listingHead(found, (p) => p.name, url, language);
  const { origin } = context.get(requestContext);
  // docs/requirements.md §12: the units table, sorted on the server by the URL's `sort` (works without JavaScript).
  const sort = parseUnitSort(url.searchParams.get("sort"));
  return {
    head: described(head, language, config),
    project: { ...project, units: sortUnits(project.units, sort) },
    sort,
    path: url.pathname,
    jsonLd: projectJsonLd(project, {
      origin,
      path: url.pathname,
      language,
      messages: messages[language],
    }),
    messages: bundles(language, ["property", "leads"]),
    // docs/requirements.md §14: the project's question form.
    questionForm: {
      ...(await leadFormView(db, projectQuestionSchema, language)),
      units: askableUnits(project.units),
    },
  };
}

/** The question form posted (routes/leads/project-question.server.ts). */
export function action({ request, params, context }: Route.ActionArgs) {
  const id = recordId(params.id);
  if (!id) throw data(null, { status: 404 });
  return answerLead(request, projectQuestionLead(id), leadFacts(context));
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData ? pageMeta(matches[1].loaderData, loaderData.head) : [];

export default function ProjectRoute({ loaderData }: Route.ComponentProps) {
  const { project, jsonLd, sort, path, questionForm } = loaderData;
  const language = useLanguage();
  const { t } = useTranslation("property");
  const projects = { label: t("projects.title"), url: pageUrl("projectList", language) };
  return (
    <>
      <JsonLd json={jsonLd} />
      <Breadcrumb crumbs={[projects, { label: project.name, url: "" }]} language={language} />
      <ProjectPage
        project={project}
        units={
          <UnitsTable units={project.units} sort={sort} path={path} labelledBy="units-title" />
        }
        enquiry={<ProjectQuestionForm {...questionForm} />}
      />
    </>
  );
}
