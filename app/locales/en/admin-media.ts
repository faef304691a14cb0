// Texts of the desk's media library (issue 27 "Media library", ADR 059).
// English defines the shape every other language must match (checked by tsc and messages.test.ts).
export const adminMedia = {
  list: {
    title: "Media library",
    intro:
      "Photos, PDF files and videos for the site's pages, banners and logo. Every photo needs a description in each language of the site, read aloud to visitors who cannot see it.",
    empty: "No files of this kind yet.",
    filter: "Show",
    kinds: { all: "All files", image: "Photos", pdf: "PDF files", video: "Videos" },
    files: "Files",
  },
  upload: {
    title: "Add a file",
    file: "File",
    fileHint:
      "JPEG, PNG, WebP, AVIF or GIF photo up to {{image}} MB, PDF up to {{pdf}} MB, MP4 or WebM video up to {{video}} MB.",
    drop: "Or drop a file here.",
    dropped: "Chosen: {{name}}",
    alt: "Description of the photo",
    altHint:
      "Required for a photo, in each language of the site; leave empty for a PDF or a video.",
    submit: "Upload",
  },
  item: {
    back: "Back to the media library",
    facts: "About this file",
    kind: "Kind",
    type: "File type",
    size: "Size",
    megabytes: "{{size}} MB",
    dimensions: "Dimensions",
    pixels: "{{width}} × {{height}} pixels",
    uploaded: "Uploaded",
    open: "Open the file",
    alt: "Description",
    saveAlt: "Save the descriptions",
    usedIn: "Used in",
    unused: "Not used anywhere on the site.",
    places: {
      settings: "Site settings",
      page: "Page",
      module: "Block of a page",
      article: "Article",
      property: "Property {{id}}",
      project: "Project {{id}}",
      draft: "Draft",
    },
    delete: "Delete this file",
    deleteHint: "Deleting cannot be undone.",
    inUse:
      "This file cannot be deleted while the site uses it: remove it from the places above first.",
  },
  picker: {
    label: "Image",
    none: "No image",
  },
  languages: { en: "English", nl: "Dutch", fr: "French", de: "German" },
  done: {
    uploaded: "The file is in the library.",
    duplicate: "This file was already in the library: here it is.",
    alt: "The descriptions are saved.",
    deleted: "The file is deleted.",
  },
  errors: {
    noFile: "Choose a file to upload.",
    empty: "The file is empty.",
    notAllowed:
      "This kind of file is not taken: upload a JPEG, PNG, WebP, AVIF or GIF photo, a PDF, or an MP4 or WebM video.",
    script:
      "This file holds web page code or a script (an SVG drawing or an HTML page, for example) and is refused for the visitors' safety.",
    pdfScript:
      "This PDF runs JavaScript and is refused for the visitors' safety: save it again without it.",
    tooLarge: "The file is larger than its kind may be: the limits are under the field.",
    missingAlt:
      "Describe the photo in this language: every language of the site needs its description.",
    altTooLong: "A description is at most 250 characters.",
    used: "This file is still used on the site and was not deleted.",
  },
};

export type AdminMediaMessages = typeof adminMedia;
