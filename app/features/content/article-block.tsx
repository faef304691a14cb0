import type { ArticleView } from "#app/model/content/article-view.ts";
import type { ModuleView } from "#app/model/content/module-view.ts";
import { ArticleBody } from "./article-body.tsx";
import { ModuleSection } from "./module-section.tsx";

// docs/requirements.md §2 About us: "an article" module shows the article's title and text.
export function ArticleBlock({ module, article }: { module: ModuleView; article: ArticleView }) {
  return (
    <ModuleSection module={module} fallbackTitle={article.title} className="article-block">
      <ArticleBody html={article.body} />
    </ModuleSection>
  );
}
