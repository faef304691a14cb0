import { Outlet, useRouteError, useRouteLoaderData } from "react-router";
import { siteContext } from "#app/contexts.ts";
import { DeskShell } from "#app/features/admin/desk-shell.tsx";
import { DeskStatus } from "#app/features/admin/desk-status.tsx";
import { errorStatus, Localized } from "#app/features/shell/localized.tsx";
import { bundles } from "#app/locales/messages.server.ts";
import { staffContext, staffGuard } from "#app/middleware/staff.server.ts";
import { deskNavFor } from "#app/model/admin/desk-nav.ts";
import { siteNameOf } from "#app/seo/page-description.server.ts";
import type { Route } from "./+types/layout";

// The staff desk under /admin/ (docs/requirements.md §17, ADR 049): outside the public site's shell, behind the
// staff guard (an open session, else the login page), in the member's language, with its own shell
// and its own status pages. Its pages are plain forms and links: they work without JavaScript.
export const middleware: Route.MiddlewareFunction[] = [staffGuard];

export function loader({ context }: Route.LoaderArgs) {
  const { id, email, name, role, language } = context.get(staffContext);
  return {
    language,
    messages: bundles(language, ["common", "admin"]),
    agency: siteNameOf(context.get(siteContext).config, language),
    member: { id, email, name, role },
    nav: deskNavFor(role),
  };
}

export type DeskData = Awaited<ReturnType<typeof loader>>;

// Pages title themselves; this titles the status pages.
export const meta: Route.MetaFunction = ({ error, loaderData }) => {
  if (!error || !loaderData) return [];
  const { admin } = loaderData.messages;
  const kind = errorStatus(error) === 404 ? "notFound" : "error";
  return [{ title: `${admin.status[kind].title} | ${admin.shell.desk}` }];
};

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <Localized speech={loaderData}>
      <DeskShell agency={loaderData.agency} member={loaderData.member} nav={loaderData.nav}>
        <Outlet />
      </DeskShell>
    </Localized>
  );
}

/** A page that does not exist for this member, or a failure: a status page inside the desk's shell. */
export function ErrorBoundary() {
  const desk = useRouteLoaderData<DeskData>("admin");
  const error = useRouteError();
  // Without the desk's data (its loader failed), the root's boundary speaks for the whole document.
  if (!desk) throw error;
  return (
    <Localized speech={desk}>
      <DeskShell agency={desk.agency} member={desk.member} nav={desk.nav}>
        <DeskStatus status={errorStatus(error)} />
      </DeskShell>
    </Localized>
  );
}
