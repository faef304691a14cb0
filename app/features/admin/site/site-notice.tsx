import type { ParseKeys } from "i18next";
import { useTranslation } from "react-i18next";

/**
 * What the last form of a preview or history page did (ADR 056, 061), or why it changed nothing (a key
 * of a refused form's errors, `adminSite:errors.…`), announced to screen readers.
 */
export function SiteNotice({ done, refused }: { done?: string | undefined; refused?: string[] }) {
  const { t } = useTranslation("adminSite");
  if (refused?.length)
    return (
      <div className="desk-notice" role="alert">
        {refused.map((key) => (
          <p key={key}>{t(key as ParseKeys<"adminSite">)}</p>
        ))}
      </div>
    );
  return done ? (
    <p className="desk-notice" role="status">
      {done}
    </p>
  ) : null;
}
