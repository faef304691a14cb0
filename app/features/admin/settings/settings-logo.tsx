import { useTranslation } from "react-i18next";
import { offeredWidths, variantUrl } from "#app/model/media/image-variants.ts";

// Issue 27 "Settings": the logo chosen, drawn at the heights the public header gives it (site-config.ts
// header.logoHeight: at the top of the page, and once scrolled), so that the agency sees whether it
// reads at that size before publishing.

export interface LogoHeight {
  top: number;
  scrolled: number;
}

function logoOf(value: string): { key: string; width: number; height: number } | undefined {
  try {
    const { key, width, height } = JSON.parse(value) as Record<string, unknown>;
    return typeof key === "string" && typeof width === "number" && typeof height === "number"
      ? { key, width, height }
      : undefined;
  } catch {
    return undefined;
  }
}

export function LogoAtHeaderSize({ value, heights }: { value: string; heights: LogoHeight }) {
  const { t } = useTranslation("adminSettings");
  const logo = logoOf(value);
  if (!logo) return null;
  const sizes = [
    { height: heights.top, label: t("page.logoTop", { height: heights.top }) },
    { height: heights.scrolled, label: t("page.logoScrolled", { height: heights.scrolled }) },
  ];
  return (
    <div className="settings-logo">
      {sizes.map(({ height, label }) => {
        const width = Math.round((logo.width * height) / logo.height);
        // Sharp on a high-density screen: the smallest variant at least twice as wide as drawn.
        const widths = offeredWidths(logo);
        const variant = widths.find((w) => w >= width * 2) ?? widths.at(-1) ?? 400;
        return (
          <figure key={label} className="settings-logo__size">
            <div className="settings-logo__header">
              <img
                src={variantUrl(logo.key, variant, "webp")}
                width={width}
                height={height}
                alt=""
              />
            </div>
            <figcaption>{label}</figcaption>
          </figure>
        );
      })}
    </div>
  );
}
