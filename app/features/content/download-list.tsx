import { useTranslation } from "react-i18next";
import { fileUrl } from "../../catalogue/image-variants.ts";
import { Icon } from "../../components/ui/icon.tsx";
import type { ArticleView } from "../../content/article-view.ts";

/** An article's files (spec §2 documents: purchase offer, tenant sheet, meter readings) as PDF links. */
export function DownloadList({ documents }: { documents: ArticleView["documents"] }) {
  const { t } = useTranslation();
  return (
    <ul className="downloads">
      {documents.map((document) => (
        <li key={document.key}>
          <a href={fileUrl(document.key, document.name)} download>
            <Icon name="download" />
            {document.name}
            <span className="visually-hidden"> ({t("content.pdf")})</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
