import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatNumber } from "#app/domain/numbers.ts";
import { useLanguage } from "#app/i18n/use-language.ts";
import type { SearchBlockView } from "#app/model/config/search-block-view.ts";
import { variantUrl } from "#app/model/media/image-variants.ts";
import { pageUrl } from "#app/routing/route-table.ts";
import { SearchBox } from "./search-box.tsx";

interface HomeSearchProps {
  block: SearchBlockView;
  /** The search data file of the page's language and the current content (docs/requirements.md §7). */
  dataUrl: string;
}

// docs/requirements.md §2 Home page search block. Without JavaScript it is a GET form to the listing with the text as
// `q`: For sale by default (Enter), For rent through the second button's formaction.
export function HomeSearch({ block, dataUrl }: HomeSearchProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const counts = block.buttonCounts;
  const label = (text: string, count: number | undefined) =>
    count ? `${text} (${formatNumber(count)})` : text;
  return (
    <search className="container home-search" aria-label={block.title ?? t("homeSearch.label")}>
      <div className="home-search__inner">
        {block.logo ? (
          <Link className="home-search__logo" to={pageUrl("home", language)}>
            <img
              src={variantUrl(block.logo.key, 400, "webp")}
              width={block.logo.width}
              height={block.logo.height}
              alt={`${t("shell.home")}: ${block.agencyName ?? ""}`}
            />
          </Link>
        ) : null}
        {block.title ? <h2 className="home-search__title">{block.title}</h2> : null}
        {block.descriptions.map((text) => (
          <p key={text} className="home-search__description">
            {text}
          </p>
        ))}
        <form className="home-search__form" method="get" action={pageUrl("forSale", language)}>
          <SearchBox dataUrl={dataUrl} />
          <div className="home-search__buttons">
            <button type="submit" className="button">
              {label(t("offer.forSale"), counts?.sale)}
            </button>
            <button
              type="submit"
              className="button button--outline"
              formAction={pageUrl("forRent", language)}
            >
              {label(t("offer.forRent"), counts?.rent)}
            </button>
          </div>
        </form>
      </div>
    </search>
  );
}
