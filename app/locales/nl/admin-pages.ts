import type { AdminPagesMessages } from "#app/locales/en/admin-pages.ts";

// Teksten van de boom met pagina's in de balie (issue 27, ADR 062).
export const adminPages: AdminPagesMessages = {
  title: "Pagina's",
  intro:
    "Alle pagina's van het menu van de site, ook de verborgen, elk onder zijn bovenliggende pagina in de volgorde van het menu. Open een pagina om haar teksten in elke taal te schrijven en publiceer ze dan.",
  tree: {
    caption: "De pagina's van het menu",
    page: "Pagina",
    title: "Titel",
    address: "Adres",
    state: "Staat",
    languages: "Talen",
    order: "Volgorde",
    actions: "Verwijderen",
    under: "onder {{parent}}",
    noTitle: "geen titel",
    visible: "Zichtbaar",
    hidden: "Verborgen",
    draft: "Ontwerp wacht",
    stale: "Ontwerp verouderd",
    staleHint: "opnieuw gepubliceerd sinds het ontwerp begon: bekijk het voor u publiceert",
    complete: "Volledig",
    missing: "Ontbreekt: {{languages}}",
    up: "Omhoog",
    down: "Omlaag",
    upLabel: "{{name}} omhoog schuiven",
    downLabel: "{{name}} omlaag schuiven",
    remove: "Verwijderen",
    removeLabel: "{{name}} verwijderen",
    empty: "Het menu heeft nog geen pagina.",
    dragHint:
      "Met een muis kunt u een pagina ook op een andere van hetzelfde niveau slepen om ze op die plaats te zetten.",
  },
  create: {
    title: "Nieuwe pagina",
    intro:
      "De pagina begint verborgen, als laatste onder haar bovenliggende pagina, zonder teksten: haar editor opent om ze te schrijven.",
    name: "Naam",
    nameHint: "Alleen voor de balie, zoals Onze diensten",
    path: "URL-deel",
    pathHint: "Letters, cijfers en koppeltekens, zoals onze-diensten",
    parent: "Bovenliggende pagina",
    top: "Bovenaan het menu",
    submit: "De pagina aanmaken",
  },
  remove: {
    title: "{{name}} verwijderen?",
    intro:
      "De pagina, haar modules en haar ontwerp worden definitief verwijderd; haar gepubliceerde versies blijven in de geschiedenis. Haar adres wordt niet doorverwezen. Wilt u ze bewaren, verberg ze dan.",
    confirm: "De pagina verwijderen",
    cancel: "Bewaren",
    hasChildren:
      "{{name}} is niet verwijderd: er staan pagina's onder. Verplaats of verwijder die eerst.",
  },
  moveRefused: {
    title: "{{name}} kon niet verschoven worden",
    missing: "Verschuiven publiceert de pagina opnieuw, en ze heeft geen titel in: {{languages}}.",
    other:
      "Verschuiven publiceert de pagina opnieuw, en haar editor toont waarom ze niet gepubliceerd kan worden.",
    open: "{{name}} openen",
  },
  done: {
    moved: "De pagina is verschoven en gepubliceerd.",
    deleted: "De pagina is verwijderd.",
  },
  errors: {
    pathFormat: "Gebruik alleen letters, cijfers en koppeltekens, zonder spatie of schuine streep.",
    pathTaken: "Een andere pagina onder deze bovenliggende pagina heeft dit URL-deel.",
    unknownParent: "Deze pagina bestaat niet meer: kies een andere bovenliggende pagina.",
  },
};
