import { Link } from "react-router";
import { formatDate } from "#app/domain/dates.ts";
import { useLanguage } from "#app/i18n/use-language.ts";
import type { CategoryProps } from "./article-cards.tsx";
import { articleUrl } from "./article-link.ts";
import { DownloadList } from "./download-list.tsx";
import { ModuleSection } from "./module-section.tsx";

// docs/requirements.md §3 Module news-view: a list of articles with their date and summary, and the files they offer
// to download (docs/requirements.md §2 Documents and info).
export function NewsList({ module, category, articles }: CategoryProps) {
  // Item titles are one level below the module title, or below the page title when it has none.
  const ItemHeading = module.title ? "h3" : "h2";
  const language = useLanguage();
  return (
    <ModuleSection module={module}>
      <ul className="news-list">
        {articles.map((article) => {
          const url = articleUrl(category, article, language);
          return (
            <li key={article.id} className="news-item">
              {article.publishedAt ? (
                <time className="news-item__date" dateTime={article.publishedAt}>
                  {formatDate(article.publishedAt, language)}
                </time>
              ) : null}
              <ItemHeading className="news-item__title">
                {url ? <Link to={url}>{article.title}</Link> : article.title}
              </ItemHeading>
              {article.summary ? <p>{article.summary}</p> : null}
              {article.documents.length ? <DownloadList documents={article.documents} /> : null}
            </li>
          );
        })}
      </ul>
    </ModuleSection>
  );
}
