import type { StaffTables } from "#app/data/admin/schema.ts";
import type { AuthTables } from "#app/data/auth/schema.ts";
import type { CatalogueTables } from "#app/data/catalogue/schema.ts";
import type { ConfigTables } from "#app/data/config/schema.ts";
import type { ContentTables } from "#app/data/content/schema.ts";
import type { CrmTables } from "#app/data/crm/schema.ts";
import type { GuardTables } from "#app/data/guard/schema.ts";
import type { LeadsTables } from "#app/data/leads/schema.ts";
import type { MailTables } from "#app/data/mail/schema.ts";
import type { MediaTables } from "#app/data/media/schema.ts";
import type { OwnersTables } from "#app/data/owners/schema.ts";
import type { RedirectTables } from "#app/data/redirects/schema.ts";
import type { SecretsTables } from "#app/data/secrets/schema.ts";

// Table types for Kysely, one interface per table created by db/migrations, kept with the capability that
// owns the table (data/<capability>/schema.ts). Booleans read back as 0/1 on SQLite and as booleans on
// PostgreSQL, timestamps as ISO text or Date: rows are turned into domain objects by the mappers in
// app/data, never used as they come.

export interface Database
  extends ConfigTables,
    CatalogueTables,
    MediaTables,
    ContentTables,
    OwnersTables,
    LeadsTables,
    MailTables,
    GuardTables,
    SecretsTables,
    AuthTables,
    StaffTables,
    RedirectTables,
    CrmTables {}
