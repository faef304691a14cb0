import staffStyles from "#app/styles/admin-staff.css?url";

/** The staff and account pages' stylesheet: loaded by their pages only (React hoists it into the head). */
export function StaffStyles() {
  return <link rel="stylesheet" href={staffStyles} precedence="desk" />;
}
