import { readdir, readFile, stat } from "node:fs/promises";
import { basename, dirname, join } from "node:path";
import { type Language, languages } from "#app/i18n/languages.ts";
import type { RecordIssue } from "#app/model/catalogue/group-records.ts";
import { type ListPage, readDeletedIds, readListPages, readTypeListPage } from "./answer-schema.ts";
import type { FeedFile } from "./snapshot-from-answers.ts";
import { omnicasaLanguageIds } from "./values.ts";

/**
 * A list answer as text. Its items that do not say their language (LanguageId) are in `language` when
 * one is given: an answer is in the language it was asked for, and the API leaves LanguageId out of
 * some (issue 28, defect 8).
 */
export function parseAnswer(name: string, text: string, language?: Language): FeedFile {
  const pages = parseJsonAnswer(name, text, readListPages);
  return { name, pages: language ? pages.map((page) => inLanguage(page, language)) : pages };
}

/** A GetDeletedPropertyIDs or GetDeletedProjectIDs answer as text. */
export function parseDeletedIds(name: string, endpoint: string, text: string): number[] {
  return parseJsonAnswer(name, text, (json) => readDeletedIds(endpoint, json));
}

/** A page of a GetTypeOfPropertyList answer as text. */
export function parseTypeListPage(name: string, text: string): ReturnType<typeof readTypeListPage> {
  return parseJsonAnswer(name, text, readTypeListPage);
}

/** An answer read by `read`: a UTF-8 byte order mark (which some exports start with) is not JSON. */
function parseJsonAnswer<T>(name: string, text: string, read: (json: unknown) => T): T {
  let json: unknown;
  try {
    json = JSON.parse(text.replace(/^\uFEFF/, ""));
  } catch (error) {
    throw new FeedFileError(name, `not valid JSON (${(error as Error).message})`, true);
  }
  try {
    return read(json);
  } catch (error) {
    throw new FeedFileError(name, (error as Error).message);
  }
}

function inLanguage(page: ListPage, language: Language): ListPage {
  const LanguageId = omnicasaLanguageIds[language];
  return { ...page, items: page.items.map((item) => ({ LanguageId, ...item })) };
}

/** The one language code a file's name holds as a word (`GetPropertyList-fr-1.json`), if only one. */
export function languageInName(name: string): Language | undefined {
  const words = name.toLowerCase().split(/[^a-z]+/);
  const found = languages.filter((language) => words.includes(language));
  return found.length === 1 ? found[0] : undefined;
}

export class FeedFileError extends Error {
  readonly issue: RecordIssue;
  /** The text is not JSON at all: cut off, as a dropped connection leaves it, or not an answer. */
  readonly unreadable: boolean;
  constructor(file: string, problem: string, unreadable = false) {
    super(`${file}: ${problem}`);
    this.issue = { path: file, message: problem };
    this.unreadable = unreadable;
  }
}

/** Far above any recorded answer (a page of 50 rows is well under 1 MB): a bigger file is not one. */
export const maxFeedFileBytes = 100_000_000;

/**
 * The answers in a file, or in every `.json` file of a folder (one file per endpoint, language and
 * page, as recorded), in name order. Files that cannot be read are all reported, not only the first.
 * Items without a LanguageId are in `language` when given, else in the language the file's name gives.
 */
export async function readFeed(
  path: string,
  language?: Language,
): Promise<{ baseDir: string; files: FeedFile[]; issues: RecordIssue[] }> {
  const info = await stat(path).catch(() => undefined);
  if (!info) return { baseDir: path, files: [], issues: [{ path, message: "not found" }] };
  const baseDir = info.isDirectory() ? path : dirname(path);
  const names = info.isDirectory()
    ? (await readdir(path)).filter((name) => name.toLowerCase().endsWith(".json")).sort()
    : [basename(path)];
  if (names.length === 0) {
    return { baseDir, files: [], issues: [{ path, message: "no .json file in this folder" }] };
  }
  const files: FeedFile[] = [];
  const issues: RecordIssue[] = [];
  for (const name of names) {
    try {
      const text = await readAnswerText(baseDir, name);
      files.push(parseAnswer(name, text, language ?? languageInName(name)));
    } catch (error) {
      if (!(error instanceof FeedFileError)) throw error;
      issues.push(error.issue);
    }
  }
  return { baseDir, files, issues };
}

/** The text of one file; a file too large to be an answer, or one that cannot be read, says which. */
async function readAnswerText(baseDir: string, name: string): Promise<string> {
  const path = join(baseDir, name);
  try {
    if ((await stat(path)).size > maxFeedFileBytes) {
      throw new FeedFileError(name, `larger than ${maxFeedFileBytes / 1_000_000} MB`);
    }
    return await readFile(path, "utf8");
  } catch (error) {
    if (error instanceof FeedFileError) throw error;
    throw new FeedFileError(
      name,
      `cannot be read (${(error as NodeJS.ErrnoException).code ?? error})`,
    );
  }
}
