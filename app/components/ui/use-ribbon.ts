import { useTranslation } from "react-i18next";
import type { PropertyCard } from "#app/model/catalogue/property-card.ts";

/** The ribbon over a property: its state once no longer simply available, else its marquee (docs/requirements.md §3). */
export function useRibbon(status: PropertyCard["status"], marqueeName: string | undefined) {
  const { t } = useTranslation();
  return status === "available" ? marqueeName : t(`offer.status.${status}`);
}
