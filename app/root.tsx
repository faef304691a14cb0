import { useMemo } from "react";
import { I18nextProvider } from "react-i18next";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
  useLoaderData,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { appContext } from "./context.ts";
import { readSiteName } from "./data/site-identity.server.ts";
import { SiteShell } from "./features/shell/site-shell.tsx";
import { StatusPage } from "./features/shell/status-page.tsx";
import { createI18n } from "./i18n/i18n.ts";
import { defaultLanguage, languageOfPath } from "./i18n/languages.ts";
import { languageNames } from "./i18n/translator.server.ts";
import { en } from "./locales/en.ts";
import { messages } from "./locales/messages.server.ts";
import stylesheet from "./styles/app.css?url";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];

export async function loader({ url, context }: Route.LoaderArgs) {
  const language = languageOfPath(url.pathname) ?? defaultLanguage;
  const { db } = context.get(appContext);
  return {
    language,
    // Only the page language's messages travel to the browser.
    messages: messages[language],
    languageNames: languageNames(),
    siteName: (await readSiteName(db)) ?? messages[language].shell.defaultSiteName,
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

// Route modules set their own title; this one titles the error pages.
export const meta: Route.MetaFunction = ({ error, loaderData }) => {
  if (!error) return [];
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const text = (loaderData?.messages ?? en)[notFound ? "notFound" : "error"];
  return [{ title: text.title }];
};

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<RootData>("root");
  return (
    <html lang={data?.language ?? defaultLanguage}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

function Localized({ data, children }: { data: RootData | undefined; children: React.ReactNode }) {
  const language = data?.language ?? "en";
  const pageMessages = data?.messages ?? en;
  const i18n = useMemo(() => createI18n(language, pageMessages), [language, pageMessages]);
  return (
    <I18nextProvider i18n={i18n}>
      {data ? <SiteShell {...data}>{children}</SiteShell> : children}
    </I18nextProvider>
  );
}

export default function App() {
  return (
    <Localized data={useLoaderData<typeof loader>()}>
      <Outlet />
    </Localized>
  );
}

/** Errors never show a stack trace: a localized page instead (English when even the shell data failed). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<RootData>("root");
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <Localized data={data}>
      <StatusPage kind={notFound ? "notFound" : "error"} />
    </Localized>
  );
}
