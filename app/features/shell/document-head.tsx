import frauncesFaces from "@fontsource-variable/fraunces/wght.css?inline";
import interFaces from "@fontsource-variable/inter/wght.css?inline";
import { useNonce } from "#app/http/nonce.ts";
import { iconUrl, type SiteIcon } from "#app/seo/site-icon.ts";

/**
 * The styles a first paint needs and that are too small to be worth a request: the font faces
 * (their files load only for characters on the page) and the configured colours. Inline styles run
 * under the content security policy with this request's nonce; the browser hides the nonce from
 * script, so React must not compare it on hydration.
 */
export function InlineStyles({ theme }: { theme: string }) {
  const nonce = useNonce() || undefined;
  return (
    <style
      nonce={nonce}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the font packages' CSS and our validated colours
      dangerouslySetInnerHTML={{ __html: `${interFaces}${frauncesFaces}${theme}` }}
    />
  );
}

/** The site's icon for browser tabs and home screens, and the web manifest (routes/site-icon.ts). */
export function SiteIconLinks({ icon }: { icon: SiteIcon }) {
  return (
    <>
      <link
        rel="icon"
        href={icon.key ? iconUrl(icon, "192.png") : iconUrl(icon, "icon.svg")}
        type={icon.key ? "image/png" : "image/svg+xml"}
      />
      <link rel="apple-touch-icon" href={iconUrl(icon, "180.png")} />
      <link rel="manifest" href="/manifest.webmanifest" />
      <meta name="theme-color" content={icon.brand} />
    </>
  );
}
