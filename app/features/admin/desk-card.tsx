import { DeskStyles } from "./desk-shell.tsx";

/**
 * The frame of the desk's pages before a session (ADR 049): the login's steps and the set-password
 * page, one card with the agency's name, no navigation.
 */
export function DeskCard({
  agency,
  desk,
  title,
  intro,
  children,
}: {
  agency: string;
  desk: string;
  title: string;
  intro: string;
  children: React.ReactNode;
}) {
  return (
    <>
      <DeskStyles />
      <main id="main" className="desk-login">
        <p className="desk-login__agency">
          {agency} <span className="desk-bar__desk">{desk}</span>
        </p>
        <h1>{title}</h1>
        <p className="desk-login__intro">{intro}</p>
        {children}
      </main>
    </>
  );
}

/** The head of a page in a DeskCard: its title and the agency's, never indexed. */
export function deskCardMeta<D extends { agency: string }>(
  data: D | undefined,
  title: (data: D) => string,
) {
  return data
    ? [{ title: `${title(data)} | ${data.agency}` }, { name: "robots", content: "noindex" }]
    : [];
}
