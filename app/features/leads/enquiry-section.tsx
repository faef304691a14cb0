import type { ReactNode } from "react";

/**
 * A lead form's panel (docs/requirements.md §14): its heading, a line of invitation, then the form. A secondary form
 * (`folded`) shows its heading only, and opens on a click, without JavaScript too (a disclosure); it
 * is open when it has something to say (errors, a message in place).
 */
export function EnquirySection({
  id,
  heading,
  intro,
  className,
  folded,
  children,
}: {
  /** The section's id, a link's target (`#property-visit`). */
  id: string;
  heading: string;
  intro: string;
  className?: string | undefined;
  folded?: { open: boolean } | undefined;
  children: ReactNode;
}) {
  if (folded)
    return (
      <details
        className={["enquiry enquiry--folded", className].filter(Boolean).join(" ")}
        id={id}
        open={folded.open}
      >
        <summary>
          <h2 id={`${id}-heading`}>{heading}</h2>
        </summary>
        <p className="enquiry__intro">{intro}</p>
        {children}
      </details>
    );
  return (
    <section
      className={["enquiry", className].filter(Boolean).join(" ")}
      id={id}
      aria-labelledby={`${id}-heading`}
    >
      <h2 id={`${id}-heading`}>{heading}</h2>
      <p className="enquiry__intro">{intro}</p>
      {children}
    </section>
  );
}
