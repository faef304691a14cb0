import { useEffect } from "react";

/**
 * Reports a view of a property's page (issue 15) once the page is up, and only while the visitor
 * allows visit statistics (spec §4): a beacon the page does not wait for. Consent given later, in
 * the dialog on this page, reports it then.
 */
export function usePageView(propertyId: number | undefined, allowed: boolean): void {
  useEffect(() => {
    if (propertyId !== undefined && allowed) navigator.sendBeacon(`/page-view/${propertyId}`);
  }, [propertyId, allowed]);
}
