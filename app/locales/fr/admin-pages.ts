import type { AdminPagesMessages } from "#app/locales/en/admin-pages.ts";

// Textes de l'arbre des pages du bureau (issue 27, ADR 062).
export const adminPages: AdminPagesMessages = {
  title: "Pages",
  intro:
    "Toutes les pages du menu du site, y compris les masquées, chacune sous sa page parente dans l’ordre du menu. Ouvrez une page pour écrire ses textes dans chaque langue, puis publiez-la.",
  tree: {
    caption: "Les pages du menu",
    page: "Page",
    title: "Titre",
    address: "Adresse",
    state: "État",
    languages: "Langues",
    order: "Ordre",
    actions: "Supprimer",
    under: "sous {{parent}}",
    noTitle: "sans titre",
    visible: "Visible",
    hidden: "Masquée",
    draft: "Brouillon en attente",
    stale: "Brouillon dépassé",
    staleHint: "republiée depuis le début du brouillon : relisez-le avant de publier",
    complete: "Complète",
    missing: "Manque : {{languages}}",
    up: "Monter",
    down: "Descendre",
    upLabel: "Monter {{name}}",
    downLabel: "Descendre {{name}}",
    remove: "Supprimer",
    removeLabel: "Supprimer {{name}}",
    empty: "Le menu n’a encore aucune page.",
    dragHint:
      "À la souris, vous pouvez aussi glisser une page sur une autre de son niveau pour la mettre à sa place.",
  },
  create: {
    title: "Nouvelle page",
    intro:
      "La page commence masquée, en dernier sous sa page parente, sans textes : son éditeur s’ouvre pour les écrire.",
    name: "Nom",
    nameHint: "Pour le bureau seulement, par exemple Nos services",
    path: "Segment d’URL",
    pathHint: "Lettres, chiffres et traits d’union, par exemple nos-services",
    parent: "Page parente",
    top: "En haut du menu",
    submit: "Créer la page",
  },
  remove: {
    title: "Supprimer {{name}} ?",
    intro:
      "La page, ses modules et son brouillon sont supprimés pour de bon ; ses versions publiées restent dans l’historique. Son adresse n’est pas redirigée. Pour la garder, masquez-la plutôt.",
    confirm: "Supprimer la page",
    cancel: "La garder",
    hasChildren:
      "{{name}} n’a pas été supprimée : des pages se trouvent dessous. Déplacez-les ou supprimez-les d’abord.",
  },
  moveRefused: {
    title: "{{name}} n’a pas pu être déplacée",
    missing:
      "Un déplacement publie la page à nouveau, et elle n’a pas de titre en : {{languages}}.",
    other:
      "Un déplacement publie la page à nouveau, et son éditeur montre pourquoi elle ne peut pas être publiée.",
    open: "Ouvrir {{name}}",
  },
  done: {
    moved: "La page a été déplacée et publiée.",
    deleted: "La page a été supprimée.",
  },
  errors: {
    pathFormat:
      "Seulement des lettres, des chiffres et des traits d’union, sans espace ni barre oblique.",
    pathTaken: "Une autre page sous cette page parente a ce segment d’URL.",
    unknownParent: "Cette page n’existe plus : choisissez une autre page parente.",
  },
};
