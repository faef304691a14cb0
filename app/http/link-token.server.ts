import { createCookie, redirect } from "react-router";
import { linkTokenPageHeaders } from "#app/routing/link-token-pages.ts";

// ADR 041: a mail's link brings a secret token in its address. On arrival the page answers 303 to
// its own address without it, the token kept in a cookie that only this page's address receives,
// HttpOnly, for 15 minutes; the page then puts it in its form (which posts it in the body, with or
// without JavaScript). The address bar, the history and any script's view of location.href no longer
// hold it.

const keptSeconds = 15 * 60;

function tokenCookie(path: string, secure: boolean) {
  return createCookie(secure ? "__Secure-link" : "link", {
    path,
    httpOnly: true,
    sameSite: "lax",
    secure,
    maxAge: keptSeconds,
  });
}

/**
 * The token the page's link brought, for its loader: throws the 303 that moves it out of the address
 * when it is still there; undefined when there is none (opened without a link, or after 15 minutes).
 */
export async function linkToken(
  request: Request,
  url: URL,
  secure: boolean,
): Promise<string | undefined> {
  const cookie = tokenCookie(url.pathname, secure);
  const brought = url.searchParams.get("token");
  if (brought !== null) {
    const rest = new URLSearchParams(url.searchParams);
    rest.delete("token");
    const query = rest.size > 0 ? `?${rest}` : "";
    throw redirect(`${url.pathname}${query}`, {
      status: 303,
      headers: { ...linkTokenPageHeaders, "Set-Cookie": await cookie.serialize(brought) },
    });
  }
  const kept: unknown = await cookie.parse(request.headers.get("cookie"));
  return typeof kept === "string" ? kept : undefined;
}
