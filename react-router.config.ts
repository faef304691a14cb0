import type { Config } from "@react-router/dev/config";

// Classic server rendering; the Hono server in server/ serves the build (ADR 001).
export default {
  ssr: true,
} satisfies Config;
