import { Outlet, useRouteLoaderData } from "react-router";
import { requestContext, siteContext, visitorContext } from "#app/contexts.ts";
import { errorSpeech, errorStatus, Localized } from "#app/features/shell/localized.tsx";
import { menuView } from "#app/features/shell/menu-view.ts";
import { SiteShell } from "#app/features/shell/site-shell.tsx";
import { StatusPage } from "#app/features/shell/status-page.tsx";
import { languageNames } from "#app/i18n/translator.server.ts";
import { speechOf } from "#app/locales/messages.server.ts";
import { previewContext } from "#app/middleware/preview.server.ts";
import { shellView } from "#app/model/config/shell-view.ts";
import type { DocumentData } from "#app/root.tsx";
import { revalidateOnLanguage } from "#app/routing/revalidate-on-language.ts";
import { siteNameOf } from "#app/seo/page-description.server.ts";
import { notFoundDescription } from "#app/seo/page-description.ts";
import { fullTitle } from "#app/seo/page-meta.ts";
import { shareImageOf } from "#app/seo/share-image.ts";
import type { Route } from "./+types/layout";
import { withPortalLink } from "./owner-link.server.ts";

// The public site's layout (ADR 009): its shell (header, menu, footer, consent dialog) around every
// page, and the 404 and error pages inside that shell.

export async function loader({ context, request }: Route.LoaderArgs) {
  const { config, languages, menuPages } = context.get(siteContext);
  const { language } = context.get(visitorContext);
  const siteName = siteNameOf(config, language);
  // Only the page language's common texts travel with the shell; pages add their own (bundles()).
  const speech = speechOf(language);
  return {
    ...speech,
    languageNames: languageNames(),
    enabledLanguages: languages.enabled,
    siteName,
    titleSuffix: config?.seo.titleSuffix,
    shareImage: shareImageOf(config),
    shell: await withPortalLink(shellView(config, language), {
      context,
      request,
      language,
      label: speech.messages.common.shell.myPortal,
    }),
    menu: menuView(await menuPages(), config?.header, language),
    // Canonical and alternate links are absolute, on the site's trusted address.
    origin: context.get(requestContext).origin,
    year: new Date().getFullYear(),
    preview: context.get(previewContext),
  };
}

export type ShellData = Awaited<ReturnType<typeof loader>>;

export const shouldRevalidate = revalidateOnLanguage;

// Route modules set their own title; this one titles the error pages.
export const meta: Route.MetaFunction = ({ error, loaderData }) => {
  if (!error) return [];
  const speech = errorSpeech(loaderData, error);
  const notFound = errorStatus(error) === 404;
  const statusTitle = speech.messages.common[notFound ? "notFound" : "error"].title;
  return [
    {
      title: loaderData ? fullTitle(statusTitle, loaderData) : statusTitle,
    },
    ...(notFound && loaderData
      ? [{ name: "description", content: notFoundDescription(speech, loaderData.siteName) }]
      : []),
    { name: "robots", content: "noindex" },
  ];
};

function Shell({ shell, children }: { shell: ShellData; children: React.ReactNode }) {
  const consent = useRouteLoaderData<DocumentData>("root")?.consent ?? null;
  return (
    <SiteShell {...shell} consent={consent}>
      {children}
    </SiteShell>
  );
}

export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  return (
    <Localized speech={loaderData}>
      <Shell shell={loaderData}>
        <Outlet />
      </Shell>
    </Localized>
  );
}

/** Errors never show a stack trace: a localized page inside the shell when the shell has its data. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const shell = useRouteLoaderData<ShellData>("site");
  const page = <StatusPage status={errorStatus(error)} />;
  return (
    <Localized speech={errorSpeech(shell, error)}>
      {shell ? <Shell shell={shell}>{page}</Shell> : <main id="main">{page}</main>}
    </Localized>
  );
}
