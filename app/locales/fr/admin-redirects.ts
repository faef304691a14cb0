import type { AdminRedirectsMessages } from "#app/locales/en/admin-redirects.ts";

export const adminRedirects: AdminRedirectsMessages = {
  title: "Redirections",
  intro:
    "Les anciennes adresses de votre précédent site qui mènent désormais à une page de ce site. Un visiteur ou un moteur de recherche qui demande une ancienne adresse est aussitôt renvoyé (redirection permanente, 301).",
  list: {
    title: "Redirections",
    search: "Rechercher",
    searchHint: "Une partie d’une ancienne ou d’une nouvelle adresse",
    filter: "Filtrer",
    clear: "Effacer le filtre",
    empty: "Aucune redirection ne correspond.",
    from: "Ancienne adresse",
    to: "Nouvelle adresse",
    origin: "Écrite par",
    added: "Ajoutée le",
    remove: "Supprimer",
    removeLabel: "Supprimer la redirection de {{from}}",
    more: "Redirections suivantes",
    first: "Revenir aux premières",
    origins: { import: "Import CSV", desk: "Bureau", page: "Page déplacée" },
  },
  add: {
    title: "Ajouter une redirection",
    from: "Ancienne adresse",
    fromHint: "Un chemin comme /qui-sommes-nous.html, ou l’ancienne adresse complète",
    to: "Nouvelle adresse",
    toHint: "Un chemin de ce site comme /fr/a-propos/, ou l’adresse complète d’un autre site",
    submit: "Ajouter",
  },
  upload: {
    title: "Importer un fichier CSV",
    hint: "Deux colonnes, l’ancienne adresse puis la nouvelle, séparées par un point-virgule ou une virgule ; une ligne d’en-tête est permise. 10 000 lignes au plus. Rien n’est écrit si une ligne est refusée.",
    file: "Fichier CSV",
    dryRun: "Vérifier le fichier seulement, ne rien écrire",
    submit: "Importer",
    noFile: "Choisissez un fichier CSV.",
    notText: "Ce fichier n’est pas du texte UTF-8. Enregistrez-le à nouveau en CSV UTF-8.",
  },
  done: {
    added: "La redirection a été ajoutée.",
    removed: "La redirection a été supprimée.",
    imported_one: "{{count}} redirection a été importée.",
    imported_other: "{{count}} redirections ont été importées.",
    unchanged_one: "{{count}} ligne existait déjà.",
    unchanged_other: "{{count}} lignes existaient déjà.",
    dryRun_one: "Vérification faite : {{count}} redirection serait ajoutée. Rien n’a été écrit.",
    dryRun_other:
      "Vérification faite : {{count}} redirections seraient ajoutées. Rien n’a été écrit.",
  },
  refused: {
    title_one: "Rien n’a été écrit : {{count}} ligne à corriger",
    title_other: "Rien n’a été écrit : {{count}} lignes à corriger",
    single: "La redirection n’a pas été ajoutée",
    line: "Ligne {{line}} :",
    file: "Le fichier :",
    reasons: {
      columns: "il faut deux colonnes : l’ancienne adresse, puis la nouvelle.",
      source:
        "l’ancienne adresse n’est ni un chemin (/page.html) ni une adresse complète (https://...).",
      target:
        "la nouvelle adresse n’est ni un chemin de ce site (/fr/...) ni une adresse complète (https://...).",
      self: "l’ancienne et la nouvelle adresse sont identiques.",
      duplicate: "cette ancienne adresse figure déjà à la ligne {{detail}}.",
      exists: "cette ancienne adresse mène déjà à {{detail}}. Supprimez d’abord cette redirection.",
      loop: "une boucle : {{detail}} ramène à cette ancienne adresse.",
      chain: "une chaîne : {{detail}} est elle-même redirigée. Indiquez l’adresse finale.",
      livePage: "cette adresse est une page de ce site : elle ne peut pas être redirigée.",
      tooMany: "plus de 10 000 lignes. Divisez le fichier.",
      empty: "il ne contient aucune redirection.",
    },
  },
};
