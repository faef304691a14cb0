import type { SnapshotInput } from "#app/model/catalogue/snapshot-schema.ts";
import type { OwnerRecordInput } from "#app/model/owners/owner-records.ts";

// A small snapshot exercising every kind of record and field group, in the CRM's shape.

const villa = {
  ID: 101,
  Goal: 0 as const,
  WebID: 1,
  WebIDs: "1,6",
  Price: 325000,
  PriceUnit: 7,
  Marquee: 2,
  Zip: "1380",
  CountryID: 10 as const,
  EnergyPerformance: 180,
  BedRooms: 4,
  Toilets: 2,
  JudicialDecision: "no" as const,
  Pictures: [{ Url: "photos/101-1.jpg", Width: 1600, Height: 1067 }, { Url: "photos/101-2.jpg" }],
  Videos: ["https://youtu.be/dQw4w9WgXcQ"],
};

export const snapshot: SnapshotInput = {
  propertyTypes: [
    { WebID: 1, language: "fr", Name: "Villa/Maison/Ferme", ShowOrder: 0, Sale: true, Rent: true },
    { WebID: 1, language: "nl", Name: "Villa/Huis/Hoeve", ShowOrder: 0, Sale: true, Rent: true },
    { WebID: 3, language: "de", Name: "Studio", ShowOrder: 2, Sale: true, Rent: true },
    { WebID: 6, language: "fr", Name: "Bungalow", ShowOrder: 5, Sale: true, Rent: true },
  ],
  projects: [
    {
      ID: 7,
      language: "fr",
      Name: "Les Jardins de Lasne",
      Zip: "1380",
      City: "Lasne",
      CountryID: 10,
      PriceMin: 225000,
      PriceMax: 307500,
    },
  ],
  properties: [
    { ...villa, language: "fr", TypeDescription: "Villa lumineuse", City: "Lasne", Heating: "Gaz" },
    {
      ...villa,
      language: "nl",
      TypeDescription: "Lichtrijke villa",
      City: "Lasne",
      Heating: "Gas",
    },
    {
      ID: 102,
      language: "de",
      Goal: 1,
      Status: "option",
      WebID: 3,
      TypeDescription: "Studio im Zentrum",
      Description: "<p>Hell &amp; ruhig.</p>",
      Price: 950,
      PublishPrice: false,
      Zip: "1009",
      City: "Luxemburg",
      CountryID: 50,
      CountryName: "Luxemburg",
      PublishAddress: false,
      Street: "Grand-Rue",
      HouseNumber: "12",
      BoxNr: "3B",
      Latitude: 49.6116,
      Longitude: 6.1319,
      EPCNotApplicable: true,
      EPCLabelText: "Klasse C",
      ProjectID: 7,
      Documents: [{ Url: "docs/plan.pdf", Name: "Grundriss" }],
      VirtualTour: "https://my.matterport.com/show/?m=abc123",
      Deposit: 2850,
      AvailableFrom: "2027-01-01",
      Availability: "Nach Vereinbarung",
      CreatedAt: "2026-10-01T08:00:00.000Z",
      UpdatedAt: "2026-11-20T10:30:00.000Z",
    },
  ],
};

/**
 * The villa's owner as the CRM gives them, with its history. Kept out of `snapshot` (which imports
 * everywhere, often with some properties only): add it with `{ ...snapshot, owners: [owner] }`.
 */
export const owner: OwnerRecordInput = {
  ID: 90412,
  Email: "Mireille.Vandamme@example.be",
  Name: "Mireille Vandamme",
  language: "fr",
  Properties: [
    {
      PropertyID: 101,
      Communications: [
        {
          Date: "2026-11-03T14:20:00+01:00",
          Type: "email",
          Contact: "Olivier Dechamps",
          Subject: "Offre reçue",
          Comment: "Offre de 310.000 transmise à la propriétaire, réponse attendue vendredi.",
          Status: "done",
          Source: "immoweb",
        },
        {
          Date: "2026-11-10T09:05:00.000Z",
          Type: "call",
          Contact: "Olivier Dechamps",
          Subject: "Question sur le PEB",
        },
      ],
      OnlineMedia: [
        { Date: "2026-10-01T08:00:00Z", Type: "publication", Status: "online", Source: "immoweb" },
      ],
      CalendarVisits: [
        {
          Date: "2026-11-15T10:30:00+01:00",
          Type: "visit",
          Contact: "Famille Verhaegen",
          Comment: "Très intéressés, deuxième visite prévue.",
          Status: "confirmed",
          Source: "Olivier Dechamps",
        },
      ],
    },
  ],
};
