import type { ColumnType } from "kysely";

// Column types shared by the tables of every capability (data/<capability>/schema.ts).

export type Flag = ColumnType<boolean | number, boolean, boolean>;
export type Timestamp = ColumnType<Date | string, Date, Date>;
export type NullableTimestamp = ColumnType<Date | string | null, Date | null, Date | null>;
