import { useTranslation } from "react-i18next";
import { StatusMessage } from "#app/components/ui/status-message.tsx";
import { useLanguage } from "#app/i18n/use-language.ts";
import { pageUrl } from "#app/routing/route-table.ts";
import { PropertySearch } from "./property-search.tsx";

// docs/requirements.md §2: the 404 page offers a property search and a way back home. Any other failure gets a calm
// apology with the same way back, never a technical detail.
export function StatusPage({ status }: { status: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const kind = status === 404 ? "notFound" : "error";
  return (
    <StatusMessage
      code={String(status)}
      heading={t(`${kind}.heading`)}
      text={t(`${kind}.text`)}
      action={
        <>
          {status === 404 ? <PropertySearch /> : null}
          <a className="button button--outline" href={pageUrl("home", language)}>
            {t(`${kind}.backHome`)}
          </a>
        </>
      }
    />
  );
}
