import { useTranslation } from "react-i18next";
import { ResponsivePhoto } from "#app/components/ui/responsive-photo.tsx";
import { formatDate } from "#app/domain/dates.ts";
import { useLanguage } from "#app/i18n/use-language.ts";
import type { ArticleView } from "#app/model/content/article-view.ts";
import { ArticleBody } from "./article-body.tsx";
import { DownloadList } from "./download-list.tsx";
import { Rating } from "./rating.tsx";

/** One article in full: date, photo, text, the testimonial's stars, and its files to download. */
export function ArticlePage({
  article,
  category,
}: {
  article: ArticleView;
  category?: string | undefined;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { rating } = article.details;
  return (
    <article className="article container">
      {article.publishedAt && category === "news" ? (
        <p className="article__date">
          <time dateTime={article.publishedAt}>{formatDate(article.publishedAt, language)}</time>
        </p>
      ) : null}
      {article.image ? (
        <ResponsivePhoto
          photo={article.image}
          alt=""
          sizes="(min-width: 1280px) 48rem, 100vw"
          priority="eager"
        />
      ) : null}
      {rating ? <Rating value={rating} /> : null}
      <ArticleBody html={article.body} />
      {article.documents.length ? (
        <section className="article__downloads" aria-labelledby="downloads-heading">
          <h2 id="downloads-heading">{t("content.downloads")}</h2>
          <DownloadList documents={article.documents} />
        </section>
      ) : null}
    </article>
  );
}
