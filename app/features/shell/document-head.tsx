import frauncesFaces from "@fontsource-variable/fraunces/wght.css?inline";
import interFaces from "@fontsource-variable/inter/wght.css?inline";
import { useNonce } from "#app/http/nonce.ts";
import { iconUrl, type SiteIcon } from "#app/seo/site-icon.ts";

/**
 * The styles too small to be worth a request: the configured colours, and the font faces (their files
 * load only for characters on the page). The faces wait for the first paint (ADR 025): their sheet
 * matches no media until the script that loads after that paint turns it on
 * (app/http/after-first-paint.server.ts); without JavaScript, the copy in <noscript> applies at once. Inline
 * styles run under the content security policy with this request's nonce; the browser hides the nonce
 * from script, so React must not compare it on hydration.
 */
export function InlineStyles({ theme }: { theme: string }) {
  const nonce = useNonce() || undefined;
  return (
    <>
      <InlineStyle nonce={nonce} css={theme} />
      <InlineStyle nonce={nonce} css={webFonts} media="not all" fontsAfterPaint />
      <noscript>
        <InlineStyle nonce={nonce} css={webFonts} />
      </noscript>
    </>
  );
}

const webFonts = `${interFaces}${frauncesFaces}`;

function InlineStyle(props: {
  nonce: string | undefined;
  css: string;
  media?: string;
  fontsAfterPaint?: boolean;
}) {
  return (
    <style
      nonce={props.nonce}
      media={props.media}
      data-fonts-after-paint={props.fontsAfterPaint}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the font packages' CSS and our validated colours
      dangerouslySetInnerHTML={{ __html: props.css }}
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
