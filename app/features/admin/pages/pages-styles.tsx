import pagesStyles from "#app/styles/admin-pages.css?url";

/** The pages tree's stylesheet: loaded by its page only (React hoists it into the head). */
export function PagesStyles() {
  return <link rel="stylesheet" href={pagesStyles} precedence="desk" />;
}
