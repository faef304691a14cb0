import { useTranslation } from "react-i18next";

export function SiteFooter({ siteName, year }: { siteName: string; year: number }) {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      <div className="container">
        <p>{t("shell.copyright", { year, name: siteName })}</p>
      </div>
    </footer>
  );
}
