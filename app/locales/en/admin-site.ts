// Texts of the desk's preview and history pages (docs/requirements.md §17 "Draft, preview, publish,
// history", ADR 056, 061). English defines the shape every other language must match.
export const adminSite = {
  kinds: {
    settings: "Settings",
    page: "Page",
  },
  preview: {
    title: "Preview",
    intro:
      "See the public site with every draft applied, as it will look once published. Only you see it, for an hour at most, and only while you are logged in at the desk.",
    start: "Start preview",
    end: "End preview",
    on: "Your preview is on: the public pages you open in this browser show the drafts.",
    started: "The preview is on.",
    ended: "The preview has ended: the public pages show the published site again.",
    drafts: "Drafts not published",
    noDrafts: "There is no draft: the preview shows the published site.",
    savedAt: "Saved {{when}}",
    changes: "Changes and history",
  },
  history: {
    title: "History: {{document}}",
    back: "Preview and drafts",
    revisions: "Published versions",
    none: "Nothing has been published from the desk yet.",
    number: "Version",
    when: "Published",
    who: "By",
    note: "Note",
    restoredFrom: "Restored from version {{number}}",
    beforeDesk: "As the site was before the desk",
    removedMember: "A former member",
    current: "Current",
    compare: "Compare with the current one",
    restore: "Restore",
    compared: "Version {{number}} compared with the current one",
    field: "Field",
    inVersion: "In version {{number}}",
    now: "Now",
    same: "This version is the same as the current one.",
    draft: "Draft not published",
    draftSaved: "Saved {{when}} by {{who}}",
    noDraft: "There is no draft of this document.",
    draftChanges: "What the draft changes",
    draftSame: "The draft is the same as the published version.",
    empty: "(empty)",
    restored: "Version {{from}} is live again, as version {{number}}.",
  },
  errors: {
    intent: "Choose to start or to end the preview.",
    return: "This is not a page of the site.",
    revision: "Choose a version of this document.",
    restoreRefused:
      "This version no longer fits the site's rules, so it was not restored. Change the settings instead.",
  },
};

export type AdminSiteMessages = typeof adminSite;
