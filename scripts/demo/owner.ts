import type { HistoryEntry } from "#app/data/owners/owner-history.server.ts";
import type { PropertyHistory } from "#app/data/owners/owners.server.ts";
import type { OwnerInput } from "#app/services/owners/owner-accounts.server.ts";
import { type Random, seededRandom } from "./random.ts";

// The demo owner (docs/features.md "The demo agency"): five properties with 90 days of page views, communications,
// online media and calendar visits, so that the owner portal has a story to tell.

export const demoOwnerLogin = {
  email: "owner@immo-lumiere.example",
  username: "demo-owner",
  password: "Lumiere-demo-2026",
};

export function demoOwner(propertyIds: number[]): OwnerInput {
  return { ...demoOwnerLogin, displayName: "Catherine Lambert", propertyIds };
}

const day = 86_400_000;
const sources = ["website", "website", "website", "immoweb", "zimmo", "facebook", "newsletter"];
const agents = ["Claire Dumont", "Jonas Peeters", "Amélie Laurent"];
const people = [
  "M. Janssens",
  "Mme Dubois",
  "L. Van den Berg",
  "S. Martin",
  "K. Hermans",
  "A. Lefèvre",
  "T. Schmitz",
];

function entry(
  r: Random,
  at: Date,
  fields: Omit<HistoryEntry, "at" | "contact"> & { contact?: string },
): HistoryEntry {
  return { at, contact: fields.contact ?? r.pick(people), ...fields };
}

export function demoHistory(seed: number, propertyId: number, today: Date): PropertyHistory {
  const r = seededRandom(seed * 7919 + propertyId);
  const at = (daysAgo: number, hour = r.int(9, 19)) =>
    new Date(today.getTime() - daysAgo * day + hour * 3_600_000 + r.int(0, 59) * 60_000);
  const pageViews = Array.from({ length: 90 }, (_, daysAgo) => {
    // More views at the start of the listing and at weekends, like a real listing.
    const weekend = new Date(today.getTime() - daysAgo * day).getUTCDay() % 6 === 0 ? 1.6 : 1;
    const fresh = 1 + daysAgo / 60;
    const count = Math.round(r.int(4, 18) * weekend * fresh);
    return Array.from({ length: count }, () => ({
      at: at(daysAgo, r.int(7, 23)),
      source: r.pick(sources),
    }));
  }).flat();
  const communications = Array.from({ length: r.int(8, 14) }, () =>
    entry(r, at(r.int(0, 89)), {
      type: r.pick(["call", "email", "email", "offer"]),
      subject: r.pick([
        "Question about the garden",
        "Request for the EPC",
        "Visit request",
        "Offer received",
        "Question about charges",
      ]),
      comment: r.pick([
        "Answered the same day.",
        "Documents sent.",
        "Call back planned.",
        "Forwarded to the owner.",
      ]),
      status: r.pick(["done", "done", "open"]),
      source: r.pick(sources),
    }),
  );
  const onlineMedia = ["immoweb", "zimmo", "logic-immo", "facebook", "website"].map((medium, i) =>
    entry(r, at(89 - i * 2), {
      type: "publication",
      contact: r.pick(agents),
      subject: `Published on ${medium}`,
      comment: "",
      status: i === 2 && r.chance(0.5) ? "paused" : "online",
      source: medium,
    }),
  );
  const visits = Array.from({ length: r.int(6, 12) }, () => {
    const daysAgo = r.int(-7, 85);
    return entry(r, at(daysAgo, r.int(10, 18)), {
      type: "visit",
      subject: "Visit",
      comment: r.pick([
        "Very interested.",
        "Finds the kitchen small.",
        "Second visit planned.",
        "Asked about the price.",
        "",
      ]),
      status: daysAgo < 0 ? "confirmed" : r.pick(["done", "done", "cancelled"]),
      source: r.pick(agents),
    });
  });
  return { pageViews, communications, onlineMedia, visits };
}
