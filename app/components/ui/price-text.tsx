import { useTranslation } from "react-i18next";
import { type PriceInput, priceDisplay } from "#app/domain/price.ts";

/** A price as visitors read it: "€ 325.000", "from € 225.000", "€ 950/month" or "Price on request". */
export function PriceText({ price }: { price: PriceInput }) {
  const { t } = useTranslation();
  const display = priceDisplay(price);
  if (display.kind === "onRequest") return t("offer.onRequest");
  return (
    <>
      {display.from ? <span className="price__from">{t("offer.from")} </span> : null}
      {display.text}
      {display.perMonth ? <span className="price__unit">{t("offer.perMonth")}</span> : null}
    </>
  );
}
