import { Outlet, useRouteLoaderData } from "react-router";
import { visitorContext } from "#app/contexts.ts";
import { OwnerBar } from "#app/features/owners/owner-bar.tsx";
import { errorStatus } from "#app/features/shell/localized.tsx";
import { StatusPage } from "#app/features/shell/status-page.tsx";
import { bundles } from "#app/locales/messages.server.ts";
import { ownerContext, ownerGuard } from "#app/middleware/owner.server.ts";
import type { Route } from "./+types/layout";

// The owner area (ADR 026): inside the site's shell, behind the owner guard (a login, else the login
// page), with its own bar and its own error page. Its pages need no JavaScript to be read.
export const middleware: Route.MiddlewareFunction[] = [ownerGuard];

export function loader({ context }: Route.LoaderArgs) {
  const { language } = context.get(visitorContext);
  return {
    owner: context.get(ownerContext),
    messages: bundles(language, ["owners"]),
  };
}

type OwnerAreaData = Awaited<ReturnType<typeof loader>>;

export default function OwnerLayout({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <OwnerBar name={loaderData.owner.name} />
      <Outlet />
    </>
  );
}

/** A property that is not the owner's, or any failure: the site's status page, never a detail. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const area = useRouteLoaderData<OwnerAreaData>("owner");
  return (
    <>
      {area ? <OwnerBar name={area.owner.name} /> : null}
      <StatusPage status={errorStatus(error)} />
    </>
  );
}
