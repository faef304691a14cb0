import { useTranslation } from "react-i18next";
import { QrSvg } from "#app/components/ui/qr-svg.tsx";
import type { QrCode } from "#app/domain/qr-code.ts";

/** The app's setup (ADR 049): its QR code or key, then the code form given as children. */
export function TwoStepSetup({
  setup,
  children,
}: {
  setup: { qr: QrCode; key: string };
  children: React.ReactNode;
}) {
  const { t } = useTranslation("admin");
  return (
    <ol className="desk-steps">
      <li>
        <p>{t("twoStep.scan")}</p>
        <div className="desk-steps__qr">
          <QrSvg qr={setup.qr} label={t("twoStep.qr")} />
        </div>
        <p>{t("twoStep.key")}</p>
        <p>
          <code className="desk-steps__key">{setup.key}</code>
        </p>
      </li>
      <li>
        <p>{t("twoStep.enter")}</p>
        {children}
      </li>
    </ol>
  );
}

/** The recovery codes, shown once, and the way on to the desk (the session is open already). */
export function RecoveryCodes({ codes, next }: { codes: string[]; next: string }) {
  const { t } = useTranslation("admin");
  return (
    <>
      <ul className="desk-codes" aria-label={t("twoStep.codesLabel")}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <p>
        <a className="button" href={next}>
          {t("twoStep.continue")}
        </a>
      </p>
    </>
  );
}
