import { useTranslation } from "react-i18next";
import { Icon } from "#app/components/ui/icon.tsx";
import type { ArticleView } from "#app/model/content/article-view.ts";
import { fileUrl } from "#app/model/media/image-variants.ts";

/** An article's files (docs/requirements.md §2 documents: purchase offer, tenant sheet, meter readings) as PDF links. */
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
