import {
  defaultListingQuery,
  type ListingFilter,
  type ListingQuery,
  type ListingSort,
  listingSorts,
  type PageSize,
  pageSizes,
} from "#app/model/catalogue/listing-filter.ts";

// docs/requirements.md §2 listings: the listing's state lives in its URL, under readable names, so that a search can be
// shared, bookmarked and walked back with the browser's buttons. A value that cannot be read is dropped
// with a notice (product rule: bad input changes nothing). No zod: links are written in the browser too.

/** The URL parameter of each part of the query. */
export const listingParams = {
  cities: "city",
  types: "type",
  q: "q",
  priceMin: "price-min",
  priceMax: "price-max",
  bedroomsMin: "bedrooms",
  surfaceMin: "surface",
  sort: "sort",
  page: "page",
  size: "per-page",
} as const;

const cityPattern = /^[\p{L}\p{N}][\p{L}\p{N} '’.-]{0,79}$/u;
const maxValues = 20;
const amountPattern = /^\d{1,9}$/;

type NumberField = "priceMin" | "priceMax" | "bedroomsMin" | "surfaceMin";
const numberFields: NumberField[] = ["priceMin", "priceMax", "bedroomsMin", "surfaceMin"];

/** The query a list's URL asks for; `defaultSize`: the list's size when the URL names none. */
export function parseListingQuery(
  params: URLSearchParams,
  defaultSize: PageSize = defaultListingQuery.defaultSize,
): {
  query: ListingQuery;
  invalid: boolean;
} {
  let invalid = false;
  const values = (name: string) =>
    params
      .getAll(name)
      .map((value) => value.trim())
      .filter((value) => value !== "");
  const read = <T>(raw: string[], parse: (value: string) => T | undefined): T[] => {
    const parsed = raw.map(parse).filter((value) => value !== undefined);
    if (parsed.length < raw.length || parsed.length > maxValues) invalid = true;
    return [...new Set(parsed)].slice(0, maxValues);
  };
  const filter: ListingFilter = {};
  const cities = read(values(listingParams.cities), (v) => (cityPattern.test(v) ? v : undefined));
  if (cities.length) filter.cities = cities;
  const types = read(values(listingParams.types), (v) =>
    /^\d{1,6}$/.test(v) && Number(v) > 0 ? Number(v) : undefined,
  );
  if (types.length) filter.types = types;
  const [q] = values(listingParams.q);
  if (q !== undefined) filter.q = q.slice(0, 80);
  for (const field of numberFields) {
    const [raw] = values(listingParams[field]);
    if (raw === undefined) continue;
    if (amountPattern.test(raw)) filter[field] = Number(raw);
    else invalid = true;
  }
  const one = <T>(name: string, allowed: readonly T[], parse: (v: string) => T): T | undefined => {
    const [raw] = values(name);
    if (raw === undefined) return undefined;
    const value = parse(raw);
    if (allowed.includes(value)) return value;
    invalid = true;
    return undefined;
  };
  const sort = one<ListingSort>(listingParams.sort, listingSorts, (v) => v as ListingSort);
  const size = one<PageSize>(listingParams.size, pageSizes, (v) => Number(v) as PageSize);
  const [rawPage] = values(listingParams.page);
  let page = defaultListingQuery.page;
  if (rawPage !== undefined) {
    if (/^\d{1,6}$/.test(rawPage) && Number(rawPage) >= 1) page = Number(rawPage);
    else invalid = true;
  }
  return {
    query: {
      filter,
      sort: sort ?? defaultListingQuery.sort,
      page,
      size: size ?? defaultSize,
      defaultSize,
    },
    invalid,
  };
}

/** The query as URL parameters, defaults left out: "" for the plain list, else "?city=…&page=2". */
export function listingSearch(query: ListingQuery): string {
  const params = new URLSearchParams();
  const { filter } = query;
  for (const city of filter.cities ?? []) params.append(listingParams.cities, city);
  for (const type of filter.types ?? []) params.append(listingParams.types, String(type));
  if (filter.q) params.set(listingParams.q, filter.q);
  for (const field of numberFields) {
    const value = filter[field];
    if (value !== undefined) params.set(listingParams[field], String(value));
  }
  if (query.sort !== defaultListingQuery.sort) params.set(listingParams.sort, query.sort);
  if (query.size !== query.defaultSize) params.set(listingParams.size, String(query.size));
  if (query.page !== 1) params.set(listingParams.page, String(query.page));
  const search = params.toString();
  return search ? `?${search}` : "";
}

export type FilterPart = keyof ListingFilter;

/** The same search without one filter (or one of its values), back on page 1: to widen a search. */
export function widened(query: ListingQuery, part: FilterPart, value?: string | number) {
  const filter = { ...query.filter };
  const current = filter[part];
  if (Array.isArray(current) && value !== undefined) {
    const rest = (current as (string | number)[]).filter((v) => v !== value);
    Object.assign(filter, { [part]: rest.length ? rest : undefined });
  } else delete filter[part];
  return { ...query, filter, page: 1 };
}

/** The parameter a property's URL carries to find its neighbours in the list it was opened from. */
export const fromParam = "from";

/** A property's link from a list: its URL with the list's query, for previous / next on its page. */
export function fromList(propertyUrl: string, query: ListingQuery): string {
  const search = listingSearch(query).slice(1);
  return `${propertyUrl}?${new URLSearchParams({ [fromParam]: search }).toString()}`;
}
