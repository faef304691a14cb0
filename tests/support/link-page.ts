// Opening a mail's link as a browser does (ADR 041): the page answers 303 to its address without the
// token, keeping it in a cookie, and the browser follows with that cookie.

type App = { request: (url: string, init?: RequestInit) => Response | Promise<Response> };

/** The link's first answer (the 303) and the page it leads to. */
export async function openLink(app: App, path: string, cookie = "") {
  const arrival = await app.request(`http://localhost${path}`, {
    headers: cookie ? { cookie } : {},
    redirect: "manual",
  });
  const kept = arrival.headers.get("set-cookie")?.split(";")[0] ?? "";
  const location = arrival.headers.get("location") ?? "";
  const page = await app.request(`http://localhost${location}`, {
    headers: { cookie: [cookie, kept].filter(Boolean).join("; ") },
    redirect: "manual",
  });
  return { arrival, location, page };
}
