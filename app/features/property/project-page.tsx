import { useTranslation } from "react-i18next";
import { Icon } from "#app/components/ui/icon.tsx";
import { PriceRangeText } from "#app/components/ui/price-range-text.tsx";
import type { ProjectPage as Project } from "#app/model/catalogue/project-page.ts";
import { PropertyGallery } from "./property-gallery.tsx";

// docs/requirements.md §2 project detail, first version: the project's photos, its price range, its description and
// its units (the table the route passes in), then the question form (docs/requirements.md §14).
export function ProjectPage({
  project,
  units,
  enquiry,
}: {
  project: Project;
  units: React.ReactNode;
  /** The question form (docs/requirements.md §14, composed by the route). */
  enquiry: React.ReactNode;
}) {
  const { t } = useTranslation(["property", "common"]);
  const { priceMin, priceMax } = project;
  return (
    <article className="property container">
      <header className="property__head">
        <div>
          <h1 className="property__title">{project.name}</h1>
          <p className="property__place">
            <Icon name="pin" />
            <span>
              {`${project.zip} ${project.city}`}
              {" · "}
              {t("property.unitsOnOffer", { count: project.unitsOnOffer })}
            </span>
          </p>
        </div>
        {priceMin ? (
          <p className="property__price property__price--range">
            <PriceRangeText min={priceMin} max={priceMax} />
          </p>
        ) : null}
      </header>
      <PropertyGallery photos={project.photos} title={project.name} />
      <section className="property-section property__main" aria-labelledby="description-title">
        <h2 id="description-title">{t("property.description")}</h2>
        {project.description.map((text) => (
          <p key={text}>{text}</p>
        ))}
      </section>
      {project.units.length ? (
        <div id="units" className="property-section">
          <h2 id="units-title">{t("property.units")}</h2>
          {units}
        </div>
      ) : null}
      <div className="property__main enquiries">{enquiry}</div>
    </article>
  );
}
