import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join, posix } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// ADR 045: every path and npm script that README.md and the top-level docs/*.md name must exist, so a
// move or a renamed script fails here instead of leaving a reader at a dead end. ADRs
// (docs/decisions/) are history and keep the paths of their day.
//
// What counts as a reference:
// - in inline code and fenced code blocks, a token starting with a top-level folder of the repository
//   (`app/`, `server/`, `db/`, `scripts/`, `bench/`, `tests/`, `docs/`), with or without a `#` alias
//   prefix (`#app/http/form.server.ts`); a trailing `/` names a folder;
// - an inline code span that is a bare file name (`biome.json`, `owner-login.server.ts`): some file of
//   the repository has that name;
// - a relative Markdown link target, with its `#anchor` checked against the target's headings;
// - `npm run NAME`, `npm start`, `npm test` anywhere in the text: NAME is a script of package.json.
// Placeholders match, they are not skipped: `<lang>`, `{id}` and `*` stand for any part of one segment,
// `NNN` (three or more N) for digits, `{a,b}` for each of a and b; the path must then match at least
// one file or folder. A folder .gitignore names (made on demand) exists. Anything else (URLs,
// `DATA_DIR/...`, paths in prose without backticks) is not a reference.

const root = fileURLToPath(new URL("../", import.meta.url));
const folders = ["app", "server", "db", "scripts", "bench", "tests", "docs"];

type Repository = { files: readonly string[]; scripts: ReadonlySet<string> };
type Reference = { kind: "path" | "name" | "link" | "script"; text: string };

const pathToken = new RegExp(`(?:^|[\\s"'(=\`])#?((?:${folders.join("|")})/[^\\s"'\`()]*)`, "g");
const bareName = /^\w[\w.-]*\.(?:ts|tsx|mjs|json|md|css|yml|yaml)$/;
const fence = /^```[^\n]*\n([\s\S]*?)^```/gm;
const inlineCode = /`([^`\n]+)`/g;
const link = /\]\(([^)\s]+)\)/g;
const npmScript = /\bnpm (?:run(?: --?[\w-]+)* ([\w:.-]+)|(start|test)\b)/g;

/** Every reference a Markdown text makes, in order. */
function referencesIn(markdown: string): Reference[] {
  const references: Reference[] = [];
  const code: string[] = [];
  const prose = markdown.replace(fence, (_, block: string) => {
    code.push(block);
    return "";
  });
  for (const [, span = ""] of prose.matchAll(inlineCode)) {
    code.push(span);
    if (bareName.test(span.trim())) references.push({ kind: "name", text: span.trim() });
  }
  for (const text of code) {
    for (const [, path = ""] of text.matchAll(pathToken)) {
      references.push({ kind: "path", text: path.replace(/[.,;:]+$/, "") });
    }
  }
  for (const [, target = ""] of prose.replace(inlineCode, "").matchAll(link)) {
    if (!/^[a-z]+:/i.test(target)) references.push({ kind: "link", text: target });
  }
  for (const [, run, builtin] of markdown.matchAll(npmScript)) {
    references.push({ kind: "script", text: run ?? builtin ?? "" });
  }
  return references;
}

const literal = (text: string) => text.replace(/[.+?^$(){}*|[\]\\]/g, "\\$&");

/** A path with placeholders as a pattern over repository files (a folder matches its files). */
function pathPattern(path: string): RegExp {
  const body = path
    .split(/(<[^>]+>|\{[^}]+\}|\*\*|\*|N{3,}|…)/)
    .map((part, index) => {
      if (index % 2 === 0) return literal(part);
      if (part.startsWith("{") && part.includes(",")) {
        return `(?:${part.slice(1, -1).split(",").map(literal).join("|")})`;
      }
      if (part === "**" || part === "…") return ".*";
      if (/^N+$/.test(part)) return "\\d+";
      return "[^/]*";
    })
    .join("");
  return new RegExp(`^${body}${path.endsWith("/") ? "" : "(?:/|$)"}`);
}

/** `{a,b}` alternatives each have to exist: one path per alternative. */
function alternatives(path: string): string[] {
  const braces = /\{([^}]*,[^}]*)\}/.exec(path);
  if (!braces) return [path];
  const [whole, inner = ""] = braces;
  return inner.split(",").flatMap((choice) => alternatives(path.replace(whole, choice)));
}

const pathExists = (repository: Repository, path: string) =>
  repository.files.some((file) => pathPattern(path).test(file));

function headingsOf(markdown: string): Set<string> {
  const slugs = [...markdown.replace(fence, "").matchAll(/^#+ (.+)$/gm)].map(([, title = ""]) =>
    title
      .toLowerCase()
      .replace(/[^\p{L}\p{N} _-]/gu, "")
      .replace(/ /g, "-"),
  );
  return new Set(slugs);
}

/** The references of `markdown` (the file at `docPath`) that the repository does not hold. */
function missingReferences(
  markdown: string,
  docPath: string,
  repository: Repository,
  read: (path: string) => string = (path) => readFileSync(join(root, path), "utf8"),
): string[] {
  return referencesIn(markdown).flatMap(({ kind, text }) => {
    if (kind === "script") return repository.scripts.has(text) ? [] : [`npm script "${text}"`];
    if (kind === "name") {
      const found = repository.files.some((file) => posix.basename(file) === text);
      return found ? [] : [`file name ${text}`];
    }
    if (kind === "path") {
      return alternatives(text)
        .filter((path) => !pathExists(repository, path))
        .map((path) => `path ${path}`);
    }
    const [target = "", anchor] = text.split("#");
    const path =
      target === "" ? docPath : posix.normalize(posix.join(posix.dirname(docPath), target));
    if (target !== "" && !pathExists(repository, path)) return [`link ${text}`];
    if (anchor === undefined || !path.endsWith(".md")) return [];
    const content = target === "" ? markdown : read(path);
    return headingsOf(content).has(anchor) ? [] : [`link ${text} (no such heading)`];
  });
}

function repository(): Repository {
  const listed = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], {
    cwd: root,
    encoding: "utf8",
  });
  const packageJson = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
  // Folders made on demand (`build/`, `tests/e2e/screenshots/`) are named by .gitignore, not listed.
  const ignored = readFileSync(join(root, ".gitignore"), "utf8")
    .split("\n")
    .filter((line) => line.endsWith("/"))
    .map((line) => line.replace(/^\//, ""));
  return {
    files: [...listed.split("\n").filter(Boolean), ...ignored],
    scripts: new Set(Object.keys(packageJson.scripts)),
  };
}

const docs = [
  "README.md",
  ...readdirSync(join(root, "docs"))
    .filter((name) => name.endsWith(".md"))
    .map((name) => `docs/${name}`),
];

describe("paths and scripts named in the documentation", () => {
  const repo = repository();

  it.each(docs)("%s names only what exists", (doc) => {
    expect(missingReferences(readFileSync(join(root, doc), "utf8"), doc, repo)).toEqual([]);
  });
});

describe("the check itself", () => {
  const repo: Repository = {
    files: [
      "app/routes/leads/thank-you.tsx",
      "app/locales/fr/leads.ts",
      "db/migrations/0001-site.ts",
      "docs/a.md",
    ],
    scripts: new Set(["build", "start"]),
  };
  const read = () => "# Title\n\n## Quick start\n";
  const missing = (markdown: string) => missingReferences(markdown, "README.md", repo, read);

  it("accepts files, folders, aliases and placeholders that match", () => {
    expect(
      missing(
        "`app/routes/leads/thank-you.tsx`, `app/routes/` and `#app/routes/leads/thank-you.tsx`; " +
          "`app/locales/<lang>/leads.ts`, `db/migrations/NNNN-site.ts`, `app/{routes,locales}/`, " +
          "`thank-you.tsx`, [a](docs/a.md#quick-start), `npm run build`, npm start.",
      ),
    ).toEqual([]);
  });

  it("names a made-up path, placeholder, alternative, file name, link, heading and script", () => {
    expect(
      missing(
        "`app/routes/leads/made-up.server.ts`\n```ts\n// app/services/nowhere/\n```\n" +
          "`app/locales/<lang>/admin.ts` `app/{routes,model}/` `made-up.ts` [b](docs/b.md) " +
          "[a](docs/a.md#nowhere) `npm run made-up` npm test",
      ).sort(),
    ).toEqual(
      [
        "path app/routes/leads/made-up.server.ts",
        "path app/services/nowhere/",
        "path app/locales/<lang>/admin.ts",
        "path app/model/",
        "file name made-up.ts",
        "link docs/b.md",
        "link docs/a.md#nowhere (no such heading)",
        'npm script "made-up"',
        'npm script "test"',
      ].sort(),
    );
  });
});
