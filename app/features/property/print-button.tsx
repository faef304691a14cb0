import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Icon } from "#app/components/ui/icon.tsx";

/**
 * Prints the page as its brochure (print.css). Printing needs JavaScript, so the server's HTML keeps the
 * button hidden (no dead control without it) in a row that already holds its place: showing it once the
 * page runs moves nothing. The browser's own print command gives the same brochure in either case.
 */
export function PrintButton() {
  const { t } = useTranslation("property");
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  return (
    <div className="print-toolbar">
      <button
        type="button"
        className="button button--outline print-toolbar__button"
        hidden={!ready}
        onClick={() => window.print()}
      >
        <Icon name="print" />
        {t("print.button")}
      </button>
    </div>
  );
}
