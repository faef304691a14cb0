import type { Config } from "@react-router/dev/config";

// Classic server rendering; the Hono server in server/ serves the build (ADR 001).
export default {
  ssr: true,
  // Issue 24: a form posted from a page with `Referrer-Policy: no-referrer` (the pages a mail's token
  // opens) carries `Origin: null`, which React Router would refuse with a 400. Cross-site posts are
  // refused before it, by server/same-origin.ts, which lets `null` through only when the browser's
  // Sec-Fetch-Site says the post came from our own page.
  allowedActionOrigins: ["null"],
} satisfies Config;
