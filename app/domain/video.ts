// spec §5 video links: files by extension (mp4, mov, wmv, avi, flv, webm); a video-sharing service
// (YouTube: 11-character id from watch, embed, shorts and short links), a second service with numeric
// ids (Vimeo), a social network's videos (Facebook), a 3D-tour host (Matterport) and partner hosts
// recognised by hostname suffix, which the agency configures. Nothing here ever throws.

export type VideoLink =
  | { kind: "file"; url: string; extension: string }
  | { kind: "youtube"; id: string }
  | { kind: "vimeo"; id: string }
  | { kind: "facebook"; url: string }
  | { kind: "tour3d"; url: string }
  | { kind: "partner"; url: string };

const fileExtensions = ["mp4", "mov", "wmv", "avi", "flv", "webm"];
const youtubeId = /^[\w-]{11}$/;

export function recognizeVideo(
  url: string,
  partnerHostSuffixes: readonly string[] = [],
): VideoLink | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return undefined;
  }
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") return undefined;
  const host = parsed.hostname.toLowerCase().replace(/^(www|m)\./, "");
  const path = parsed.pathname;
  const extension = /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase();
  if (extension && fileExtensions.includes(extension))
    return { kind: "file", url: parsed.href, extension };

  if (host === "youtube.com" || host === "youtube-nocookie.com" || host === "youtu.be") {
    const id =
      host === "youtu.be"
        ? path.slice(1)
        : (parsed.searchParams.get("v") ??
          /^\/(embed|shorts|live)\/([^/?]+)/.exec(path)?.[2] ??
          "");
    return youtubeId.test(id) ? { kind: "youtube", id } : undefined;
  }
  if (host === "vimeo.com" || host === "player.vimeo.com") {
    const id = /\/(\d{5,12})(?:\/|$)/.exec(path)?.[1];
    return id ? { kind: "vimeo", id } : undefined;
  }
  if (
    (host === "facebook.com" && /\/videos?\/|\/watch\/?/.test(`${path}/`)) ||
    host === "fb.watch"
  ) {
    return { kind: "facebook", url: parsed.href };
  }
  if (host === "my.matterport.com" && parsed.searchParams.get("m"))
    return { kind: "tour3d", url: parsed.href };
  const partner = partnerHostSuffixes.some((suffix) => {
    const clean = suffix.toLowerCase().replace(/^\./, "");
    return clean !== "" && (host === clean || host.endsWith(`.${clean}`));
  });
  return partner ? { kind: "partner", url: parsed.href } : undefined;
}

/** spec §9 embed parameters: related videos off, modest branding, white colour; privacy-enhanced host. */
export function youtubeEmbedUrl(id: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}?rel=0&modestbranding=1&color=white`;
}
