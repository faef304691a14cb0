// What the owner portal's pages show (routes/owners/, features/owners/): plain data the loaders send.

/** docs/requirements.md §3: visits today, this week, this month and in total. */
export interface VisitCounts {
  today: number;
  week: number;
  month: number;
  total: number;
}

export interface VisitFigures extends VisitCounts {
  /** The last 30 days, oldest first (YYYY-MM-DD in the agency's time zone). */
  daily: { day: string; visits: number }[];
  bySource: { source: string; visits: number }[];
}

/** One line of a history table (docs/requirements.md §3): its date as ISO text. */
export interface HistoryRow {
  at: string;
  type: string;
  contact: string;
  subject: string;
  comment: string;
  status: string;
  source: string;
}

export interface PortalHistory {
  communications: HistoryRow[];
  onlineMedia: HistoryRow[];
  visits: HistoryRow[];
}
