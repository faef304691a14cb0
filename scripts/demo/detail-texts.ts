import type { Texts } from "./texts.ts";

// The CRM's texts of the demo's details (docs/requirements.md §3 attributes known from labels), in the four languages.

export const glazing: Texts[] = [
  { en: "Double glazing", nl: "Dubbele beglazing", fr: "Double vitrage", de: "Doppelverglasung" },
  {
    en: "High-efficiency double glazing",
    nl: "Hoogrendementsbeglazing",
    fr: "Double vitrage haut rendement",
    de: "Wärmeschutzverglasung",
  },
  {
    en: "Triple glazing",
    nl: "Driedubbele beglazing",
    fr: "Triple vitrage",
    de: "Dreifachverglasung",
  },
];

export const windowFrames: Texts[] = [
  { en: "PVC", nl: "PVC", fr: "PVC", de: "Kunststoff" },
  { en: "Aluminium", nl: "Aluminium", fr: "Aluminium", de: "Aluminium" },
  { en: "Wood", nl: "Hout", fr: "Bois", de: "Holz" },
];

export const roofs: Texts[] = [
  { en: "Clay tiles", nl: "Pannen", fr: "Tuiles", de: "Tonziegel" },
  { en: "Natural slate", nl: "Natuurleien", fr: "Ardoises naturelles", de: "Naturschiefer" },
  { en: "Flat roof (EPDM)", nl: "Plat dak (EPDM)", fr: "Toit plat (EPDM)", de: "Flachdach (EPDM)" },
];

export const floodZones: Texts[] = [
  {
    en: "Not in a flood-prone area",
    nl: "Niet in overstromingsgevoelig gebied",
    fr: "Pas en zone inondable",
    de: "Nicht in einem Überschwemmungsgebiet",
  },
  {
    en: "Possibly flood-prone area",
    nl: "Mogelijk overstromingsgevoelig gebied",
    fr: "Zone potentiellement inondable",
    de: "Möglicherweise überschwemmungsgefährdetes Gebiet",
  },
];

export const asbestos: Texts[] = [
  {
    en: "Certificate available (asbestos-safe)",
    nl: "Attest beschikbaar (asbestveilig)",
    fr: "Attestation disponible (sans risque amiante)",
    de: "Bescheinigung liegt vor (asbestsicher)",
  },
  {
    en: "Not required: built after 2001",
    nl: "Niet vereist: gebouwd na 2001",
    fr: "Non requise : construit après 2001",
    de: "Nicht erforderlich: nach 2001 gebaut",
  },
];

export const destinations: Texts[] = [
  { en: "Residential area", nl: "Woongebied", fr: "Zone d'habitat", de: "Wohngebiet" },
  {
    en: "Residential area of rural character",
    nl: "Woongebied met landelijk karakter",
    fr: "Zone d'habitat à caractère rural",
    de: "Wohngebiet mit ländlichem Charakter",
  },
  { en: "Mixed-use area", nl: "Gemengd gebied", fr: "Zone mixte", de: "Mischgebiet" },
];

export const availability: Texts[] = [
  { en: "At the deed", nl: "Bij akte", fr: "À l'acte", de: "Bei Beurkundung" },
  { en: "By arrangement", nl: "In overleg", fr: "À convenir", de: "Nach Vereinbarung" },
  { en: "Immediately", nl: "Onmiddellijk", fr: "Immédiatement", de: "Sofort" },
];
