import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import { siteContext, visitorContext } from "#app/contexts.ts";
import { ConsentMode } from "#app/features/shell/consent-mode.tsx";
import { InlineStyles, SiteIconLinks } from "#app/features/shell/document-head.tsx";
import { errorSpeech, errorStatus, Localized } from "#app/features/shell/localized.tsx";
import { StatusPage } from "#app/features/shell/status-page.tsx";
import { previewMiddleware } from "#app/middleware/preview.server.ts";
import { siteMiddleware } from "#app/middleware/site.server.ts";
import { visitorMiddleware } from "#app/middleware/visitor.server.ts";
import { siteTheme, themeCss } from "#app/model/config/theme.ts";
import { isDeskPath } from "#app/routing/desk-paths.ts";
import { isLinkTokenPage } from "#app/routing/link-token-pages.ts";
import { revalidateOnLanguage } from "#app/routing/revalidate-on-language.ts";
import { siteNameOf } from "#app/seo/page-description.server.ts";
import { siteIcon } from "#app/seo/site-icon.ts";
import type { Route } from "./+types/root";
import stylesheet from "./styles/app.css?url";

// The document only (ADR 009): html, head, fonts, styles, scripts. Each area's layout route (routes/site/
// layout.tsx for the public site) draws its shell and catches its errors; this boundary catches what
// happens before any layout has data (a database that does not answer).

// Site and visitor are resolved once per request for every route below (app/middleware/), after an
// admin's preview pass is checked (ADR 061).
export const middleware: Route.MiddlewareFunction[] = [
  previewMiddleware,
  siteMiddleware,
  visitorMiddleware,
];

// Self-hosted fonts (no third-party request), their faces inlined (InlineStyles) and turned on after
// the first paint, as the scripts are (ADR 025): nothing but the page, its one stylesheet and its first
// photo competes for a slow phone's connection before the page is drawn. The app's CSS is the one
// render-blocking stylesheet.
export function loader({ url, context }: Route.LoaderArgs) {
  const { config } = context.get(siteContext);
  const { language, consent } = context.get(visitorContext);
  return {
    language,
    theme: themeCss(siteTheme(config)),
    icon: siteIcon(config, siteNameOf(config, language)),
    // ADR 041: a page holding a mail link's token loads no third-party tag, nor does the desk (ADR 049).
    tags: isLinkTokenPage(url.pathname) || isDeskPath(url.pathname) ? {} : (config?.siteInfo ?? {}),
    mapTiles: config?.map?.tileUrl,
    consent: consent ?? null,
  };
}

export const shouldRevalidate = revalidateOnLanguage;

export type DocumentData = Awaited<ReturnType<typeof loader>>;

// Titles the errors no layout caught.
export const meta: Route.MetaFunction = ({ error }) =>
  error
    ? [
        {
          title: errorSpeech(undefined, error).messages.common[
            errorStatus(error) === 404 ? "notFound" : "error"
          ].title,
        },
        { name: "robots", content: "noindex" },
      ]
    : [];

export function Layout({ children }: { children: React.ReactNode }) {
  const document = useRouteLoaderData<DocumentData>("root");
  const error = useRouteError();
  const language = document?.language ?? errorSpeech(undefined, error).language;
  return (
    <html lang={language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {document ? (
          <ConsentMode tags={document.tags} stored={document.consent ?? undefined} />
        ) : null}
        <Meta />
        <link rel="stylesheet" href={stylesheet} precedence="app" />
        <Links />
        {document ? <SiteIconLinks icon={document.icon} /> : null}
        <InlineStyles theme={document?.theme ?? themeCss(undefined)} />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** Errors never show a stack trace: a localized page instead, without the shell that has no data. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <Localized speech={errorSpeech(undefined, error)}>
      <main id="main">
        <StatusPage status={errorStatus(error)} />
      </main>
    </Localized>
  );
}
