import { useTranslation } from "react-i18next";
import { StatusMessage } from "../../components/ui/status-message.tsx";
import { useLanguage } from "../../i18n/use-language.ts";
import { pageUrl } from "../../routing/route-table.ts";

// spec §2: the 404 page offers a way back home (the search form joins it with the search capability).
// Any other failure gets a calm apology with the same way back, never a technical detail.
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
        <a className="button" href={pageUrl("home", language)}>
          {t(`${kind}.backHome`)}
        </a>
      }
    />
  );
}
