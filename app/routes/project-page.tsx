import { appContext } from "../context.ts";
import { readProjectPage } from "../data/project-page.server.ts";
import { readSiteConfig } from "../data/site-config.server.ts";
import { CardGrid } from "../features/listings/property-list.tsx";
import { ProjectPage } from "../features/property/project-page.tsx";
import { Breadcrumb } from "../features/shell/breadcrumb.tsx";
import { defaultLanguage, languageOfPath } from "../i18n/languages.ts";
import { useLanguage } from "../i18n/use-language.ts";
import { listingHead } from "../routing/listing-head.ts";
import { described } from "../routing/page-description.server.ts";
import { pageMeta } from "../routing/page-meta.ts";
import { recordId } from "../routing/record-id.ts";
import type { Route } from "./+types/project-page";

// A new-build project's page (spec §2 Route table): /fr/projects/{city}/{name}/{id}/. The id finds it;
// any other URL of it answers 301 to the current one.
export async function loader({ params, url, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const language = languageOfPath(url.pathname) ?? defaultLanguage;
  const id = recordId(params.id);
  const [found, config] = await Promise.all([
    id ? readProjectPage(db, id, language) : undefined,
    readSiteConfig(db),
  ]);
  const { head, page: project } = listingHead(found, (p) => p.name, url, language);
  return { head: described(head, language, config), project };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData ? pageMeta(matches[0].loaderData, loaderData.head) : [];

export default function ProjectRoute({ loaderData }: Route.ComponentProps) {
  const { project } = loaderData;
  const language = useLanguage();
  return (
    <>
      <Breadcrumb crumbs={[{ label: project.name, url: "" }]} language={language} />
      <ProjectPage project={project} units={<CardGrid cards={project.units} />} />
    </>
  );
}
