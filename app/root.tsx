import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import { useMemo } from "react";
import { I18nextProvider } from "react-i18next";
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  redirect,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
  useLoaderData,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import { readSiteConfig } from "#app/data/config/site-config.server.ts";
import { readMenuPages } from "#app/data/content/content-reader.server.ts";
import { ConsentMode } from "#app/features/shell/consent-mode.tsx";
import { InlineStyles, SiteIconLinks } from "#app/features/shell/document-head.tsx";
import { menuView } from "#app/features/shell/menu-view.ts";
import { SiteShell } from "#app/features/shell/site-shell.tsx";
import { StatusPage } from "#app/features/shell/status-page.tsx";
import { consentFromCookie } from "#app/http/consent-cookie.ts";
import { i18nFor } from "#app/i18n/i18n.ts";
import { defaultLanguage, type Language, languageOfPath, languages } from "#app/i18n/languages.ts";
import { languageNames } from "#app/i18n/translator.server.ts";
import { en, type Messages } from "#app/locales/en.ts";
import { messages } from "#app/locales/messages.server.ts";
import { shellView } from "#app/model/config/shell-view.ts";
import { siteTheme, themeCss } from "#app/model/config/theme.ts";
import { siteNameOf } from "#app/seo/page-description.server.ts";
import { notFoundDescription } from "#app/seo/page-description.ts";
import { siteIcon } from "#app/seo/site-icon.ts";
import type { Route } from "./+types/root";
import { appContext } from "./contexts.ts";
import stylesheet from "./styles/app.css?url";

// Self-hosted fonts (no third-party request), their faces inlined (InlineStyles): only the text
// font's Latin file is preloaded, so that the largest paint's image is not queued behind fonts; the
// heading font and the other subsets load when the page uses them. The app's CSS is the one
// render-blocking stylesheet.
export const links: Route.LinksFunction = () => [
  {
    rel: "preload",
    as: "font",
    type: "font/woff2",
    href: interLatin,
    crossOrigin: "anonymous" as const,
  },
  { rel: "stylesheet", href: stylesheet },
];

/** What every page needs to speak its language; also the payload of a failed shell (see ErrorBoundary). */
interface Speech {
  language: Language;
  messages: Messages;
}

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { db, log, origin, secure } = context.get(appContext);
  const urlLanguage = languageOfPath(url.pathname);
  const config = await readSiteConfig(db).catch((error: unknown) => {
    log.error("site settings unavailable", { error });
    const language = urlLanguage ?? defaultLanguage;
    throw data({ language, messages: messages[language] } satisfies Speech, { status: 503 });
  });
  const siteLanguages = config?.languages ?? {
    enabled: [...languages],
    default: defaultLanguage,
  };
  // spec §2: only an enabled language switches the site to it; any other falls back to "/".
  if (urlLanguage && !siteLanguages.enabled.includes(urlLanguage)) throw redirect("/", 302);
  const language = urlLanguage ?? siteLanguages.default;
  const pages = await readMenuPages(db);
  const siteName = siteNameOf(config, language);
  return {
    language,
    // Only the page language's messages travel to the browser.
    messages: messages[language],
    languageNames: languageNames(),
    enabledLanguages: siteLanguages.enabled,
    siteName,
    shell: shellView(config, language),
    menu: menuView(pages, config?.header, language),
    theme: themeCss(siteTheme(config)),
    icon: siteIcon(config, siteName),
    tags: config?.siteInfo ?? {},
    consent: consentFromCookie(request.headers.get("cookie"), secure) ?? null,
    // Canonical and alternate links are absolute, on the site's trusted address.
    origin,
    year: new Date().getFullYear(),
  };
}

// The shell data changes with the language only.
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) =>
  formMethod
    ? defaultShouldRevalidate
    : languageOfPath(currentUrl.pathname) !== languageOfPath(nextUrl.pathname);

type RootData = Awaited<ReturnType<typeof loader>>;

/** The language and messages to show an error in: the shell's, else those sent with a failed shell, else English. */
function errorSpeech(root: RootData | undefined, error: unknown): Speech {
  if (root) return root;
  if (isRouteErrorResponse(error) && error.data?.messages) return error.data as Speech;
  return { language: "en", messages: en };
}

const errorStatus = (error: unknown) => (isRouteErrorResponse(error) ? error.status : 500);

// Route modules set their own title; this one titles the error pages.
export const meta: Route.MetaFunction = ({ error, loaderData }) => {
  if (!error) return [];
  const speech = errorSpeech(loaderData, error);
  const notFound = errorStatus(error) === 404;
  return [
    {
      title: `${speech.messages[notFound ? "notFound" : "error"].title}${loaderData ? ` | ${loaderData.siteName}` : ""}`,
    },
    ...(notFound && loaderData
      ? [{ name: "description", content: notFoundDescription(speech, loaderData.siteName) }]
      : []),
    { name: "robots", content: "noindex" },
  ];
};

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<RootData>("root");
  const { language } = errorSpeech(root, useRouteError());
  return (
    <html lang={language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {root ? <ConsentMode tags={root.tags} stored={root.consent ?? undefined} /> : null}
        <Meta />
        <Links />
        {root ? <SiteIconLinks icon={root.icon} /> : null}
        <InlineStyles theme={root?.theme ?? themeCss(undefined)} />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

function Localized({ speech, children }: { speech: Speech; children: React.ReactNode }) {
  const i18n = useMemo(
    () => i18nFor(speech.language, speech.messages),
    [speech.language, speech.messages],
  );
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}

export default function App() {
  const root = useLoaderData<typeof loader>();
  return (
    <Localized speech={root}>
      <SiteShell {...root}>
        <Outlet />
      </SiteShell>
    </Localized>
  );
}

/** Errors never show a stack trace: a localized page instead, inside the shell when the shell has its data. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const root = useRouteLoaderData<RootData>("root");
  const page = <StatusPage status={errorStatus(error)} />;
  return (
    <Localized speech={errorSpeech(root, error)}>
      {root ? <SiteShell {...root}>{page}</SiteShell> : <main id="main">{page}</main>}
    </Localized>
  );
}
