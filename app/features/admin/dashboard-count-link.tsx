/** One line of a dashboard figure's list: the count, then the words, which alone are underlined. */
export function CountLink({ href, count, name }: { href: string; count: number; name: string }) {
  return (
    <li>
      <a href={href}>
        <span className="ops-figure__count">{count}</span>{" "}
        <span className="ops-figure__name">{name}</span>
      </a>
    </li>
  );
}
