import type { Migration } from "kysely/migration";
import * as siteSetting from "./0001-site-setting.ts";
import * as catalogue from "./0002-catalogue.ts";
import * as content from "./0003-content.ts";
import * as owners from "./0004-owners.ts";
import * as listingOrderAndCounts from "./0005-listing-order-and-counts.ts";
import * as ownerImport from "./0006-owner-import.ts";
import * as remoteMediaAttempts from "./0007-remote-media-attempts.ts";
import * as defaultSite from "./0008-default-site.ts";
import * as listingSorts from "./0009-listing-sorts.ts";
import * as similarOffers from "./0010-similar-offers.ts";
import * as listingFacets from "./0011-listing-facets.ts";
import * as leads from "./0012-leads.ts";
import * as rateLimits from "./0013-rate-limits.ts";
import * as newsletter from "./0014-newsletter.ts";
import * as demandAccounts from "./0015-demand-accounts.ts";
import * as outboxWithoutLead from "./0016-outbox-without-lead.ts";
import * as ownerPasswordReset from "./0017-owner-password-reset.ts";
import * as ownerSecondFactor from "./0018-owner-second-factor.ts";
import * as verifiedBeforeMail from "./0019-verified-before-mail.ts";
import * as pageViewSightings from "./0020-page-view-sightings.ts";
import * as accountSessions from "./0021-account-sessions.ts";
import * as knownDevicesAndLoginCodes from "./0022-known-devices-and-login-codes.ts";
import * as storedSecrets from "./0023-stored-secrets.ts";
import * as staffAccounts from "./0024-staff-accounts.ts";
import * as leadHandlingAndStaffAudit from "./0025-lead-handling-and-staff-audit.ts";
import * as leadInboxSearch from "./0028-lead-inbox-search.ts";
import * as leadSearchTrigrams from "./0029-lead-search-trigrams.ts";
import * as syncRuns from "./0031-sync-runs.ts";
import * as ownerDisabledAndAuditAppendOnly from "./0032-owner-disabled-and-audit-append-only.ts";
import * as contentDraftsAndRevisions from "./0033-content-drafts-and-revisions.ts";
import * as redirects from "./0034-redirects.ts";
import * as mediaLibrary from "./0035-media-library.ts";
import * as crmDelivery from "./0036-crm-delivery.ts";
import * as pricesWithCents from "./0037-prices-with-cents.ts";
import * as leadPersonKeys from "./0038-lead-person-keys.ts";
import * as coveringSortIndexes from "./0040-covering-sort-indexes.ts";

// Every migration in order; names sort in the order they must run. The same list serves SQLite and PostgreSQL.
export const migrations: Record<string, Migration> = {
  "0001-site-setting": siteSetting,
  "0002-catalogue": catalogue,
  "0003-content": content,
  "0004-owners": owners,
  "0005-listing-order-and-counts": listingOrderAndCounts,
  "0006-owner-import": ownerImport,
  "0007-remote-media-attempts": remoteMediaAttempts,
  "0008-default-site": defaultSite,
  "0009-listing-sorts": listingSorts,
  "0010-similar-offers": similarOffers,
  "0011-listing-facets": listingFacets,
  "0012-leads": leads,
  "0013-rate-limits": rateLimits,
  "0014-newsletter": newsletter,
  "0015-demand-accounts": demandAccounts,
  "0016-outbox-without-lead": outboxWithoutLead,
  "0017-owner-password-reset": ownerPasswordReset,
  "0018-owner-second-factor": ownerSecondFactor,
  "0019-verified-before-mail": verifiedBeforeMail,
  "0020-page-view-sightings": pageViewSightings,
  "0021-account-sessions": accountSessions,
  "0022-known-devices-and-login-codes": knownDevicesAndLoginCodes,
  "0023-stored-secrets": storedSecrets,
  "0024-staff-accounts": staffAccounts,
  "0025-lead-handling-and-staff-audit": leadHandlingAndStaffAudit,
  "0028-lead-inbox-search": leadInboxSearch,
  "0029-lead-search-trigrams": leadSearchTrigrams,
  "0031-sync-runs": syncRuns,
  "0032-owner-disabled-and-audit-append-only": ownerDisabledAndAuditAppendOnly,
  "0033-content-drafts-and-revisions": contentDraftsAndRevisions,
  "0034-redirects": redirects,
  "0035-media-library": mediaLibrary,
  "0036-crm-delivery": crmDelivery,
  "0037-prices-with-cents": pricesWithCents,
  "0038-lead-person-keys": leadPersonKeys,
  "0040-covering-sort-indexes": coveringSortIndexes,
};
