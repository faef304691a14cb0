import { z } from "zod";
import { maxRecordId } from "#app/domain/record-id.ts";
import { languages } from "#app/i18n/languages.ts";
import { ownerRecordSchema } from "#app/model/owners/owner-records.ts";
import { localizedDetailsSchema, neutralDetailsSchema } from "./property-details.ts";

// The CRM snapshot, in the CRM's own shape (docs/requirements.md §3 field names): one record per entity and language,
// as the CRM sends them. docs/import-format.md describes it; docs/snapshot.schema.json is generated from here.

const id = z
  .number()
  .int()
  .positive()
  .max(maxRecordId, { error: `must be at most ${maxRecordId} (ids are 32-bit integers)` });
/**
 * Euros, cents kept (issue 28, defect 1): a whole number of cents, never a third decimal the site would
 * have to round away. Stored as `double precision` (db/migrations/0037), exact to the cent at this size.
 */
const euros = z
  .number()
  .min(0, { error: "must not be negative" })
  .max(1_000_000_000)
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
    error: "must be in euros and whole cents (at most 2 decimals)",
  });
const optionalText = (max: number) => z.string().trim().max(max).optional();

/** A file: a local path, a file: URL or an http(s) URL. */
const fileUrl = z
  .string()
  .trim()
  .min(1)
  .max(1000)
  .refine((value) => !/^[a-z][a-z0-9+.-]*:/i.test(value) || /^(https?|file):/i.test(value), {
    error: "must be a local path, a file: URL or an http(s) URL",
  });

export const pictureSchema = z.strictObject({
  Url: fileUrl,
  // Bounded as the columns are (32-bit integers), so that the database refuses nothing the checks let
  // through: a problem names its record and field (issue 28, defect 1).
  Width: z.number().int().positive().max(maxRecordId).optional(),
  Height: z.number().int().positive().max(maxRecordId).optional(),
  ID: z.union([z.number(), z.string()]).optional(),
  Name: optionalText(300),
});

export const documentSchema = z.strictObject({
  Url: fileUrl,
  Name: z.string().trim().min(1).max(300),
});

const addressShape = {
  PublishAddress: z.boolean().default(true),
  Street: optionalText(200),
  HouseNumber: optionalText(20),
  BoxNr: optionalText(20),
  // Belgian and Luxembourg postcodes are 4 digits; CRMs also write them in the international postal
  // form "B-1000", "L-1450" (issue 28, defect 7), stored as the 4 digits.
  Zip: z
    .union([z.string(), z.number()])
    .transform(String)
    .pipe(
      z
        .string()
        .trim()
        .regex(/^(?:[BL]-?)?\d{4}$/i, {
          error: 'must be a 4-digit postal code, optionally written "B-1000" or "L-1450"',
        })
        .transform((zip) => zip.slice(-4)),
    ),
  City: z.string().trim().min(1).max(100),
  // docs/requirements.md §3: 10 Belgium, 50 Luxembourg
  CountryID: z.union([z.literal(10), z.literal(50)], {
    error: "must be 10 (Belgium) or 50 (Luxembourg)",
  }),
  CountryName: optionalText(100),
  Latitude: z.number().min(-90).max(90).optional(),
  Longitude: z.number().min(-180).max(180).optional(),
};

const mediaShape = {
  SmallPictureItem: pictureSchema.optional(),
  XLargePictureItem: pictureSchema.optional(),
  /** Every photo, in display order. */
  Pictures: z.array(pictureSchema).max(200).default([]),
  Documents: z.array(documentSchema).max(100).default([]),
  Videos: z.array(fileUrl).max(20).default([]),
  VirtualTour: fileUrl.optional(),
};

const datesShape = {
  CreatedAt: z.iso.datetime({ offset: true }).optional(),
  UpdatedAt: z.iso.datetime({ offset: true }).optional(),
};

export const propertyRecordSchema = z.strictObject({
  ID: id,
  language: z.enum(languages),
  // docs/requirements.md §3: Goal 0 sale, 1 rent
  Goal: z.union([z.literal(0), z.literal(1)], { error: "must be 0 (sale) or 1 (rent)" }),
  Status: z.enum(["available", "option", "sold", "rented", "withdrawn"]).default("available"),
  WebID: id,
  WebIDs: z
    .string()
    .regex(/^\s*\d+(\s*,\s*\d+)*\s*$/, { error: "must be a comma-separated list of type ids" })
    .optional(),
  MainTypeName: optionalText(100),
  TypeDescription: z.string().trim().min(1).max(300),
  Description: z.string().max(50_000).default(""),
  Price: euros.nullable().optional(),
  PublishPrice: z.boolean().default(true),
  // docs/requirements.md §3: 7 means "starting from"
  PriceUnit: z.number().int().min(0).max(maxRecordId).nullable().optional(),
  PriceUnitText: optionalText(100),
  Marquee: z.number().int().min(0).max(4).default(0),
  MarqueeName: optionalText(100),
  EnergyPerformance: z.number().min(-1000).max(10_000).nullable().optional(),
  EPCNotApplicable: z.boolean().default(false),
  EPCLabelText: optionalText(100),
  BedRooms: z.number().int().min(0).max(1000).optional(),
  BathRooms: z.number().int().min(0).max(1000).optional(),
  SurfaceLiving: z.number().min(0).max(10_000_000).optional(),
  SurfaceGround: z.number().min(0).max(100_000_000).optional(),
  // null, as CRMs write it for a property that is not a unit, is no project (issue 28, defect 8).
  ProjectID: id.nullish().transform((value) => value ?? undefined),
  ...addressShape,
  ...mediaShape,
  ...datesShape,
  ...neutralDetailsSchema.shape,
  ...localizedDetailsSchema.shape,
});

export const projectRecordSchema = z
  .strictObject({
    ID: id,
    language: z.enum(languages),
    Status: z.enum(["available", "withdrawn"]).default("available"),
    Goal: z.union([z.literal(0), z.literal(1)]).optional(),
    WebID: id.optional(),
    Name: z.string().trim().min(1).max(300),
    Description: z.string().max(50_000).default(""),
    ExternalWeb: z
      .url({ protocol: /^https?$/, error: "must be an http(s) URL" })
      .max(500)
      .optional(),
    PriceMin: euros.optional(),
    PriceMax: euros.optional(),
    ...addressShape,
    ...mediaShape,
    ...datesShape,
  })
  .check((ctx) => {
    const { PriceMin, PriceMax } = ctx.value;
    if (PriceMin !== undefined && PriceMax !== undefined && PriceMin > PriceMax) {
      ctx.issues.push({
        code: "custom",
        input: PriceMax,
        path: ["PriceMax"],
        message: `must not be less than PriceMin (${PriceMin})`,
      });
    }
  });

export const propertyTypeRecordSchema = z.strictObject({
  WebID: id,
  language: z.enum(languages),
  Name: z.string().trim().min(1).max(100),
  ShowOrder: z.number().int().min(0).max(1000),
  Sale: z.boolean(),
  Rent: z.boolean(),
});

/** The whole file. Records of one entity in several languages share their ID. */
export const snapshotSchema = z.strictObject({
  propertyTypes: z.array(propertyTypeRecordSchema).default([]),
  projects: z.array(projectRecordSchema).default([]),
  properties: z.array(propertyRecordSchema).default([]),
  /** Absent: the import leaves owners as they are (docs/import-format.md "Owners"). */
  owners: z.array(ownerRecordSchema).optional(),
});

export type PropertyRecord = z.infer<typeof propertyRecordSchema>;
export type ProjectRecord = z.infer<typeof projectRecordSchema>;
export type PropertyTypeRecord = z.infer<typeof propertyTypeRecordSchema>;
export type Snapshot = z.infer<typeof snapshotSchema>;
export type SnapshotInput = z.input<typeof snapshotSchema>;
