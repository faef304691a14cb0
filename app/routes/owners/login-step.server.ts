import { type RouterContextProvider, redirect } from "react-router";
import {
  dbContext,
  ownerSessionsContext,
  requestContext,
  siteContext,
  visitorContext,
} from "#app/contexts.ts";
import { pageUrl } from "#app/routing/route-table.ts";
import type { LoginFacts, LoginStep } from "#app/services/owners/login-facts.server.ts";

// The login's two pages (the password, the code) end alike: the facts a login's last steps need,
// read from the request and its contexts, and the answer to the step the service chose.

export function loginFacts(request: Request, context: Readonly<RouterContextProvider>): LoginFacts {
  const { origin, log, secure, clientAddress } = context.get(requestContext);
  return {
    db: context.get(dbContext),
    config: context.get(siteContext).config,
    language: context.get(visitorContext).language,
    origin,
    log,
    secure,
    clientAddress,
    userAgent: request.headers.get("user-agent") ?? "",
    cookies: request.headers.get("cookie"),
    storage: context.get(ownerSessionsContext)(secure),
  };
}

const stepPage = { portal: "ownerPortal", code: "ownerLoginCode" } as const;

/** A 303 to the step's page, setting its cookies; never stored by a cache. */
export function loginRedirect({ next, cookies }: LoginStep, facts: LoginFacts): Response {
  const headers = new Headers({ "Cache-Control": "private, no-store" });
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return redirect(pageUrl(stepPage[next], facts.language), { status: 303, headers });
}
