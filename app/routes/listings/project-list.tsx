import { dbContext, siteContext, visitorContext } from "#app/contexts.ts";
import { readProjectCards } from "#app/data/catalogue/project-cards.server.ts";
import { ProjectList } from "#app/features/projects/project-list.tsx";
import { PageFrame } from "#app/features/shell/page-frame.tsx";
import { translator } from "#app/i18n/translator.server.ts";
import { bundles } from "#app/locales/messages.server.ts";
import { alternatesOf, pageBanner } from "#app/model/content/page-view.ts";
import { pageUrl } from "#app/routing/route-table.ts";
import { siteNameOf } from "#app/seo/page-description.server.ts";
import { pageMeta } from "#app/seo/page-meta.ts";
import type { Route } from "./+types/project-list";

// docs/requirements.md §2 /projects/: the new-build projects on offer, each with its price range and homes on offer.
export async function loader({ context }: Route.LoaderArgs) {
  const { language } = context.get(visitorContext);
  const { config } = context.get(siteContext);
  const t = translator(language);
  const title = t("projects.title", { ns: "property" });
  const description = t("projects.description", {
    ns: "property",
    agency: siteNameOf(config, language),
  });
  return {
    head: { title, description, alternates: alternatesOf((l) => pageUrl("projectList", l)) },
    banner: pageBanner(config, { title }),
    cards: await readProjectCards(context.get(dbContext), language),
    messages: bundles(language, ["property", "listings"]),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData ? pageMeta(matches[1].loaderData, loaderData.head) : [];

export default function ProjectListRoute({ loaderData }: Route.ComponentProps) {
  const { head, banner, cards } = loaderData;
  return (
    <PageFrame heading={head.title} banner={banner} breadcrumb={[{ label: head.title, url: "" }]}>
      <ProjectList cards={cards} />
    </PageFrame>
  );
}
