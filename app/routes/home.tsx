import { HomeHero } from "../features/home/home-hero.tsx";
import { pageMeta } from "../routing/page-meta.ts";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches[0].loaderData, "home");

export default function Home() {
  return <HomeHero />;
}
