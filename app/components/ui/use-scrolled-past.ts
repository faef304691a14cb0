import { useEffect, useState } from "react";

// spec §9 scroll thresholds (30 px header, 10 px back to top), checked at most every 100 ms.
const throttle = 100;

/** Whether the page is scrolled at least `threshold` pixels; false on the server and before hydration. */
export function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    let waiting = false;
    const update = () => {
      waiting = false;
      setPast(window.scrollY >= threshold);
    };
    const onScroll = () => {
      if (waiting) return;
      waiting = true;
      window.setTimeout(update, throttle);
    };
    update();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, [threshold]);
  return past;
}
