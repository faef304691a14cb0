import { frameOrigin, type VideoView } from "#app/domain/video.ts";
import { tileOrigin } from "#app/model/config/tile-origin.ts";
import type { TagIds } from "#app/model/consent/consent-script.ts";

// The hosts each of the agency's tags (docs/requirements.md §3 Site info) reaches once its consent is given (the consent
// script loads them; app/consent/consent-script.ts). A page allows only the hosts of the tags the agency
// configured: with none, scripts come from our origin alone.
interface Hosts {
  script: string[];
  connect: string[];
  img: string[];
}

const googleTag: Hosts = {
  script: ["https://*.googletagmanager.com"],
  connect: [
    "https://*.googletagmanager.com",
    "https://*.google-analytics.com",
    "https://*.analytics.google.com",
  ],
  img: ["https://*.googletagmanager.com", "https://*.google-analytics.com"],
};

const tagHosts: Record<keyof TagIds, Hosts> = {
  analyticsId: googleTag,
  adsId: {
    script: [
      "https://*.googletagmanager.com",
      "https://www.googleadservices.com",
      "https://googleads.g.doubleclick.net",
    ],
    connect: ["https://*.doubleclick.net", "https://www.google.com"],
    img: ["https://*.doubleclick.net", "https://www.google.com"],
  },
  // The tag manager loads the Google tag and reports like it.
  tagManagerId: googleTag,
  socialPixelId: {
    script: ["https://connect.facebook.net"],
    connect: ["https://www.facebook.com", "https://connect.facebook.net"],
    img: ["https://www.facebook.com"],
  },
};

/** Where browsers send CSP violation reports (server/csp-report.ts). */
export const cspReportPath = "/csp-report";

export interface PolicyOptions {
  nonce: string;
  /** Upgrade any http:// subresource: the page itself came over https. */
  https: boolean;
  /** The agency's configured tags; only their hosts are allowed. */
  tags?: TagIds | undefined;
  /** The configured map tile URL (ADR 014): its origin may serve images. */
  mapTiles?: string | undefined;
  /** The origins of the players this page may frame after a click (its videos, ADR 019). */
  frames?: readonly string[] | undefined;
  /** Who may frame the page: our own pages, or nobody (the desk, ADR 049). */
  framedBy?: "'self'" | "'none'" | undefined;
}

/** The Content-Security-Policy of an HTML page: our origin, this response's nonce, configured tags. */
export function contentSecurityPolicy({
  nonce,
  https,
  tags = {},
  mapTiles,
  frames = [],
  framedBy = "'self'",
}: PolicyOptions): string {
  const configured = (Object.keys(tagHosts) as (keyof TagIds)[]).filter((id) => tags[id]);
  const hosts = (kind: "script" | "connect" | "img") =>
    [...new Set(configured.flatMap((id) => tagHosts[id][kind]))].map((host) => ` ${host}`).join("");
  // Nothing is allowed unless named: a new kind of resource fails loudly (a report) instead of silently.
  const directives = [
    "default-src 'none'",
    `script-src 'self' 'nonce-${nonce}'${hosts("script")}`,
    `style-src 'self' 'nonce-${nonce}'`,
    `img-src 'self' data:${hosts("img")}${mapTiles ? ` ${tileOrigin(mapTiles)}` : ""}`,
    "font-src 'self'",
    `connect-src 'self'${hosts("connect")}`,
    // The lead forms' captcha solves its challenge in a Web Worker, a file of ours (ADR 023).
    "worker-src 'self'",
    "media-src 'self'",
    ...(frames.length > 0 ? [`frame-src ${[...new Set(frames)].join(" ")}`] : []),
    "manifest-src 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${framedBy}`,
    `report-uri ${cspReportPath}`,
    "report-to csp",
  ];
  if (https) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

/** The origins a page's videos are played from (ADR 019): its route's loader data names them. */
export function frameSources(videos: readonly VideoView[]): string[] {
  return [...new Set(videos.flatMap((video) => frameOrigin(video) ?? []))];
}

/** The frame origins every route of a page named in its loader data (`frameSources`). */
export function pageFrameSources(loaderData: Record<string, unknown>): string[] {
  return Object.values(loaderData).flatMap((data) => {
    const sources = (data as { frameSources?: unknown } | null)?.frameSources;
    return Array.isArray(sources) ? sources.filter((s) => typeof s === "string") : [];
  });
}
