import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

// Writes .br and .gz beside every text file of the client build, at the highest levels:
// it happens once per build, and the server then sends them without compressing per request.
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const textFile = /\.(js|mjs|css|svg|json|txt|xml|html|webmanifest)$/;
const minimumBytes = 1024;

async function precompress(dir: string): Promise<number> {
  let count = 0;
  for (const entry of await readdir(dir, { recursive: true })) {
    const file = join(dir, entry);
    if (!textFile.test(file) || !(await stat(file)).isFile()) continue;
    const content = await readFile(file);
    if (content.length < minimumBytes) continue;
    await writeFile(
      `${file}.br`,
      await brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    await writeFile(`${file}.gz`, await gz(content, { level: 9 }));
    count++;
  }
  return count;
}

const dir = process.argv[2];
if (!dir) {
  console.error("Usage: node scripts/precompress.ts DIR");
  process.exit(1);
}
const count = await precompress(dir);
process.stdout.write(`precompressed ${count} files in ${dir}\n`);
