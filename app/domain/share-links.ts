// Share links of a page (the property page's "share"): plain links to each network's share address,
// no third-party script. Each takes the page's canonical URL, encoded as one query value.

export type ShareNetwork = "whatsapp" | "facebook" | "linkedin" | "x";

export const shareNetworks: readonly ShareNetwork[] = ["whatsapp", "facebook", "linkedin", "x"];

/** A network's share address for `url`, with `title` as the text where the network takes one. */
export function shareUrl(network: ShareNetwork, url: string, title: string): string {
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(title);
  switch (network) {
    case "whatsapp":
      return `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`;
    case "facebook":
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`;
    case "linkedin":
      return `https://www.linkedin.com/sharing/share-offsite/?url=${u}`;
    case "x":
      return `https://x.com/intent/post?url=${u}&text=${text}`;
  }
}

/** An e-mail to write, with the page's title as its subject and its URL as its body. */
export function mailtoUrl(url: string, subject: string): string {
  return `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(url)}`;
}
