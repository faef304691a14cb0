import { Outlet } from "react-router";

// The staff desk under /admin/ (docs/requirements.md §17): outside the public site's shell.
export default function AdminLayout() {
  return <Outlet />;
}
