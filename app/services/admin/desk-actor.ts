// Who does a desk action, and from where: every use case of the desk writes it into the staff audit
// log (docs/requirements.md §17 "Audit log"). The route reads both from the staff context and the request.
export interface DeskActor {
  staffId: number;
  clientAddress: string;
}
