import opsStyles from "#app/styles/admin-ops.css?url";

/** The dashboard's, mail log's and sync page's rules, beside the desk's own (React hoists and dedupes it). */
export function OpsStyles() {
  return <link rel="stylesheet" href={opsStyles} precedence="desk" />;
}
