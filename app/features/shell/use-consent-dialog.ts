import { useState } from "react";
import { useLocation, useMatches } from "react-router";
import { asksConsent, type Consent } from "#app/model/consent/consent.ts";

export interface ConsentDialogState {
  open: boolean;
  /** The choice to show in the settings panel: made on this page, else stored, else none. */
  consent: Consent | undefined;
  /** Opened from "Cookie settings": the panel with every category starts unfolded. */
  settings: boolean;
  openSettings(): void;
  chose(consent: Consent): void;
  closed(): void;
}

/**
 * When the cookie dialog shows (docs/requirements.md §2 Cookie dialog): on a first visit, except on "preview" paths and on
 * the cookie policy itself (so that it can be read), until a choice is made or Escape puts it off for
 * this visit; and whenever the visitor asks for the cookie settings.
 */
export function useConsentDialog(stored: Consent | undefined): ConsentDialogState {
  const { pathname } = useLocation();
  const onPolicy = useMatches().at(-1)?.id.startsWith("cookiePolicy.") ?? false;
  const [chosen, setChosen] = useState<Consent>();
  const [settings, setSettings] = useState(false);
  const [putOff, setPutOff] = useState(false);
  const consent = chosen ?? stored;
  return {
    open: settings || (!putOff && !onPolicy && asksConsent(consent, pathname)),
    consent,
    settings,
    openSettings: () => setSettings(true),
    chose: setChosen,
    closed() {
      setSettings(false);
      setPutOff(true);
    },
  };
}
