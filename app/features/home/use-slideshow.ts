import { useEffect, useState } from "react";

const interval = 6000;

const adding = (i: number) => (set: ReadonlySet<number>) =>
  set.has(i) ? set : new Set(set).add(i);

/**
 * docs/requirements.md §9 Slider: autoplay, fade (500 ms in CSS). It never starts for visitors who prefer reduced
 * motion, and a pause button stops it (WCAG 2.2.2). A slide is `due` once it has been shown or is
 * next in line half an interval before its turn: only then does its photo load, so that the first
 * slide, the page's largest paint, has the line to itself (and without script only it loads).
 */
export function useSlideshow(count: number) {
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [due, setDue] = useState<ReadonlySet<number>>(() => new Set([0]));
  useEffect(() => {
    setPlaying(!window.matchMedia("(prefers-reduced-motion: reduce)").matches);
  }, []);
  useEffect(() => {
    if (!playing || count < 2) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), interval);
    return () => window.clearInterval(timer);
  }, [playing, count]);
  useEffect(() => {
    if (!playing || count < 2) return;
    const timer = window.setTimeout(() => setDue(adding((index + 1) % count)), interval / 2);
    return () => window.clearTimeout(timer);
  }, [index, playing, count]);
  return {
    index,
    playing,
    setPlaying,
    show: (i: number) => {
      const next = (i + count) % count;
      setDue(adding(next));
      setIndex(next);
    },
    isDue: (i: number) => due.has(i),
  };
}
