import type { ParseKeys } from "i18next";
import { useTranslation } from "react-i18next";

// What the last form did (a `?done=` after its 303) or why it changed nothing (ADR 050: the last
// admin, a role the member has already...), in words, announced to screen readers.
export function StaffNotice({
  done,
  refused,
  count,
}: {
  /** A key of `adminStaff:done`. */
  done?: string | undefined;
  /** A key of `adminStaff:errors`. */
  refused?: string | undefined;
  /** How many sessions ended, for the `ended` notice. */
  count?: number | undefined;
}) {
  const { t } = useTranslation("adminStaff");
  if (refused)
    return (
      <p className="staff-notice staff-notice--refused" role="alert">
        {t(`errors.${refused}` as ParseKeys<"adminStaff">)}
      </p>
    );
  if (!done) return null;
  return (
    <p className="staff-notice" role="status">
      {t(`done.${done}` as ParseKeys<"adminStaff">, { count })}
    </p>
  );
}
