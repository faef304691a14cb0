import { type Consent, consentFlags } from "./consent.ts";

/** docs/requirements.md §3 Site info: the third-party tags of the agency, each loaded only after its consent. */
export interface TagIds {
  analyticsId?: string | undefined;
  adsId?: string | undefined;
  tagManagerId?: string | undefined;
  socialPixelId?: string | undefined;
}

declare global {
  interface Window {
    /** Defined by the consent script in the document head: tells the tags a new choice (docs/requirements.md §4). */
    applyConsent?: (consent: Consent) => void;
  }
}

/**
 * The inline head script (run with the CSP nonce, before any other script):
 * - Google Consent Mode v2 defaults, all four flags denied, waiting 500 ms for an update (docs/requirements.md §9);
 * - `applyConsent`, which updates the flags and loads the tags their consent allows:
 *   analytics (gtag) after analytics_storage, ads (gtag) and the social pixel after ad_storage, the tag
 *   manager after either storage flag (its own tags then follow the consent state it reads);
 * - the stored choice applied at once for returning visitors.
 * Nothing reaches another origin before a choice grants it (product rule, docs/requirements.md §1).
 */
export function consentScript(ids: TagIds, stored: Consent | undefined): string {
  const data = JSON.stringify({ ids, stored: stored ?? null, flags: consentFlags }).replaceAll(
    "<",
    "\\u003c",
  );
  return `(${bootstrap})(${data});`;
}

const bootstrap = `function (d) {
  var w = window, ids = d.ids, flags = d.flags, done = {};
  w.dataLayer = w.dataLayer || [];
  function gtag() { w.dataLayer.push(arguments); }
  w.gtag = w.gtag || gtag;
  function once(key, run) { if (!done[key]) { done[key] = 1; run(); } }
  function load(src) {
    var s = document.createElement("script");
    s.async = true;
    s.src = src;
    document.head.appendChild(s);
  }
  function google(id) {
    once("gtag.js", function () {
      gtag("js", new Date());
      load("https://www.googletagmanager.com/gtag/js?id=" + id);
    });
    once(id, function () { gtag("config", id); });
  }
  var defaults = { wait_for_update: 500 };
  flags.forEach(function (f) { defaults[f] = "denied"; });
  gtag("consent", "default", defaults);
  w.applyConsent = function (c) {
    var state = {};
    flags.forEach(function (f) { state[f] = c[f] ? "granted" : "denied"; });
    gtag("consent", "update", state);
    if (c.analytics_storage && ids.analyticsId) google(ids.analyticsId);
    if (c.ad_storage && ids.adsId) google(ids.adsId);
    if ((c.analytics_storage || c.ad_storage) && ids.tagManagerId) once("gtm", function () {
      w.dataLayer.push({ "gtm.start": Date.now(), event: "gtm.js" });
      load("https://www.googletagmanager.com/gtm.js?id=" + ids.tagManagerId);
    });
    if (c.ad_storage && ids.socialPixelId) once("pixel", function () {
      // The pixel library takes over this queue once it has loaded.
      var q = function () { q.callMethod ? q.callMethod.apply(q, arguments) : q.queue.push(arguments); };
      q.push = q; q.loaded = true; q.version = "2.0"; q.queue = [];
      w.fbq = w._fbq = q;
      w.fbq("init", ids.socialPixelId);
      w.fbq("track", "PageView");
      load("https://connect.facebook.net/en_US/fbevents.js");
    });
    if (done.pixel) w.fbq("consent", c.ad_storage ? "grant" : "revoke");
  };
  if (d.stored) w.applyConsent(d.stored);
}`;
