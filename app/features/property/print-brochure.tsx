import { useTranslation } from "react-i18next";
import { useLoaderData, useRouteLoaderData } from "react-router";
import { AgencyLogo } from "#app/components/ui/agency-logo.tsx";
import { QrSvg } from "#app/components/ui/qr-svg.tsx";
import { formatPhone } from "#app/domain/phone.ts";
import type { QrCode } from "#app/domain/qr-code.ts";
import type { PropertyPage } from "#app/model/catalogue/property-page.ts";
import type { ShellView } from "#app/model/config/shell-view.ts";
import type { AgencyContact } from "#app/model/content/module-view.ts";
import {
  offeredWidths,
  type Photo,
  type VariantWidth,
  variantUrl,
} from "#app/model/media/image-variants.ts";
import { PrintButton } from "./print-button.tsx";

/** What the site layout's loader gives every page (routes/site/layout.tsx). */
interface SiteData {
  siteName: string;
  shell: ShellView;
}

// docs/requirements.md §2 Property detail "print": the page printed is an A4 brochure (print.css). Its parts that only
// paper needs are here, hidden on screen: the agency's letterhead, a few photos, and a footer with the
// agency's contact and a QR code to the page. The photos are not lazy, since a printout does not wait
// for lazy images; they come at one width whatever the screen (the one the desktop gallery loads anyway),
// so that on screen they cost little.
// The QR code comes from the page's loader (`printQr`): drawn on the server, it adds no code to the browser.
export function PrintBrochure(props: {
  property: PropertyPage;
  agency?: AgencyContact | undefined;
}) {
  const { property, agency } = props;
  const { t } = useTranslation("property");
  const qr = useLoaderData<{ printQr?: QrCode }>().printQr;
  const site = useRouteLoaderData<SiteData>("site");
  const logo = site?.shell.logo;
  const [main, ...more] = property.photos.slice(0, 3);
  const total = property.photos.length;
  return (
    <>
      <PrintButton />
      <div className="print-only print-letterhead">
        {logo ? (
          <AgencyLogo className="print-letterhead__logo" logo={logo} name={site?.siteName ?? ""} />
        ) : (
          <p className="print-letterhead__name">{site?.siteName}</p>
        )}
        <p>{t("property.reference", { id: property.id })}</p>
      </div>
      {main ? (
        <div className="print-only print-photos" data-count={1 + more.length}>
          <PrintPhoto photo={main} width={600} alt={property.title} />
          {more.map((photo, index) => (
            <PrintPhoto
              key={photo.key}
              photo={photo}
              width={400}
              alt={t("property.photo", { number: index + 2, total })}
            />
          ))}
        </div>
      ) : null}
      <div className="print-only print-footer">
        {agency ? (
          <div className="print-footer__contact">
            <h2>{t("print.contact")}</h2>
            <p>
              <strong>{agency.name}</strong>
              <br />
              {[agency.street, `${agency.zip} ${agency.city}`].filter(Boolean).join(", ")}
              <br />
              {formatPhone(agency.phone)} · {agency.email}
            </p>
          </div>
        ) : null}
        {qr ? (
          <div className="print-footer__qr">
            <QrSvg qr={qr} label={t("print.qr")} />
            <p>{t("print.qrText")}</p>
          </div>
        ) : null}
      </div>
    </>
  );
}

/** A photo at one width (or its original's, when smaller), in the best format the browser takes. */
function PrintPhoto({ photo, width, alt }: { photo: Photo; width: VariantWidth; alt: string }) {
  const at =
    offeredWidths(photo)
      .filter((w) => w <= width)
      .at(-1) ?? 100;
  return (
    <picture>
      <source type="image/avif" srcSet={variantUrl(photo.key, at, "avif")} />
      <source type="image/webp" srcSet={variantUrl(photo.key, at, "webp")} />
      <img
        src={variantUrl(photo.key, at, "jpg")}
        width={photo.width}
        height={photo.height}
        alt={alt}
      />
    </picture>
  );
}
