import { data } from "react-router";
import { StatusPage } from "#app/features/shell/status-page.tsx";
import { notFoundDescription } from "#app/seo/page-description.ts";
import { pageMeta } from "#app/seo/page-meta.ts";
import type { Route } from "./+types/not-found";

// Every path no other route claims: a real 404 status with the localized page.
export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const shell = matches[1].loaderData;
  return pageMeta(shell, {
    title: shell.messages.common.notFound.title,
    description: notFoundDescription(shell, shell.siteName),
  });
};

export default function NotFound() {
  return <StatusPage status={404} />;
}
