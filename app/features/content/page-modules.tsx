import type { PropertyCard } from "#app/model/catalogue/property-card.ts";
import type { ModuleView } from "#app/model/content/module-view.ts";
import { ArticleBlock } from "./article-block.tsx";
import { ArticleCards } from "./article-cards.tsx";
import { ArticleSlider } from "./article-slider.tsx";
import { ContactCard } from "./contact-card.tsx";
import { ModuleSection } from "./module-section.tsx";
import { NewsList } from "./news-list.tsx";
import { StatsBlock } from "./stats-block.tsx";
import { TeamGrid } from "./team-grid.tsx";

interface PageModulesProps {
  modules: ModuleView[];
  /** Property lists belong to the listings feature; the route composes them in. */
  propertyList: (module: ModuleView, cards: PropertyCard[]) => React.ReactNode;
}

// docs/requirements.md §3 Module: each published module in its order, as its view says, `span` columns wide out of 12.
export function PageModules({ modules, propertyList }: PageModulesProps) {
  return (
    <div className="page-modules">
      {modules.map((module) => (
        <div key={module.id} className={`page-modules__item span-${module.span}`}>
          <ModuleBody module={module} propertyList={propertyList} />
        </div>
      ))}
    </div>
  );
}

function ModuleBody({
  module,
  propertyList,
}: {
  module: ModuleView;
  propertyList: PageModulesProps["propertyList"];
}) {
  const { content } = module;
  switch (content.type) {
    case "property-list":
      return propertyList(module, content.cards);
    case "article":
      return <ArticleBlock module={module} article={content.article} />;
    case "stats-view":
      return (
        <ModuleSection module={module}>
          <StatsBlock counts={content.counts} cities={content.cities} />
        </ModuleSection>
      );
    case "contact":
      return (
        <ModuleSection module={module}>
          <ContactCard agency={content.agency} />
        </ModuleSection>
      );
    case "category": {
      const props = { module, category: content.category, articles: content.articles };
      if (module.view === "slider-view") return <ArticleSlider {...props} />;
      if (module.view === "news-view") return <NewsList {...props} />;
      if (module.view === "ons-team-view") return <TeamGrid {...props} />;
      return <ArticleCards {...props} />;
    }
  }
}
