import type { z } from "zod";

// Issue 27 "Settings", ADR 060: what the editor reads of a zod 4 schema (its `_zod.def`): the kind of
// value, its children, its bounds. Only the kinds the site configuration uses are known; the walkers
// throw on another, and a unit test walks every group.

export type Schema = z.core.$ZodType;

interface CheckDef {
  check: string;
  format?: string;
  pattern?: RegExp;
  minimum?: number;
  maximum?: number;
  value?: number;
}

export interface SchemaDef {
  type: string;
  shape?: Record<string, Schema>;
  element?: Schema;
  innerType?: Schema;
  defaultValue?: unknown;
  entries?: Record<string, string>;
  values?: unknown[];
  options?: Schema[];
  discriminator?: string;
  keyType?: Schema;
  valueType?: Schema;
  format?: string;
  pattern?: RegExp;
  checks?: { _zod: { def: CheckDef } }[];
}

export const defOf = (schema: Schema) => schema._zod.def as unknown as SchemaDef;

/**
 * The schema under `optional`, `nullable` and `default`: whether the value may be left out
 * (`optional`: an empty one is no value; `nullable`: an empty one is null, a page's parent), and the
 * default zod gives it when none is sent.
 */
export function unwrap(schema: Schema): {
  inner: Schema;
  optional: boolean;
  nullable: boolean;
  fallback: unknown;
} {
  let inner = schema;
  let optional = false;
  let nullable = false;
  let fallback: unknown;
  for (;;) {
    const def = defOf(inner);
    const wrapper = ["optional", "nullable", "default"].includes(def.type);
    if (!wrapper || !def.innerType) return { inner, optional, nullable, fallback };
    if (def.type === "optional") optional = true;
    if (def.type === "nullable") nullable = true;
    else if (fallback === undefined) fallback = def.defaultValue;
    inner = def.innerType;
  }
}

const checksOf = (def: SchemaDef) => (def.checks ?? []).map((check) => check._zod.def);

/** A bound of a string's length, a number or an array's size. */
export function bound(def: SchemaDef, side: "min" | "max"): number | undefined {
  for (const check of checksOf(def)) {
    if (side === "min" && check.check === "min_length") return check.minimum;
    if (side === "max" && check.check === "max_length") return check.maximum;
    if (side === "min" && check.check === "greater_than") return check.value;
    if (side === "max" && check.check === "less_than") return check.value;
  }
  return undefined;
}

export const isInteger = (def: SchemaDef) =>
  checksOf(def).some((check) => check.check === "number_format" && /int/.test(check.format ?? ""));

/** A colour field: the configuration's `#rrggbb` pattern (site-config.ts). */
export const isColour = (def: SchemaDef) =>
  checksOf(def).some((check) => check.pattern?.source === "^#[0-9a-f]{6}$");

/** An image of the media library (site-config.ts imageRef): chosen whole, with the MediaPicker. */
export const isImageRef = (def: SchemaDef) =>
  def.type === "object" && Object.keys(def.shape ?? {}).join() === "key,width,height,alt";

/** The literal value of each option of a discriminated union, in order. */
export function variantsOf(def: SchemaDef): { value: string; option: Schema }[] {
  const key = def.discriminator ?? "";
  return (def.options ?? []).map((option) => ({
    value: String(defOf(defOf(option).shape?.[key] as Schema).values?.[0]),
    option,
  }));
}

/** The option of a discriminated union a value names, or the first. */
export function variantOf(def: SchemaDef, value: unknown) {
  const variants = variantsOf(def);
  const named = isRecord(value) ? value[def.discriminator ?? ""] : undefined;
  return variants.find((variant) => variant.value === named) ?? variants[0];
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

export function unsupported(def: SchemaDef): never {
  throw new Error(`The settings editor cannot draw a ${def.type} schema`);
}
