import { describe, expect, it } from "vitest";
import { z } from "zod";
import * as mini from "zod/mini";
import { htmlConstraints } from "./html-constraints.ts";

describe("the HTML constraints of a form schema", () => {
  it("marks required fields and carries text lengths and patterns", () => {
    const constraints = htmlConstraints(
      z.object({
        name: z.string().trim().min(2).max(80),
        postcode: z.string().regex(/^\d{4}$/),
        remark: z.string().max(2000).optional(),
        city: z.string().default(""),
      }),
    );
    expect(constraints).toEqual({
      name: { required: true, minLength: 2, maxLength: 80 },
      postcode: { required: true, pattern: "^\\d{4}$" },
      remark: { maxLength: 2000 },
      city: {},
    });
  });

  it("gives formats their input type instead of zod's long pattern", () => {
    const constraints = htmlConstraints(
      z.object({ email: z.email(), site: z.url().optional(), day: z.iso.date() }),
    );
    expect(constraints).toEqual({
      email: { required: true, type: "email" },
      site: { type: "url" },
      day: { required: true, type: "date" },
    });
  });

  it("gives numbers their bounds, exclusive ones as whole numbers", () => {
    const constraints = htmlConstraints(
      z.object({
        bedrooms: z.coerce.number().int().min(0).max(20),
        budget: z.coerce.number().int().positive().optional(),
        surface: z.number().min(1),
        persons: z.int(),
      }),
    );
    expect(constraints).toEqual({
      bedrooms: { required: true, type: "number", min: 0, max: 20 },
      budget: { type: "number", min: 1 },
      surface: { required: true, type: "number", min: 1, step: "any" },
      persons: { required: true, type: "number" },
    });
  });

  it("reads choices, checkboxes and lists, and schemas written with zod/mini", () => {
    const constraints = htmlConstraints(
      mini.object({
        goal: mini.enum(["sale", "rent"]),
        privacy: mini.literal("on"),
        newsletter: mini.optional(mini.literal("on")),
        types: mini.array(mini.string()).check(mini.minLength(1)),
        zones: mini.optional(mini.array(mini.string())),
      }),
    );
    expect(constraints).toEqual({
      goal: { required: true },
      privacy: { required: true },
      newsletter: {},
      types: { required: true, multiple: true },
      zones: { multiple: true },
    });
  });

  it("leaves out a pattern the browser would read otherwise than zod", () => {
    const constraints = htmlConstraints(
      z.object({
        reference: z.string().regex(/^ref-\d+$/i),
        code: z
          .string()
          .regex(/^[a-z-]+$/)
          .optional(),
        phone: z
          .string()
          .regex(/^\+?[0-9 ]{9,15}$/)
          .optional(),
      }),
    );
    // Case-insensitive in zod; an unescaped "-" in a class does not compile with the browser's v flag.
    expect(constraints).toEqual({
      reference: { required: true },
      code: {},
      phone: { pattern: "^\\+?[0-9 ]{9,15}$" },
    });
  });
});
