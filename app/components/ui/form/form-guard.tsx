import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { type GuardView, guardFields } from "#app/model/guard/guard.ts";
import { type CaptchaStatus, useCaptcha } from "./use-captcha.ts";

interface FormGuardProps {
  /** The form's id (formView's), for unique ids on a page with several forms. */
  id: string;
  /** From the page's loader: `guard: await guardView(db)` (services/guard/guard-view.server.ts). */
  guard: GuardView;
}

const statusMessages = {
  idle: "guard.idle",
  solving: "guard.solving",
  solved: "guard.solved",
  failed: "guard.failed",
} as const satisfies Record<CaptchaStatus, string>;

/**
 * The anti-abuse fields of a lead form, one line inside it (ADR 023): a honeypot a person
 * never sees, the signed time the form was rendered, and the captcha, which solves itself in a Web
 * Worker and says so in a live region. Without JavaScript the captcha stays hidden and the form goes
 * without it (the lead is then stored as unverified). The page must send the `leads` messages.
 */
export function FormGuard({ id, guard }: FormGuardProps) {
  const { t } = useTranslation("leads");
  const root = useRef<HTMLDivElement>(null);
  const captcha = useCaptcha(guard.challengeUrl, root);
  const message = captcha.held ? "guard.captchaRequired" : statusMessages[captcha.status];
  return (
    <div ref={root} className="form-guard">
      <div className="visually-hidden" aria-hidden="true">
        <label htmlFor={`${id}-${guardFields.honeypot}`}>{t("guard.honeypot")}</label>
        <input
          id={`${id}-${guardFields.honeypot}`}
          name={guardFields.honeypot}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      <input type="hidden" name={guardFields.formTime} value={guard.formTime} />
      <input type="hidden" name={guardFields.captcha} value={captcha.payload} data-captcha="" />
      <fieldset
        className="captcha"
        aria-labelledby={`${id}-captcha-label`}
        data-status={captcha.status}
        hidden={!captcha.ready}
      >
        <span className="captcha__mark" aria-hidden="true" />
        <span id={`${id}-captcha-label`} className="captcha__label">
          {t("guard.label")}
        </span>
        <p className="captcha__status" role="status">
          {t(message)}
        </p>
        {captcha.status === "failed" ? (
          <button type="button" className="captcha__retry" onClick={captcha.retry}>
            {t("guard.retry")}
          </button>
        ) : null}
      </fieldset>
    </div>
  );
}
