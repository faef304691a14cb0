import type { ParseKeys } from "i18next";
import { useTranslation } from "react-i18next";

/** What a control's aria-describedby names: its hint, then its error, when there are any. */
export function describedBy(id: string, hint: React.ReactNode, error: string | undefined) {
  const ids = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean);
  return ids.length > 0 ? ids.join(" ") : undefined;
}

interface FieldMessagesProps {
  id: string;
  hint: React.ReactNode;
  /** A translation key. */
  error: string | undefined;
}

/** The hint and the error of one field or group, with the ids describedBy gives. */
export function FieldMessages({ id, hint, error }: FieldMessagesProps) {
  const { t } = useTranslation();
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {t(error as ParseKeys)}
        </p>
      ) : null}
    </>
  );
}
