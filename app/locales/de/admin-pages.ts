import type { AdminPagesMessages } from "#app/locales/en/admin-pages.ts";

// Texte des Seitenbaums im Büro (Issue 27, ADR 062).
export const adminPages: AdminPagesMessages = {
  title: "Seiten",
  intro:
    "Alle Seiten des Menüs der Website, auch die verborgenen, jede unter ihrer übergeordneten Seite in der Reihenfolge des Menüs. Öffnen Sie eine Seite, um ihre Texte in jeder Sprache zu schreiben, und veröffentlichen Sie sie dann.",
  tree: {
    caption: "Die Seiten des Menüs",
    page: "Seite",
    title: "Titel",
    address: "Adresse",
    state: "Stand",
    languages: "Sprachen",
    order: "Reihenfolge",
    actions: "Löschen",
    under: "unter {{parent}}",
    noTitle: "kein Titel",
    visible: "Sichtbar",
    hidden: "Verborgen",
    draft: "Entwurf wartet",
    stale: "Entwurf veraltet",
    staleHint:
      "seit Beginn des Entwurfs erneut veröffentlicht: sehen Sie ihn vor dem Veröffentlichen durch",
    complete: "Vollständig",
    missing: "Fehlt: {{languages}}",
    up: "Nach oben",
    down: "Nach unten",
    upLabel: "{{name}} nach oben verschieben",
    downLabel: "{{name}} nach unten verschieben",
    remove: "Löschen",
    removeLabel: "{{name}} löschen",
    empty: "Das Menü hat noch keine Seite.",
    dragHint:
      "Mit der Maus können Sie eine Seite auch auf eine andere ihrer Ebene ziehen, um sie an deren Stelle zu setzen.",
  },
  create: {
    title: "Neue Seite",
    intro:
      "Die Seite beginnt verborgen, als letzte unter ihrer übergeordneten Seite, ohne Texte: ihr Editor öffnet sich, um sie zu schreiben.",
    name: "Name",
    nameHint: "Nur für das Büro, etwa Unsere Leistungen",
    path: "URL-Teil",
    pathHint: "Buchstaben, Ziffern und Bindestriche, etwa unsere-leistungen",
    parent: "Übergeordnete Seite",
    top: "Oben im Menü",
    submit: "Seite anlegen",
  },
  remove: {
    title: "{{name}} löschen?",
    intro:
      "Die Seite, ihre Module und ihr Entwurf werden endgültig entfernt; ihre veröffentlichten Versionen bleiben in der Historie. Ihre Adresse wird nicht weitergeleitet. Um sie aufzuheben, verbergen Sie sie lieber.",
    confirm: "Seite löschen",
    cancel: "Behalten",
    hasChildren:
      "{{name}} wurde nicht gelöscht: darunter liegen Seiten. Verschieben oder löschen Sie diese zuerst.",
  },
  moveRefused: {
    title: "{{name}} konnte nicht verschoben werden",
    missing:
      "Ein Verschieben veröffentlicht die Seite erneut, und ihr fehlt ein Titel in: {{languages}}.",
    other:
      "Ein Verschieben veröffentlicht die Seite erneut, und ihr Editor zeigt, warum sie nicht veröffentlicht werden kann.",
    open: "{{name}} öffnen",
  },
  done: {
    moved: "Die Seite wurde verschoben und veröffentlicht.",
    deleted: "Die Seite wurde gelöscht.",
  },
  errors: {
    pathFormat: "Nur Buchstaben, Ziffern und Bindestriche, ohne Leerzeichen oder Schrägstrich.",
    pathTaken: "Eine andere Seite unter dieser übergeordneten Seite hat diesen URL-Teil.",
    unknownParent: "Diese Seite gibt es nicht mehr: wählen Sie eine andere übergeordnete Seite.",
  },
};
