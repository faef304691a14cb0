/** A short state word on a quiet badge: good (on, set), warn (missing), bad (disabled), plain. */
export function OwnerBadge({
  tone,
  children,
}: {
  tone: "good" | "warn" | "bad" | "plain";
  children: React.ReactNode;
}) {
  return <span className={`owners-badge owners-badge--${tone}`}>{children}</span>;
}
