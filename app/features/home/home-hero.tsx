import { useTranslation } from "react-i18next";

// The home banner, search block and modules come with the shell and browse capabilities.
export function HomeHero() {
  const { t } = useTranslation();
  return (
    <section className="home-hero" aria-labelledby="home-heading">
      <div className="container home-hero__inner">
        <h1 id="home-heading">{t("home.heading")}</h1>
        <p className="home-hero__intro">{t("home.intro")}</p>
      </div>
    </section>
  );
}
