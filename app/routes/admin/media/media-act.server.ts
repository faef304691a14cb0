import type { RouterContextProvider } from "react-router";
import { deskOperationsContext, mediaContext, siteContext } from "#app/contexts.ts";
import { requireAdmin } from "#app/middleware/staff.server.ts";
import { staffActOf } from "#app/middleware/staff-act.server.ts";
import type { MediaLibraryFacts } from "#app/services/admin/media-library.server.ts";

/**
 * What the media library's use cases need of this request (ADR 059): an admin's act (an agent gets
 * the desk's 404), the media folder, the site's languages and the server's variant queue.
 */
export function mediaActOf(context: Readonly<RouterContextProvider>) {
  requireAdmin(context);
  const facts: MediaLibraryFacts = {
    mediaDir: context.get(mediaContext).dir,
    enabled: context.get(siteContext).languages.enabled,
    variants: context.get(deskOperationsContext).variants,
  };
  return { act: staffActOf(context), facts };
}
