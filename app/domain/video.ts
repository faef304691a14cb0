// docs/requirements.md §5 video links: files by extension (mp4, mov, wmv, avi, flv, webm); a video-sharing service
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

/** docs/requirements.md §9 embed parameters: related videos off, modest branding, white colour; privacy-enhanced host. */
export function youtubeEmbedUrl(id: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}?rel=0&modestbranding=1&color=white`;
}

/** What a page shows of a recognised link: the service's name, where it plays, where it lives. */
export interface VideoView {
  kind: VideoLink["kind"];
  /** The service's name ("YouTube", "Matterport", a partner's host), shown on the poster and in titles. */
  service: string;
  /** The player framed after the visitor's click, with docs/requirements.md §9's parameters; absent for files. */
  embedUrl?: string | undefined;
  /** Where the video is: its page on the service, or the file itself (the poster's link without JavaScript). */
  url: string;
  /** A file's type, for its <source> (video/mp4...). */
  mimeType?: string | undefined;
}

const fileTypes: Record<string, string> = {
  mp4: "video/mp4",
  mov: "video/quicktime",
  webm: "video/webm",
  wmv: "video/x-ms-wmv",
  avi: "video/x-msvideo",
  flv: "video/x-flv",
};

/** How a recognised link is shown: its player's URL (docs/requirements.md §9 parameters) and its page on its service. */
export function videoView(video: VideoLink): VideoView {
  switch (video.kind) {
    case "file":
      return {
        kind: "file",
        service: video.extension.toUpperCase(),
        url: video.url,
        mimeType: fileTypes[video.extension],
      };
    case "youtube":
      return {
        kind: "youtube",
        service: "YouTube",
        embedUrl: `${youtubeEmbedUrl(video.id)}&autoplay=1`,
        url: `https://www.youtube.com/watch?v=${encodeURIComponent(video.id)}`,
      };
    case "vimeo":
      return {
        kind: "vimeo",
        service: "Vimeo",
        // Vimeo's modest branding: no title, byline or portrait; white controls; no tracking (dnt).
        embedUrl: `https://player.vimeo.com/video/${video.id}?dnt=1&title=0&byline=0&portrait=0&color=ffffff&autoplay=1`,
        url: `https://vimeo.com/${video.id}`,
      };
    case "facebook":
      return {
        kind: "facebook",
        service: "Facebook",
        embedUrl: `https://www.facebook.com/plugins/video.php?href=${encodeURIComponent(video.url)}&show_text=false`,
        url: video.url,
      };
    case "tour3d":
      return { kind: "tour3d", service: "Matterport", embedUrl: secure(video.url), url: video.url };
    case "partner": {
      const host = new URL(video.url).hostname.replace(/^www\./, "");
      return { kind: "partner", service: host, embedUrl: secure(video.url), url: video.url };
    }
  }
}

/** The origin a page must allow in its frame-src for this video's player (none for a file). */
export function frameOrigin(view: VideoView): string | undefined {
  return view.embedUrl ? new URL(view.embedUrl).origin : undefined;
}

/** A player is framed over https only: an http:// page of a service would be mixed content. */
function secure(url: string): string {
  return url.replace(/^http:/i, "https:");
}
