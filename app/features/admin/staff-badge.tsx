// A short state in words with a calm colour (docs/requirements.md §17: clear status badges); the word
// alone carries the meaning, the colour only helps.
export function StaffBadge({
  tone,
  children,
}: {
  tone: "good" | "warn" | "bad" | "plain";
  children: React.ReactNode;
}) {
  return <span className={`staff-badge staff-badge--${tone}`}>{children}</span>;
}
