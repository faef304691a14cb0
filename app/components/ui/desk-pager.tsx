/** A page link of a desk list: where it goes and what it says. */
export interface PageLink {
  href: string;
  text: string;
}

interface DeskPagerProps {
  /** Names the navigation for screen readers. */
  label: string;
  /** The page shown ("Page 2 of 5"), when the list counts its pages. */
  current?: string;
  first?: PageLink;
  previous?: PageLink;
  next?: PageLink;
}

/**
 * The page links of every long desk list (docs/requirements.md §17): plain links that keep the
 * filters, which the URL holds. Each list says which links it has; nothing when it has none.
 */
export function DeskPager({ label, current, first, previous, next }: DeskPagerProps) {
  if (!first && !previous && !next) return null;
  return (
    <nav className="desk-pager" aria-label={label}>
      {first ? <a href={first.href}>{first.text}</a> : null}
      {previous ? (
        <a href={previous.href} rel="prev">
          {previous.text}
        </a>
      ) : null}
      {current ? <span aria-current="page">{current}</span> : null}
      {next ? (
        <a href={next.href} rel="next">
          {next.text}
        </a>
      ) : null}
    </nav>
  );
}
