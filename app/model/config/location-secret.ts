import { z } from "zod";

// ADR 012: the site's secret that moves the position of hidden addresses, 256 random bits in hex.
export const locationSecretSchema = z.string().regex(/^[0-9a-f]{64}$/);
