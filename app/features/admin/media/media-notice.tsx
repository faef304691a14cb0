import type { ParseKeys } from "i18next";
import { useTranslation } from "react-i18next";

/** What the last form did (a `?done=` after its 303), announced to screen readers. */
export function MediaNotice({ done }: { done: string | undefined }) {
  const { t } = useTranslation("adminMedia");
  if (!done) return null;
  return (
    <p className="desk-notice" role="status">
      {t(`done.${done}` as ParseKeys<"adminMedia">)}
    </p>
  );
}
