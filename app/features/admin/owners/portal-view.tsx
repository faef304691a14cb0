import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ownerDeskPath } from "#app/model/admin/owner-directory.ts";
import { OwnersStyles } from "./owners-styles.tsx";

/**
 * ADR 055: the portal seen as an owner, under a banner that says whose it is and that nothing can be
 * done here, with the way back to the owner's page; `children` are the portal's own components.
 */
export function PortalView({
  owner,
  title,
  children,
}: {
  owner: { id: number; name: string };
  title: string;
  children: React.ReactNode;
}) {
  const { t } = useTranslation("adminOwners");
  return (
    <div className="owners-portal-view">
      <OwnersStyles />
      <div className="owners-portal-banner" role="note">
        <p>
          <strong>{t("portal.banner", { name: owner.name })}</strong>
        </p>
        <Link to={ownerDeskPath(owner.id)}>{t("portal.back")}</Link>
      </div>
      <h1>{title}</h1>
      {children}
    </div>
  );
}
