import { useTranslation } from "react-i18next";

// Where a visit or a publication came from, as an owner reads it: the CRM writes "website", "zimmo",
// "logic-immo"; the portal shows "Our website", "Zimmo", "Logic-immo". Unknown ones keep their word.

const brands: Record<string, string> = {
  immoweb: "Immoweb",
  zimmo: "Zimmo",
  immovlan: "Immovlan",
  "logic-immo": "Logic-immo",
  athome: "atHome",
  facebook: "Facebook",
  instagram: "Instagram",
  google: "Google",
};

export function useSourceName(): (source: string) => string {
  const { t } = useTranslation("owners");
  return (source) => {
    const key = source.trim().toLowerCase();
    if (key === "website") return t("stats.sources.website");
    if (key === "newsletter") return t("stats.sources.newsletter");
    return brands[key] ?? `${source.charAt(0).toUpperCase()}${source.slice(1)}`;
  };
}
