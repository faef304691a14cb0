import { z } from "zod";

// docs/requirements.md §3 "Property attributes known from labels": the display-only attribute groups. They keep the
// CRM's own field names, in the snapshot and in the stored JSON documents alike (ADR 005), so nothing is
// renamed on the way in or out. Neutral values hold for every language; localized ones are CRM texts.

const count = z.number().int().min(0).max(10_000);
const measure = z.number().min(0).max(100_000_000);
const year = z.number().int().min(1000).max(2200);
const text = z.string().trim().max(2000);
const isoDate = z.iso.date();

export const neutralDetailsShape = {
  // rooms
  ShowerRooms: count,
  Toilets: count,
  Garages: count,
  Parkings: count,
  Floors: count,
  // The floor a flat or a project's unit is on, 0 for the ground floor (docs/requirements.md §12 units table); not in the
  // spec's list of labels, so agencies without it simply leave it out.
  Floor: z.number().int().min(-5).max(200),
  Facades: count,
  // surfaces (m²) and widths (m)
  SurfaceTotal: measure,
  SurfaceTerrace: measure,
  SurfaceGarden: measure,
  SurfaceOffice: measure,
  SurfaceConstructed: measure,
  FrontWidth: measure,
  PlotWidth: measure,
  // construction and energy
  ConstructionYear: year,
  RenovationYear: year,
  CO2Emission: measure,
  EPCUniqueCode: z.string().trim().max(100),
  /** The certificate's total primary energy use, kWh a year (the EPC value is per m²). */
  EPCTotalConsumption: measure,
  // charges and costs (euro)
  ChargesRenter: measure,
  ChargesOwner: measure,
  NotaryFees: measure,
  RegistrationRights: measure,
  VAT: measure,
  Deposit: measure,
  AgencyCost: measure,
  InventoryCost: measure,
  // legal (docs/requirements.md §4: judicial decision yes, no, on request)
  BuildingPermit: z.boolean(),
  SubdivisionPermit: z.boolean(),
  PreEmptionRight: z.boolean(),
  Summons: z.boolean(),
  JudicialDecision: z.enum(["yes", "no", "onRequest"]),
  /** Cadastral income (kadastraal inkomen, revenu cadastral), euro a year, when the CRM knows it. */
  CadastralIncome: measure,
  // availability and viager (annuity sale)
  AvailableFrom: isoDate,
  IsViager: z.boolean(),
  ViagerBouquet: measure,
  ViagerMonthlyAnnuity: measure,
  ViagerAnnuitantAges: z.string().trim().max(50),
} as const;

export const localizedDetailsShape = {
  Heating: text,
  Kitchen: text,
  Glazing: text,
  WindowFrame: text,
  Roof: text,
  EnergyLevel: text,
  FloodZone: text,
  Asbestos: text,
  UrbanDestination: text,
  Availability: text,
} as const;

export const neutralDetailsSchema = z.object(neutralDetailsShape).partial().strict();
export const localizedDetailsSchema = z.object(localizedDetailsShape).partial().strict();

export type NeutralDetails = z.infer<typeof neutralDetailsSchema>;
export type LocalizedDetails = z.infer<typeof localizedDetailsSchema>;

export const neutralDetailKeys = Object.keys(neutralDetailsShape) as (keyof NeutralDetails)[];
export const localizedDetailKeys = Object.keys(localizedDetailsShape) as (keyof LocalizedDetails)[];
