import type { ReactNode } from "react";
import { Form } from "react-router";

interface LinkButtonTexts {
  text: string;
  button: string;
  done: string;
  invalid: string;
}

/**
 * The page a mail's link opens (ADR 027, ADR 034): opening it changes nothing, as mail scanners open
 * links; one button posts the link's token. Then the answer: `done` after a good post, `invalid` for a
 * token that was wrong, spent or expired (`failed` is shown beside it), and before any post without a
 * token at all.
 */
export function LinkButtonPage(props: {
  texts: LinkButtonTexts;
  token: string | undefined;
  /** The post's answer: whether it did what the link asks; undefined before any post. */
  done: boolean | undefined;
  /** What else to offer when the post failed (a way to sign up again). */
  failed?: ReactNode;
}) {
  const { texts, token, done } = props;
  return (
    <div className="container newsletter-page">
      {done !== undefined ? (
        <p className="notice" role={done ? "status" : "alert"}>
          {done ? texts.done : texts.invalid}
        </p>
      ) : token ? (
        <Form method="post" className="newsletter-link">
          <p>{texts.text}</p>
          <input type="hidden" name="token" value={token} />
          <button type="submit" className="button button--accent">
            {texts.button}
          </button>
        </Form>
      ) : (
        <p className="notice" role="alert">
          {texts.invalid}
        </p>
      )}
      {done === false ? props.failed : null}
    </div>
  );
}
