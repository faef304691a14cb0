import { useTranslation } from "react-i18next";
import { formatEuro } from "#app/domain/price.ts";

/** A project's prices: "Prices from € 225.000 to € 307.500", or "from € 225.000" with one bound. */
export function PriceRangeText({
  min,
  max,
}: {
  min?: number | undefined;
  max?: number | undefined;
}) {
  const { t } = useTranslation(["property", "common"]);
  if (!min) return null;
  return max && max > min
    ? t("property.priceRange", { min: formatEuro(min), max: formatEuro(max) })
    : `${t("common:offer.from")} ${formatEuro(min)}`;
}
