import ownersStyles from "#app/styles/admin-owners.css?url";

/** The owner and audit pages' stylesheet: loaded by their pages only (React hoists it into the head). */
export function OwnersStyles() {
  return <link rel="stylesheet" href={ownersStyles} precedence="desk" />;
}
