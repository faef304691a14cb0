import { data } from "react-router";

// docs/requirements.md §17: a desk address no page claims, a page not built yet, or one a role may not see:
// a real 404, shown by the desk's own status page (routes/admin/layout.tsx).
export function loader() {
  throw data(null, { status: 404 });
}

export default function DeskNotFound() {
  return null;
}
