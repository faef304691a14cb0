import type { Generated } from "kysely";
import type { Timestamp } from "#app/data/columns.ts";

// Stored files and what they are attached to (a property's, a project's or an article's photos,
// documents, videos and tours).

export interface MediaFileTable {
  id: Generated<number>;
  sha256: string;
  mime_type: string;
  bytes: number;
  width: number | null;
  height: number | null;
  created_at: Timestamp;
}

export interface AttachmentTable {
  id: Generated<number>;
  property_id: number | null;
  project_id: number | null;
  article_id: number | null;
  kind: "photo" | "document" | "video" | "tour";
  position: number;
  media_file_id: number | null;
  url: string | null;
  name: string | null;
  width: number | null;
  height: number | null;
}

/** A photo or document URL whose last fetches failed, and when it may be tried again. */
export interface RemoteMediaAttemptTable {
  url: string;
  attempts: number;
  last_attempt_at: Timestamp;
  next_attempt_at: Timestamp;
  last_error: string;
}

/** A file of the desk's media library (migration 0035, ADR 059). */
export interface MediaItemTable {
  id: Generated<number>;
  media_file_id: number;
  kind: "image" | "pdf" | "video";
  name: string;
  /** The alternative text per language, a JSON object. */
  alt: string;
  staff_id: number | null;
  created_at: Timestamp;
}

export interface MediaTables {
  media_file: MediaFileTable;
  attachment: AttachmentTable;
  remote_media_attempt: RemoteMediaAttemptTable;
  media_item: MediaItemTable;
}
