import { useTranslation } from "react-i18next";
import { useScrolledPast } from "#app/components/ui/use-scrolled-past.ts";

// docs/requirements.md §2 Footer and §9: a back-to-top button once the page is scrolled 10 px or more; the scroll
// takes 500 ms (instant when the visitor prefers reduced motion); the scroll handler runs at most
// every 100 ms. It needs JavaScript, so without it it never shows.

const shows = (scrollY: number) => scrollY >= 10;
const duration = 500;

export function ScrollToTop() {
  const { t } = useTranslation();
  const visible = useScrolledPast(shows);

  const toTop = () => {
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    const done = () =>
      document.querySelector<HTMLElement>(".skip-link")?.focus({ preventScroll: true });
    if (reduced) {
      window.scrollTo(0, 0);
      done();
      return;
    }
    const start = window.scrollY;
    const began = performance.now();
    const step = (now: number) => {
      const progress = Math.min(1, (now - began) / duration);
      const eased = 1 - (1 - progress) ** 3;
      window.scrollTo(0, start * (1 - eased));
      if (progress < 1) requestAnimationFrame(step);
      else done();
    };
    requestAnimationFrame(step);
  };

  return (
    <button type="button" className="scroll-to-top" data-visible={visible} onClick={toTop}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path
          d="M6 15l6-6 6 6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
      <span className="visually-hidden">{t("shell.backToTop")}</span>
    </button>
  );
}
