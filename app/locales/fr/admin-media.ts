import type { AdminMediaMessages } from "#app/locales/en/admin-media.ts";

export const adminMedia: AdminMediaMessages = {
  list: {
    title: "Médiathèque",
    intro:
      "Photos, fichiers PDF et vidéos pour les pages, les bannières et le logo du site. Chaque photo a besoin d’une description dans chaque langue du site, lue aux visiteurs qui ne la voient pas.",
    empty: "Pas encore de fichier de ce type.",
    filter: "Afficher",
    kinds: { all: "Tous les fichiers", image: "Photos", pdf: "Fichiers PDF", video: "Vidéos" },
    files: "Fichiers",
  },
  upload: {
    title: "Ajouter un fichier",
    file: "Fichier",
    fileHint:
      "Photo JPEG, PNG, WebP, AVIF ou GIF jusqu’à {{image}} Mo, PDF jusqu’à {{pdf}} Mo, vidéo MP4 ou WebM jusqu’à {{video}} Mo.",
    drop: "Ou déposez un fichier ici.",
    dropped: "Choisi : {{name}}",
    alt: "Description de la photo",
    altHint:
      "Obligatoire pour une photo, dans chaque langue du site ; à laisser vide pour un PDF ou une vidéo.",
    submit: "Envoyer",
  },
  item: {
    back: "Retour à la médiathèque",
    facts: "À propos de ce fichier",
    kind: "Type",
    type: "Format",
    size: "Taille",
    megabytes: "{{size}} Mo",
    dimensions: "Dimensions",
    pixels: "{{width}} × {{height}} pixels",
    uploaded: "Envoyé le",
    open: "Ouvrir le fichier",
    alt: "Description",
    saveAlt: "Enregistrer les descriptions",
    usedIn: "Utilisé dans",
    unused: "Utilisé nulle part sur le site.",
    places: {
      settings: "Réglages du site",
      page: "Page",
      module: "Bloc d’une page",
      article: "Article",
      property: "Bien {{id}}",
      project: "Projet {{id}}",
      draft: "Brouillon",
    },
    delete: "Supprimer ce fichier",
    deleteHint: "La suppression est définitive.",
    inUse:
      "Ce fichier ne peut pas être supprimé tant que le site l’utilise : retirez-le d’abord des endroits ci-dessus.",
  },
  picker: {
    label: "Image",
    none: "Pas d’image",
  },
  languages: { en: "Anglais", nl: "Néerlandais", fr: "Français", de: "Allemand" },
  done: {
    uploaded: "Le fichier est dans la médiathèque.",
    duplicate: "Ce fichier était déjà dans la médiathèque : le voici.",
    alt: "Les descriptions sont enregistrées.",
    deleted: "Le fichier est supprimé.",
  },
  errors: {
    noFile: "Choisissez un fichier à envoyer.",
    empty: "Le fichier est vide.",
    notAllowed:
      "Ce type de fichier n’est pas accepté : envoyez une photo JPEG, PNG, WebP, AVIF ou GIF, un PDF, ou une vidéo MP4 ou WebM.",
    script:
      "Ce fichier contient du code de page web ou un script (un dessin SVG ou une page HTML, par exemple) et est refusé pour la sécurité des visiteurs.",
    pdfScript:
      "Ce PDF exécute du JavaScript et est refusé pour la sécurité des visiteurs : enregistrez-le à nouveau sans.",
    tooLarge:
      "Le fichier est plus lourd que permis pour son type : les limites sont sous le champ.",
    missingAlt:
      "Décrivez la photo dans cette langue : chaque langue du site a besoin de sa description.",
    altTooLong: "Une description compte au plus 250 caractères.",
    used: "Ce fichier est encore utilisé sur le site et n’a pas été supprimé.",
  },
};
