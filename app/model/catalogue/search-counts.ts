// docs/requirements.md §3 "Type entry in search data" and "City entry": what is on offer, counted per goal, for the home
// search block, the stats module and the listing filters (read by data/catalogue/search-counts.server.ts).

export interface GoalCounts {
  sale: number;
  rent: number;
}

export interface SearchCounts {
  total: GoalCounts;
  types: ({ webId: number; name: string } & GoalCounts)[];
  cities: ({ zip: string; name: string; countryId: number } & GoalCounts)[];
}
