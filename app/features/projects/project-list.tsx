import { useTranslation } from "react-i18next";
import type { ProjectCard as Card } from "#app/model/catalogue/project-card.ts";
import { ProjectCard } from "./project-card.tsx";

/** docs/requirements.md §2 /projects/: the new-build projects on offer, or §8 "no projects available". */
export function ProjectList({ cards }: { cards: Card[] }) {
  const { t } = useTranslation("property");
  if (cards.length === 0) return <p className="container empty-state">{t("projects.none")}</p>;
  return (
    <section className="container project-list" aria-label={t("projects.title")}>
      <p className="property-list__intro">{t("projects.intro")}</p>
      <ul className="card-grid project-list__grid">
        {cards.map((card, index) => (
          <li key={card.id}>
            <ProjectCard
              card={card}
              priority={index === 0 ? "lcp" : index < 2 ? "eager" : "lazy"}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
