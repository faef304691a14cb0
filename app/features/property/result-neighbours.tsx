import { useTranslation } from "react-i18next";
import { Link } from "react-router";

export interface ResultNeighbours {
  back: string;
  previous?: string | undefined;
  next?: string | undefined;
}

/** Previous / back to the results / next, for a visitor who came from a listing (docs/requirements.md §12). */
export function ResultNeighboursNav({ links }: { links: ResultNeighbours }) {
  const { t } = useTranslation("listings");
  return (
    <nav className="result-neighbours container" aria-label={t("results.neighbours")}>
      {links.previous ? (
        <Link to={links.previous} rel="prev" className="result-neighbours__previous">
          <span aria-hidden="true">← </span>
          {t("results.previous")}
        </Link>
      ) : (
        <span />
      )}
      <Link to={links.back} className="result-neighbours__back">
        {t("results.back")}
      </Link>
      {links.next ? (
        <Link to={links.next} rel="next" className="result-neighbours__next">
          {t("results.next")}
          <span aria-hidden="true"> →</span>
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
