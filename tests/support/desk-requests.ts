import type { createTestApp } from "./test-app.ts";

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * Requests to a test app as a desk page makes them: redirects not followed, a cookie given, and a
 * form posted from the site itself (the guard refuses cross-site posts). `site` is read at each call,
 * so that it may be made in a `beforeAll`.
 */
export function deskRequests(site: () => TestApp) {
  const request = (path: string, init: RequestInit & { cookie?: string } = {}) => {
    const headers = new Headers(init.headers);
    if (init.cookie) headers.set("cookie", init.cookie);
    return site().app.request(`http://localhost${path}`, { redirect: "manual", ...init, headers });
  };
  const post = (path: string, fields: [string, string][], cookie: string) =>
    request(path, {
      method: "POST",
      body: new URLSearchParams(fields),
      cookie,
      headers: { origin: "http://localhost", "sec-fetch-site": "same-origin" },
    });
  return { request, post };
}
