import * as z from "zod/mini";
import { languages } from "#app/i18n/languages.ts";

// docs/requirements.md §17: the demand register's and the newsletter's lists at the desk, filtered by
// the URL (shareable, the back button works). A value the schema refuses is left out, never a 500.

const day = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/),
  z.refine((s) => !Number.isNaN(Date.parse(s))),
);

const common = {
  language: z.enum(languages),
  q: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  from: day,
  to: day,
  page: z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100_000)),
};

export const demandStatuses = ["confirmed", "unconfirmed"] as const;
export const subscriberStatuses = ["pending", "confirmed", "unsubscribed"] as const;

const demandShape = { ...common, status: z.enum(demandStatuses) };
const subscriberShape = { ...common, status: z.enum(subscriberStatuses) };

type Shape = typeof demandShape | typeof subscriberShape;
type Parsed<S extends Shape> = { [K in keyof S]?: z.output<S[K]> };

/** Each parameter the schema accepts; the others are dropped, one by one. */
function parseEach<S extends Shape>(shape: S, params: URLSearchParams): Parsed<S> {
  const parsed: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(shape)) {
    const value = params.get(name);
    if (value === null || value === "") continue;
    const result = z.safeParse(schema as z.ZodMiniType, value);
    if (result.success) parsed[name] = result.data;
  }
  return parsed as Parsed<S>;
}

export type DemandFilter = Parsed<typeof demandShape>;
export type SubscriberFilter = Parsed<typeof subscriberShape>;

export const parseDemandFilter = (params: URLSearchParams): DemandFilter =>
  parseEach(demandShape, params);

export const parseSubscriberFilter = (params: URLSearchParams): SubscriberFilter =>
  parseEach(subscriberShape, params);

/** The rows one page of a list shows. */
export const pageSize = 50;
