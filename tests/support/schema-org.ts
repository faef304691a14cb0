// A small schema.org checker for the types our pages' JSON-LD uses (no validator service here: tests
// run offline). Each type lists the properties schema.org gives it that we use, with the kind of value
// schema.org expects, and those search engines need (Google's structured data guidelines). A property
// we did not list, a value of the wrong kind, a missing required one or an unknown @type is an error.

type Kind =
  | "text"
  | "url"
  | "date"
  | "number"
  | "integer"
  | "country"
  | "currency"
  | { enum: readonly string[] }
  | { type: readonly string[] };

interface TypeRule {
  properties: Record<string, Kind | { many: Kind }>;
  required: readonly string[];
}

const itemAvailability = [
  "BackOrder",
  "Discontinued",
  "InStock",
  "InStoreOnly",
  "LimitedAvailability",
  "MadeToOrder",
  "OnlineOnly",
  "OutOfStock",
  "PreOrder",
  "PreSale",
  "Reserved",
  "SoldOut",
].map((value) => `https://schema.org/${value}`);

const businessFunctions = ["Sell", "LeaseOut", "ProvideService"].map(
  (value) => `http://purl.org/goodrelations/v1#${value}`,
);

const priceSpecification: TypeRule = {
  properties: {
    price: "number",
    minPrice: "number",
    maxPrice: "number",
    priceCurrency: "currency",
    unitCode: "text",
  },
  required: ["priceCurrency"],
};

export const schemaTypes: Record<string, TypeRule> = {
  RealEstateListing: {
    properties: {
      name: "text",
      url: "url",
      description: "text",
      image: { many: "url" },
      datePosted: "date",
      contentLocation: { type: ["Place"] },
      offers: { type: ["Offer", "AggregateOffer"] },
    },
    required: ["name", "url"],
  },
  Place: {
    properties: { address: { type: ["PostalAddress"] }, geo: { type: ["GeoCoordinates"] } },
    required: ["address"],
  },
  PostalAddress: {
    properties: {
      streetAddress: "text",
      postalCode: "text",
      addressLocality: "text",
      addressCountry: "country",
    },
    required: ["addressLocality", "addressCountry"],
  },
  GeoCoordinates: {
    properties: { latitude: "number", longitude: "number" },
    required: ["latitude", "longitude"],
  },
  Offer: {
    properties: {
      url: "url",
      price: "number",
      priceCurrency: "currency",
      availability: { enum: itemAvailability },
      businessFunction: { enum: businessFunctions },
      priceSpecification: { type: ["PriceSpecification", "UnitPriceSpecification"] },
    },
    required: ["availability"],
  },
  AggregateOffer: {
    properties: {
      url: "url",
      lowPrice: "number",
      highPrice: "number",
      priceCurrency: "currency",
      offerCount: "integer",
    },
    required: ["lowPrice", "priceCurrency"],
  },
  PriceSpecification: priceSpecification,
  UnitPriceSpecification: priceSpecification,
  BreadcrumbList: {
    properties: { itemListElement: { many: { type: ["ListItem"] } } },
    required: ["itemListElement"],
  },
  ListItem: {
    properties: { position: "integer", name: "text", item: "url" },
    required: ["position", "name", "item"],
  },
};

/** The problems of one JSON-LD document, each with its path ("@graph[0].offers.price: ..."); none when valid. */
export function schemaProblems(document: unknown): string[] {
  if (!isObject(document)) return ["the document is not an object"];
  if (document["@context"] !== "https://schema.org")
    return [`@context: expected "https://schema.org"`];
  const nodes = Array.isArray(document["@graph"]) ? document["@graph"] : [document];
  return nodes.flatMap((node, index) =>
    nodeProblems(node, document["@graph"] ? `@graph[${index}]` : "", undefined),
  );
}

function nodeProblems(node: unknown, path: string, expected: readonly string[] | undefined) {
  if (!isObject(node)) return [`${path}: expected an object`];
  const type = node["@type"];
  const rule = typeof type === "string" ? schemaTypes[type] : undefined;
  if (!rule || typeof type !== "string") return [`${path}.@type: unknown type ${String(type)}`];
  if (expected && !expected.includes(type))
    return [`${path}.@type: ${type} where ${expected.join(" or ")} belongs`];
  const problems = rule.required
    .filter((name) => node[name] === undefined)
    .map((name) => `${path}.${name}: required`);
  for (const [name, value] of Object.entries(node)) {
    if (name === "@type") continue;
    const kind = rule.properties[name];
    if (!kind) problems.push(`${path}.${name}: not a property of ${type} that we know`);
    else if (typeof kind === "object" && "many" in kind) {
      const values = Array.isArray(value) ? value : [value];
      problems.push(
        ...values.flatMap((one, i) => valueProblems(one, kind.many, `${path}.${name}[${i}]`)),
      );
    } else problems.push(...valueProblems(value, kind, `${path}.${name}`));
  }
  if (node.price !== undefined && node.priceCurrency === undefined)
    problems.push(`${path}.priceCurrency: required with a price`);
  return problems;
}

function valueProblems(value: unknown, kind: Kind, path: string): string[] {
  if (typeof kind === "object" && "type" in kind) return nodeProblems(value, path, kind.type);
  if (typeof kind === "object")
    return kind.enum.includes(String(value)) ? [] : [`${path}: ${String(value)} is not allowed`];
  const valid = {
    text: typeof value === "string" && value.trim() !== "",
    url: typeof value === "string" && /^https?:\/\/[^\s/]+\/\S*$/.test(value),
    date:
      typeof value === "string" && /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2}))?$/.test(value),
    number: typeof value === "number" && Number.isFinite(value),
    integer: Number.isInteger(value),
    country: typeof value === "string" && /^[A-Z]{2}$/.test(value),
    currency: typeof value === "string" && /^[A-Z]{3}$/.test(value),
  }[kind];
  return valid ? [] : [`${path}: ${JSON.stringify(value)} is not a valid ${kind}`];
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The JSON-LD documents of a page's HTML, parsed. */
export function jsonLdDocuments(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    ([, json]) => JSON.parse(json ?? ""),
  );
}
