import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link, useFetcher, useLocation } from "react-router";
import { Field } from "#app/components/ui/form/field.tsx";
import { SubmitButton } from "#app/components/ui/form/submit-button.tsx";
import { keepFocusInside } from "#app/components/ui/keep-focus-inside.ts";
import { useLanguage } from "#app/i18n/use-language.ts";
import type { ShellView } from "#app/model/config/shell-view.ts";
import {
  type Consent,
  type ConsentChoice,
  consentCookieText,
  consentFlags,
  consentOfChoice,
  isConsentChoice,
} from "#app/model/consent/consent.ts";
import { pageUrl } from "#app/routing/route-table.ts";
import type { ConsentDialogState } from "./use-consent-dialog.ts";

// docs/requirements.md §2 Cookie dialog, §4: agree all, decline all, or choose per category. Without JavaScript it is a
// panel at the foot of the screen whose form posts to /consent and comes back to this page; with it, a
// modal dialog (the page behind is inert, so nothing it covers can hold focus) that sends the choice in
// the background, tells the tags at once (window.applyConsent) and closes. The choice is in the cookie
// from the click on: a link followed at once, even to a page loaded anew, does not ask again.
export function ConsentDialog({
  state,
  expiryDays,
  texts,
}: {
  state: ConsentDialogState;
  expiryDays: number;
  /** The agency's own title and text (issue 27 "Settings"), else the site's. */
  texts: ShellView["consentTexts"];
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { pathname, search } = useLocation();
  const fetcher = useFetcher();
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element || element.matches(":modal")) return;
    element.close();
    element.showModal();
    element.focus();
  }, []);

  function send(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter);
    // Without returnTo, /consent answers with data instead of sending the browser back.
    form.delete("returnTo");
    const fields = Object.fromEntries(form);
    if (!isConsentChoice(fields.choice)) return;
    // The server validates the choice; here it only has to be read.
    const consent = consentOfChoice(fields as ConsentChoice);
    // biome-ignore lint/suspicious/noDocumentCookie: set before anything else happens, synchronously.
    document.cookie = consentCookieText(consent, expiryDays, window.location.protocol === "https:");
    window.applyConsent?.(consent);
    state.chose(consent);
    fetcher.submit(form, { method: "post", action: "/consent" });
    dialog.current?.close();
  }

  return (
    <dialog
      ref={dialog}
      open
      className="consent"
      aria-labelledby="consent-title"
      aria-describedby="consent-intro"
      tabIndex={-1}
      // The close() that turns the served dialog modal fires a close event too: the dialog is open again by then.
      onClose={(event) => {
        if (!event.currentTarget.open) state.closed();
      }}
      onKeyDown={keepFocusInside}
    >
      <form method="post" action="/consent" onSubmit={send}>
        <input type="hidden" name="returnTo" value={`${pathname}${search}`} />
        <h2 id="consent-title" className="consent__title">
          {texts.title ?? t("consent.title")}
        </h2>
        <p id="consent-intro" className="consent__intro">
          {texts.intro ?? t("consent.intro")}
        </p>
        <p className="consent__policy">
          <Link to={pageUrl("cookiePolicy", language)}>{t("consent.policy")}</Link>
        </p>
        <div className="consent__actions">
          <SubmitButton fetcher={fetcher} className="button" name="choice" value="agree-all">
            {t("consent.agreeAll")}
          </SubmitButton>
          <SubmitButton
            fetcher={fetcher}
            className="button button--outline"
            name="choice"
            value="decline-all"
          >
            {t("consent.declineAll")}
          </SubmitButton>
        </div>
        <details className="consent__settings" open={state.settings}>
          <summary>{t("consent.customize")}</summary>
          <fieldset className="consent__categories">
            <legend className="visually-hidden">{t("consent.categoriesLegend")}</legend>
            <ConsentCategory flag="necessary" checked />
            {consentFlags.map((flag) => (
              <ConsentCategory key={flag} flag={flag} checked={state.consent?.[flag] ?? false} />
            ))}
          </fieldset>
          <SubmitButton fetcher={fetcher} className="button" name="choice" value="save">
            {t("consent.save")}
          </SubmitButton>
        </details>
      </form>
    </dialog>
  );
}

/** One category as a switch with its purpose; the necessary one is always on and cannot be changed. */
function ConsentCategory({ flag, checked }: { flag: keyof Consent; checked: boolean }) {
  const { t } = useTranslation();
  const locked = flag === "necessary";
  return (
    <Field
      check
      className="consent__category"
      id={`consent-${flag}`}
      name={locked ? undefined : flag}
      value={checked ? "on" : undefined}
      disabled={locked}
      label={
        <>
          {t(`consent.categories.${flag}.name`)}
          {locked ? <span className="consent__always">{t("consent.alwaysOn")}</span> : null}
        </>
      }
      hint={t(`consent.categories.${flag}.description`)}
    />
  );
}
