// The rows of the desk's demand register and newsletter lists (docs/requirements.md §17), dates already
// in the staff member's language.

export interface DemandSearchItem {
  id: number;
  name: string;
  email: string;
  language: string;
  wanted: string;
  confirmed: boolean;
  account: boolean;
  registeredAt: string;
}

export interface SubscriberItem {
  id: number;
  email: string;
  language: string;
  status: "pending" | "confirmed" | "unsubscribed";
  signedUpAt: string;
  confirmedAt: string;
  unsubscribedAt: string;
}
