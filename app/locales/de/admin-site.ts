import type { AdminSiteMessages } from "#app/locales/en/admin-site.ts";

export const adminSite: AdminSiteMessages = {
  kinds: {
    settings: "Einstellungen",
    page: "Seite",
    article: "Artikel",
  },
  preview: {
    title: "Vorschau",
    intro:
      "Sehen Sie die öffentliche Website mit allen Entwürfen, so wie sie nach der Veröffentlichung aussieht. Nur Sie sehen sie, höchstens eine Stunde lang und nur, solange Sie im Mitarbeiterbereich angemeldet sind.",
    start: "Vorschau starten",
    end: "Vorschau beenden",
    on: "Ihre Vorschau ist aktiv: Die öffentlichen Seiten, die Sie in diesem Browser öffnen, zeigen die Entwürfe.",
    started: "Die Vorschau ist aktiv.",
    ended:
      "Die Vorschau ist beendet: Die öffentlichen Seiten zeigen wieder die veröffentlichte Website.",
    drafts: "Nicht veröffentlichte Entwürfe",
    noDrafts: "Es gibt keinen Entwurf: Die Vorschau zeigt die veröffentlichte Website.",
    savedAt: "Gespeichert am {{when}}",
    changes: "Änderungen und Verlauf",
  },
  history: {
    title: "Verlauf: {{document}}",
    back: "Vorschau und Entwürfe",
    revisions: "Veröffentlichte Versionen",
    none: "Aus dem Mitarbeiterbereich wurde noch nichts veröffentlicht.",
    number: "Version",
    when: "Veröffentlicht",
    who: "Von",
    note: "Hinweis",
    restoredFrom: "Wiederhergestellt aus Version {{number}}",
    beforeDesk: "Die Website vor dem Mitarbeiterbereich",
    removedMember: "Ein ehemaliges Mitglied",
    current: "Aktuell",
    compare: "Mit der aktuellen vergleichen",
    restore: "Wiederherstellen",
    compared: "Version {{number}} im Vergleich mit der aktuellen",
    field: "Feld",
    inVersion: "In Version {{number}}",
    now: "Jetzt",
    same: "Diese Version ist mit der aktuellen identisch.",
    draft: "Nicht veröffentlichter Entwurf",
    draftSaved: "Gespeichert am {{when}} von {{who}}",
    noDraft: "Dieses Dokument hat keinen Entwurf.",
    draftChanges: "Was der Entwurf ändert",
    draftSame: "Der Entwurf ist mit der veröffentlichten Version identisch.",
    empty: "(leer)",
    restored: "Version {{from}} ist wieder online, als Version {{number}}.",
  },
  errors: {
    intent: "Wählen Sie, ob die Vorschau starten oder enden soll.",
    return: "Das ist keine Seite der Website.",
    revision: "Wählen Sie eine Version dieses Dokuments.",
    restoreRefused:
      "Diese Version entspricht nicht mehr den Regeln der Website und wurde nicht wiederhergestellt. Ändern Sie stattdessen die Einstellungen.",
  },
};
