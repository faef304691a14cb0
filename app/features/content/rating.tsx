import { useTranslation } from "react-i18next";

/** A testimonial's stars, read out as "5 out of 5 stars". */
export function Rating({ value }: { value: number }) {
  const { t } = useTranslation();
  return (
    <p className="rating">
      <span aria-hidden="true">{"★".repeat(value)}</span>
      <span className="visually-hidden">{t("content.rating", { count: value })}</span>
    </p>
  );
}
