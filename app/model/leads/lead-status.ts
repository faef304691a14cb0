// docs/requirements.md §17 (the leads inbox): what the agency did with a lead. A new lead is `new`;
// staff move it on, or mark it as spam (it stays, out of the default view).
export const leadStatuses = ["new", "in_progress", "done", "spam"] as const;
export type LeadStatus = (typeof leadStatuses)[number];
