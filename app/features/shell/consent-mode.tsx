import { useState } from "react";
import { useNonce } from "#app/http/nonce.ts";
import type { Consent } from "#app/model/consent/consent.ts";
import { consentScript, type TagIds } from "#app/model/consent/consent-script.ts";

/**
 * Google Consent Mode v2 and the agency's tags (app/consent/consent-script.ts), first thing in the head.
 * The browser runs it once, with this request's nonce; later choices reach it through window.applyConsent.
 */
export function ConsentMode({ tags, stored }: { tags: TagIds; stored: Consent | undefined }) {
  const nonce = useNonce();
  // The text the page was served with; React must neither change nor re-run it.
  const [script] = useState(() => consentScript(tags, stored));
  return (
    <script
      nonce={nonce || undefined}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our own script, its data JSON-escaped
      dangerouslySetInnerHTML={{ __html: script }}
    />
  );
}
