import { useEffect, useState } from "react";

const interval = 6000;

/**
 * spec §9 Slider: autoplay, fade (500 ms in CSS). It never starts for visitors who prefer reduced
 * motion, and a pause button stops it (WCAG 2.2.2).
 */
export function useSlideshow(count: number) {
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(false);
  useEffect(() => {
    setPlaying(!window.matchMedia("(prefers-reduced-motion: reduce)").matches);
  }, []);
  useEffect(() => {
    if (!playing || count < 2) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), interval);
    return () => window.clearInterval(timer);
  }, [playing, count]);
  return { index, playing, setPlaying, show: (i: number) => setIndex((i + count) % count) };
}
