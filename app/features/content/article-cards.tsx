import { Link } from "react-router";
import { ResponsivePhoto } from "#app/components/ui/responsive-photo.tsx";
import { useLanguage } from "#app/i18n/use-language.ts";
import type { ArticleView } from "#app/model/content/article-view.ts";
import type { ModuleView } from "#app/model/content/module-view.ts";
import { articleUrl } from "./article-link.ts";
import { ModuleSection } from "./module-section.tsx";

interface CategoryProps {
  module: ModuleView;
  category: string;
  articles: ArticleView[];
}

// docs/requirements.md §3 Module card-view: a card per article (photo, title, summary), numberItemOfRow per row.
export function ArticleCards({ module, category, articles }: CategoryProps) {
  // Item titles are one level below the module title, or below the page title when it has none.
  const ItemHeading = module.title ? "h3" : "h2";
  const language = useLanguage();
  return (
    <ModuleSection module={module}>
      <ul className={`article-cards per-row-${module.numberItemOfRow}`}>
        {articles.map((article) => {
          const url = articleUrl(category, article, language);
          return (
            <li key={article.id} className="article-card">
              {article.image ? (
                <ResponsivePhoto
                  photo={article.image}
                  alt=""
                  sizes="(min-width: 1280px) 25vw, (min-width: 767px) 50vw, 100vw"
                />
              ) : null}
              <ItemHeading className="article-card__title">
                {url ? <Link to={url}>{article.title}</Link> : article.title}
              </ItemHeading>
              {article.summary ? <p>{article.summary}</p> : null}
            </li>
          );
        })}
      </ul>
    </ModuleSection>
  );
}

export type { CategoryProps };
