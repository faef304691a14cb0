import collectionStyles from "#app/styles/admin-collections.css?url";

/** The collections pages' own rules, beside the settings pages' layout they share (ADR 063). */
export function CollectionStyles() {
  return <link rel="stylesheet" href={collectionStyles} precedence="desk" />;
}
