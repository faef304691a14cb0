import { useEffect, useState } from "react";

// docs/requirements.md §9 scroll thresholds (header: more than 30 px; back to top: 10 px or more), checked at most
// every 100 ms. Each caller says how its threshold counts with a test kept outside the component.
const throttle = 100;

/** Whether the page's scroll position passes `isPast`; false on the server and before hydration. */
export function useScrolledPast(isPast: (scrollY: number) => boolean): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    let waiting = false;
    const update = () => {
      waiting = false;
      setPast(isPast(window.scrollY));
    };
    const onScroll = () => {
      if (waiting) return;
      waiting = true;
      window.setTimeout(update, throttle);
    };
    update();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, [isPast]);
  return past;
}
