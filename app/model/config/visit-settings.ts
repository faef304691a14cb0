import { z } from "zod";
import { defaultVisitSlots, weekdays } from "#app/domain/visit-slots.ts";

// docs/requirements.md §14 "book a visit": when the agency shows properties, and its conditions for a rental visit.
// PRODUCT.md: the slots default to 10:00-13:00, 14:00-16:00, 16:00-19:00, configurable per agency;
// per weekday too (no visits on Sunday by default). docs/requirements.md §9: a rental visit's conditions (minimum
// monthly income, maximum number of persons) are parameters.

/** A time range of a day, like 10:00-13:00 (visit slots, office hours). */
export const timeRange = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-3]):[0-5]\d$/, {
    error: "must be a time slot like 10:00-13:00",
  })
  .refine((s) => s.slice(0, 5) < s.slice(6), { error: "a slot must end after it starts" });

export const visitSettingsSchema = z
  .strictObject({
    /** The slots of a day with visits. */
    slots: z
      .array(timeRange)
      .min(1)
      .max(8)
      .default([...defaultVisitSlots]),
    /** Other slots on some weekdays; an empty list: no visits that day. */
    byWeekday: z.partialRecord(z.enum(weekdays), z.array(timeRange).max(8)).default({ sun: [] }),
    /** How far ahead a visit may be asked for, in days (from tomorrow). */
    daysAhead: z.number().int().min(1).max(365).default(60),
    rental: z
      .strictObject({
        /** The net monthly income asked, as a multiple of the rent (0: no condition). */
        incomeTimesRent: z.number().min(0).max(10).default(3),
        /** The most persons who may live in a rented property (none: no condition). */
        maximumPersons: z.number().int().min(1).max(20).optional(),
      })
      .default({ incomeTimesRent: 3 }),
  })
  .default({
    slots: [...defaultVisitSlots],
    byWeekday: { sun: [] },
    daysAhead: 60,
    rental: { incomeTimesRent: 3 },
  });

export type VisitSettings = z.output<typeof visitSettingsSchema>;
