import { useEffect } from "react";

/**
 * Reports a view of a property's page (docs/requirements.md §15) once the page is up, and only while the visitor
 * allows visit statistics (docs/requirements.md §4): a beacon the page does not wait for, carrying the token the page
 * was served with (ADR 037: without it nothing counts). Consent given later, in the dialog on this
 * page, reports it then.
 */
export function usePageView(
  view: { propertyId: number; token: string } | undefined,
  allowed: boolean,
): void {
  const propertyId = view?.propertyId;
  const token = view?.token;
  useEffect(() => {
    if (propertyId !== undefined && token !== undefined && allowed)
      navigator.sendBeacon(`/page-view/${propertyId}`, new URLSearchParams({ token }));
  }, [propertyId, token, allowed]);
}
