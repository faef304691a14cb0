import type { Language } from "#app/i18n/languages.ts";

// What the demo agency's clients say (at least 12, docs/requirements.md §2 testimonials slider, up to 40).
type Quote = Record<Language, string>;

export const testimonials: { author: string; rating: number; quote: Quote }[] = [
  {
    author: "Sophie & Marc D.",
    rating: 5,
    quote: {
      en: "We sold our house in Lasne in three weeks, at the price we hoped for. Clear advice at every step.",
      nl: "We verkochten ons huis in Lasne in drie weken, tegen de prijs waarop we hoopten. Helder advies bij elke stap.",
      fr: "Notre maison à Lasne s'est vendue en trois semaines, au prix espéré. Des conseils clairs à chaque étape.",
      de: "Unser Haus in Lasne war in drei Wochen verkauft, zum erhofften Preis. Klare Beratung bei jedem Schritt.",
    },
  },
  {
    author: "Pieter V.",
    rating: 5,
    quote: {
      en: "Finding a flat in Ixelles from Ghent looked impossible. They organised three visits on one Saturday.",
      nl: "Vanuit Gent een appartement in Elsene vinden leek onmogelijk. Ze regelden drie bezoeken op één zaterdag.",
      fr: "Trouver un appartement à Ixelles depuis Gand semblait impossible. Ils ont organisé trois visites en un samedi.",
      de: "Von Gent aus eine Wohnung in Ixelles zu finden schien unmöglich. Sie organisierten drei Besichtigungen an einem Samstag.",
    },
  },
  {
    author: "Nathalie R.",
    rating: 5,
    quote: {
      en: "Honest valuation, beautiful photos and an owner portal where I could follow every visit.",
      nl: "Eerlijke schatting, mooie foto's en een eigenaarsportaal waar ik elk bezoek kon volgen.",
      fr: "Une estimation honnête, de belles photos et un portail propriétaire pour suivre chaque visite.",
      de: "Ehrliche Bewertung, schöne Fotos und ein Eigentümerportal, in dem ich jede Besichtigung verfolgen konnte.",
    },
  },
  {
    author: "Thomas & Julie L.",
    rating: 4,
    quote: {
      en: "Our first purchase: they explained the registration rights and the EPC without jargon.",
      nl: "Onze eerste aankoop: registratierechten en EPB werden zonder vakjargon uitgelegd.",
      fr: "Notre premier achat : droits d'enregistrement et PEB expliqués sans jargon.",
      de: "Unser erster Kauf: Registrierungsgebühren und Energieausweis wurden ohne Fachjargon erklärt.",
    },
  },
  {
    author: "Famille Moreau",
    rating: 5,
    quote: {
      en: "They let our house in Uccle to a lovely family and handled the inventory with care.",
      nl: "Ze verhuurden ons huis in Ukkel aan een fijne familie en deden de plaatsbeschrijving zorgvuldig.",
      fr: "Ils ont loué notre maison d'Uccle à une famille charmante et soigné l'état des lieux.",
      de: "Sie vermieteten unser Haus in Uccle an eine nette Familie und erstellten das Übergabeprotokoll sorgfältig.",
    },
  },
  {
    author: "Annelies De W.",
    rating: 5,
    quote: {
      en: "Always reachable, even in the evening, and never pushy. Highly recommended.",
      nl: "Altijd bereikbaar, ook 's avonds, en nooit opdringerig. Een aanrader.",
      fr: "Toujours joignables, même le soir, et jamais insistants. Je recommande.",
      de: "Immer erreichbar, auch abends, und nie aufdringlich. Sehr zu empfehlen.",
    },
  },
  {
    author: "Karim B.",
    rating: 5,
    quote: {
      en: "The new-build flat in Wavre was explained plan by plan. Delivery was exactly on time.",
      nl: "Het nieuwbouwappartement in Waver werd plan per plan uitgelegd. De oplevering was stipt op tijd.",
      fr: "L'appartement neuf à Wavre nous a été expliqué plan par plan. La livraison était pile à l'heure.",
      de: "Die Neubauwohnung in Wavre wurde Plan für Plan erklärt. Die Übergabe war pünktlich.",
    },
  },
  {
    author: "Lena S.",
    rating: 4,
    quote: {
      en: "Moving from Luxembourg to Brussels with two children: they found us a house near the school.",
      nl: "Met twee kinderen van Luxemburg naar Brussel verhuizen: ze vonden een huis vlak bij de school.",
      fr: "Déménager de Luxembourg à Bruxelles avec deux enfants : ils nous ont trouvé une maison près de l'école.",
      de: "Mit zwei Kindern von Luxemburg nach Brüssel: Sie fanden uns ein Haus nahe der Schule.",
    },
  },
  {
    author: "Jean-Pierre H.",
    rating: 5,
    quote: {
      en: "Selling my mother's flat was emotional. They were patient, respectful and efficient.",
      nl: "Het appartement van mijn moeder verkopen was emotioneel. Ze waren geduldig, respectvol en efficiënt.",
      fr: "Vendre l'appartement de ma mère était émouvant. Ils ont été patients, respectueux et efficaces.",
      de: "Die Wohnung meiner Mutter zu verkaufen war emotional. Sie waren geduldig, respektvoll und effizient.",
    },
  },
  {
    author: "Sarah & Tom P.",
    rating: 5,
    quote: {
      en: "The free valuation was spot on: the final sale price was within 2 %.",
      nl: "De gratis schatting was raak: de uiteindelijke verkoopprijs lag binnen 2 %.",
      fr: "L'estimation gratuite était juste : le prix de vente final était à 2 % près.",
      de: "Die kostenlose Bewertung traf genau: Der Verkaufspreis lag innerhalb von 2 %.",
    },
  },
  {
    author: "Véronique T.",
    rating: 5,
    quote: {
      en: "Clear contracts, no surprises on the costs, and a warm welcome at the office.",
      nl: "Duidelijke contracten, geen verrassingen bij de kosten en een warm onthaal op kantoor.",
      fr: "Des contrats clairs, pas de surprise sur les frais et un accueil chaleureux à l'agence.",
      de: "Klare Verträge, keine Überraschungen bei den Kosten und ein herzlicher Empfang im Büro.",
    },
  },
  {
    author: "Bruno & Ilse G.",
    rating: 4,
    quote: {
      en: "We rented out our shop in Mechelen within a month, to a tenant they had checked thoroughly.",
      nl: "Binnen een maand verhuurden we onze winkel in Mechelen, aan een grondig gescreende huurder.",
      fr: "Notre commerce à Malines a été loué en un mois, à un locataire soigneusement vérifié.",
      de: "Unser Laden in Mecheln war in einem Monat vermietet, an einen gründlich geprüften Mieter.",
    },
  },
  {
    author: "Olivier M.",
    rating: 5,
    quote: {
      en: "Their knowledge of the Brussels market is impressive. I will come back for my next project.",
      nl: "Hun kennis van de Brusselse markt is indrukwekkend. Voor mijn volgende project kom ik terug.",
      fr: "Leur connaissance du marché bruxellois est impressionnante. Je reviendrai pour mon prochain projet.",
      de: "Ihre Kenntnis des Brüsseler Marktes ist beeindruckend. Für mein nächstes Projekt komme ich wieder.",
    },
  },
  {
    author: "Hilde & Jan V.",
    rating: 5,
    quote: {
      en: "From the first visit to the notary, everything was prepared and explained in Dutch.",
      nl: "Van het eerste bezoek tot bij de notaris was alles voorbereid en in het Nederlands uitgelegd.",
      fr: "De la première visite jusque chez le notaire, tout était préparé et expliqué en néerlandais.",
      de: "Vom ersten Besuch bis zum Notar war alles vorbereitet und auf Niederländisch erklärt.",
    },
  },
];
