import type { ReactNode } from "react";

/** A lead form's panel (issue 14): its heading, a line of invitation, then the form. */
export function EnquirySection({
  id,
  heading,
  intro,
  className,
  children,
}: {
  /** The section's id, a link's target (`#property-visit`). */
  id: string;
  heading: string;
  intro: string;
  className?: string | undefined;
  children: ReactNode;
}) {
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
