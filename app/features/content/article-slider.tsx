import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Icon } from "#app/components/ui/icon.tsx";
import { useLanguage } from "#app/i18n/use-language.ts";
import type { CategoryProps } from "./article-cards.tsx";
import { articleUrl } from "./article-link.ts";
import { ModuleSection } from "./module-section.tsx";
import { Rating } from "./rating.tsx";

// docs/requirements.md §2 home: a testimonials slider (up to 40 items). The row scrolls by touch, wheel or keyboard on
// its own; the buttons move one card. It never moves by itself: text that slides away while being
// read fails WCAG 2.2.2, so the autoplay of the spec's sliders is kept for photos (home banner).
export function ArticleSlider({ module, category, articles }: CategoryProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const track = useRef<HTMLUListElement>(null);
  const move = (direction: 1 | -1) => {
    const list = track.current;
    const card = list?.firstElementChild as HTMLElement | null;
    if (!list || !card) return;
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    list.scrollBy({
      left: direction * (card.offsetWidth + 16),
      behavior: reduce ? "auto" : "smooth",
    });
  };
  return (
    <ModuleSection module={module} fallbackTitle={t("content.testimonials")} className="slider">
      <div className="slider__controls">
        <button type="button" className="icon-button" onClick={() => move(-1)}>
          <Icon name="chevronLeft" />
          <span className="visually-hidden">{t("content.previous")}</span>
        </button>
        <button type="button" className="icon-button" onClick={() => move(1)}>
          <Icon name="chevronRight" />
          <span className="visually-hidden">{t("content.next")}</span>
        </button>
      </div>
      <ul
        className="slider__track"
        ref={track}
        aria-label={module.title ?? t("content.testimonials")}
      >
        {articles.map((article) => {
          const url = articleUrl(category, article, language);
          return (
            <li key={article.id} className="quote-card">
              {article.details.rating ? <Rating value={article.details.rating} /> : null}
              <blockquote>
                <p>{article.summary}</p>
              </blockquote>
              <p className="quote-card__author">
                {url ? <Link to={url}>{article.title}</Link> : article.title}
              </p>
            </li>
          );
        })}
      </ul>
    </ModuleSection>
  );
}
