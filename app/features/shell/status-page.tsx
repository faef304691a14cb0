import { useTranslation } from "react-i18next";
import { StatusMessage } from "../../components/ui/status-message.tsx";
import { defaultLanguage, isLanguage } from "../../i18n/languages.ts";
import { pageUrl } from "../../routing/route-table.ts";

const codes = { notFound: "404", error: "500" } as const;

// spec §2: the 404 page offers a way back home (the search form joins it with the search capability).
export function StatusPage({ kind }: { kind: keyof typeof codes }) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : defaultLanguage;
  return (
    <StatusMessage
      code={codes[kind]}
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
