import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ownerDeskPath } from "#app/model/admin/owner-directory.ts";
import { OwnersStyles } from "./owners-styles.tsx";

/**
 * ADR 055: above the portal seen as an owner, who it is and that nothing can be done here, with the
 * way back to the owner's page.
 */
export function PortalBanner({ owner }: { owner: { id: number; name: string } }) {
  const { t } = useTranslation("adminOwners");
  return (
    <div className="owners-portal-banner" role="note">
      <OwnersStyles />
      <p>
        <strong>{t("portal.banner", { name: owner.name })}</strong>
      </p>
      <Link to={ownerDeskPath(owner.id)}>{t("portal.back")}</Link>
    </div>
  );
}
