import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

/**
 * Which build of React's server renderer this process loaded: "development" is many times slower and
 * must never serve visitors (docs/requirements.md §16). Read from the module cache, so it tells what really runs.
 */
export function reactBuild(): "production" | "development" | "not loaded" {
  const loaded = Object.keys(require.cache).filter((file) => /react-dom-server\.node\./.test(file));
  if (loaded.some((file) => file.includes(".development."))) return "development";
  return loaded.length > 0 ? "production" : "not loaded";
}
