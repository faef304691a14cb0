import { useTranslation } from "react-i18next";

export interface ThankYouProps {
  text: string;
  links: { label: string; url: string }[];
}

/** docs/requirements.md §2 thank-you page: what happens next, then a way on (home, the listings). */
export function ThankYou({ text, links }: ThankYouProps) {
  const { t } = useTranslation("leads");
  return (
    <div className="container thank-you">
      <p className="thank-you__text">{text}</p>
      <nav aria-labelledby="thank-you-way-on">
        <h2 id="thank-you-way-on">{t("thanks.wayOn")}</h2>
        <ul className="thank-you__links">
          {links.map((link, index) => (
            <li key={link.url}>
              <a className={index === 0 ? "button" : "button button--outline"} href={link.url}>
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
