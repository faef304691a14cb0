interface StatusMessageProps {
  code: string;
  heading: string;
  text: string;
  action: React.ReactNode;
}

/** A calm full-width message for the 404 and error pages. */
export function StatusMessage({ code, heading, text, action }: StatusMessageProps) {
  return (
    <section className="status-message container" aria-labelledby="status-heading">
      <p className="status-message__code" aria-hidden="true">
        {code}
      </p>
      <h1 id="status-heading">{heading}</h1>
      <p className="status-message__text">{text}</p>
      <div className="status-message__actions">{action}</div>
    </section>
  );
}
