// Ids of properties, projects, types and stored files are 32-bit integers in both engines (SQLite's
// INTEGER takes more, PostgreSQL's integer does not): a larger one is refused with a clear message
// at import and is no address on the site, rather than failing deep in PostgreSQL.
export const maxRecordId = 2_147_483_647;
