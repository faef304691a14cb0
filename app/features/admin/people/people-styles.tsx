import peopleStyles from "#app/styles/admin-people.css?url";

/** The people pages' own stylesheet, after the desk's (React hoists it into the head). */
export function PeopleStyles() {
  return <link rel="stylesheet" href={peopleStyles} precedence="desk-people" />;
}
