import type { Language } from "#app/i18n/languages.ts";
import { messages } from "./messages.server.ts";

// Texts of the plain pages the HTTP server answers before React Router (server/error-page.ts): a request
// refused as malformed, cross-site or too long, or a server too busy. Server-side only, never shipped.

export const refusalKinds = [
  "badRequest",
  "forbidden",
  "notFound",
  "uriTooLong",
  "tooLarge",
  "busy",
  "throttled",
  "error",
] as const;
export type RefusalKind = (typeof refusalKinds)[number];

interface RefusalText {
  title: string;
  text: string;
}

type Texts = Record<Exclude<RefusalKind, "notFound">, RefusalText> & { backHome: string };

const texts: Record<Language, Texts> = {
  en: {
    badRequest: {
      title: "This address cannot be read",
      text: "It contains characters a web address may not hold. Check the link, or start again from the home page.",
    },
    forbidden: {
      title: "This form was sent from another site",
      text: "For your safety we only accept forms sent from our own pages. Please fill it in again on our site.",
    },
    uriTooLong: {
      title: "This address is too long",
      text: "No page of ours has an address this long. Check the link, or start again from the home page.",
    },
    tooLarge: {
      title: "This message is too long",
      text: "We accept at most 64 kB in one form. Please shorten it and send it again.",
    },
    busy: {
      title: "We are very busy right now",
      text: "Too many visitors at once: please try again in a few seconds.",
    },
    // docs/requirements.md §15: the owner login refused before any page is made (server/login-gate.ts).
    throttled: {
      title: "Too many login attempts",
      text: "Please wait a quarter of an hour before trying again, or call us.",
    },
    error: {
      title: "Something went wrong on our side",
      text: "Please try again in a moment. If it keeps happening, contact us.",
    },
    backHome: "Back to the home page",
  },
  nl: {
    badRequest: {
      title: "Dit adres kan niet gelezen worden",
      text: "Het bevat tekens die niet in een webadres mogen staan. Controleer de link of begin opnieuw op de startpagina.",
    },
    forbidden: {
      title: "Dit formulier werd vanaf een andere site verzonden",
      text: "Voor uw veiligheid aanvaarden we alleen formulieren van onze eigen pagina's. Vul het opnieuw in op onze site.",
    },
    uriTooLong: {
      title: "Dit adres is te lang",
      text: "Geen enkele pagina van ons heeft zo'n lang adres. Controleer de link of begin opnieuw op de startpagina.",
    },
    tooLarge: {
      title: "Dit bericht is te lang",
      text: "We aanvaarden ten hoogste 64 kB per formulier. Maak het korter en verstuur het opnieuw.",
    },
    busy: {
      title: "Het is nu erg druk",
      text: "Te veel bezoekers tegelijk: probeer het over enkele seconden opnieuw.",
    },
    // docs/requirements.md §15: the owner login refused before any page is made (server/login-gate.ts).
    throttled: {
      title: "Te veel aanmeldpogingen",
      text: "Wacht een kwartier voor u het opnieuw probeert, of bel ons.",
    },
    error: {
      title: "Er ging bij ons iets mis",
      text: "Probeer het zo meteen opnieuw. Blijft het gebeuren, neem dan contact met ons op.",
    },
    backHome: "Terug naar de startpagina",
  },
  fr: {
    badRequest: {
      title: "Cette adresse ne peut pas être lue",
      text: "Elle contient des caractères qu'une adresse web ne peut pas contenir. Vérifiez le lien ou repartez de la page d'accueil.",
    },
    forbidden: {
      title: "Ce formulaire a été envoyé depuis un autre site",
      text: "Pour votre sécurité, nous n'acceptons que les formulaires envoyés depuis nos propres pages. Remplissez-le à nouveau sur notre site.",
    },
    uriTooLong: {
      title: "Cette adresse est trop longue",
      text: "Aucune de nos pages n'a une adresse aussi longue. Vérifiez le lien ou repartez de la page d'accueil.",
    },
    tooLarge: {
      title: "Ce message est trop long",
      text: "Nous acceptons au plus 64 ko par formulaire. Raccourcissez-le et envoyez-le à nouveau.",
    },
    busy: {
      title: "Nous sommes très sollicités en ce moment",
      text: "Trop de visiteurs en même temps : réessayez dans quelques secondes.",
    },
    // docs/requirements.md §15: the owner login refused before any page is made (server/login-gate.ts).
    throttled: {
      title: "Trop de tentatives de connexion",
      text: "Veuillez patienter un quart d'heure avant de réessayer, ou appelez-nous.",
    },
    error: {
      title: "Une erreur s'est produite de notre côté",
      text: "Veuillez réessayer dans un instant. Si le problème persiste, contactez-nous.",
    },
    backHome: "Retour à l'accueil",
  },
  de: {
    badRequest: {
      title: "Diese Adresse kann nicht gelesen werden",
      text: "Sie enthält Zeichen, die in einer Webadresse nicht vorkommen dürfen. Prüfen Sie den Link oder beginnen Sie auf der Startseite neu.",
    },
    forbidden: {
      title: "Dieses Formular wurde von einer anderen Website gesendet",
      text: "Zu Ihrer Sicherheit nehmen wir nur Formulare von unseren eigenen Seiten an. Bitte füllen Sie es auf unserer Website erneut aus.",
    },
    uriTooLong: {
      title: "Diese Adresse ist zu lang",
      text: "Keine unserer Seiten hat eine so lange Adresse. Prüfen Sie den Link oder beginnen Sie auf der Startseite neu.",
    },
    tooLarge: {
      title: "Diese Nachricht ist zu lang",
      text: "Wir nehmen höchstens 64 kB pro Formular an. Bitte kürzen Sie sie und senden Sie sie erneut.",
    },
    busy: {
      title: "Im Moment ist sehr viel los",
      text: "Zu viele Besucher gleichzeitig: Bitte versuchen Sie es in einigen Sekunden erneut.",
    },
    // docs/requirements.md §15: the owner login refused before any page is made (server/login-gate.ts).
    throttled: {
      title: "Zu viele Anmeldeversuche",
      text: "Bitte warten Sie eine Viertelstunde, bevor Sie es erneut versuchen, oder rufen Sie uns an.",
    },
    error: {
      title: "Bei uns ist etwas schiefgelaufen",
      text: "Bitte versuchen Sie es gleich noch einmal. Wenn es weiterhin passiert, kontaktieren Sie uns.",
    },
    backHome: "Zurück zur Startseite",
  },
};

/** Every refusal's text in a language; "not found" is the site's own 404 text. */
export function refusalTexts(language: Language): Record<RefusalKind, RefusalText> & Texts {
  const { heading, text } = messages[language].common.notFound;
  return { ...texts[language], notFound: { title: heading, text } };
}
