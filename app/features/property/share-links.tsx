import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Icon } from "#app/components/ui/icon.tsx";
import { useHydrated } from "#app/components/ui/use-hydrated.ts";
import { mailtoUrl, shareNetworks, shareUrl } from "#app/domain/share-links.ts";

/**
 * Share the property: plain links to each network's share address (no third-party script), an
 * e-mail, and the link to copy (a button with JavaScript; without it the address in a field).
 */
export function ShareLinks({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation("property");
  const hydrated = useHydrated();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      // No clipboard (an insecure origin, a refusal): the address is in the page's own bar.
    }
  };
  return (
    <section className="share-links" aria-labelledby="share-title">
      <h2 id="share-title" className="share-links__title">
        {t("share.title")}
      </h2>
      <ul className="share-links__list">
        <li>
          <a
            className="share-links__link"
            href={mailtoUrl(url, title)}
            aria-label={t("share.email")}
          >
            <Icon name="mail" />
          </a>
        </li>
        {shareNetworks.map((network) => (
          <li key={network}>
            <a
              className="share-links__link"
              href={shareUrl(network, url, title)}
              target="_blank"
              rel="noopener"
              aria-label={`${t(`share.${network}`)} ${t("share.newTab")}`}
            >
              <Icon name={network} />
            </a>
          </li>
        ))}
        {hydrated ? (
          <li>
            <button
              type="button"
              className="share-links__link"
              onClick={copy}
              aria-label={t("share.copy")}
            >
              <Icon name="link" />
            </button>
          </li>
        ) : null}
      </ul>
      {hydrated ? (
        <p className="share-links__status" role="status">
          {copied ? t("share.copied") : ""}
        </p>
      ) : (
        <label className="share-links__field">
          <span>{t("share.link")}</span>
          <input type="url" readOnly value={url} />
        </label>
      )}
    </section>
  );
}
