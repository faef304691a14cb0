import { promisify } from "node:util";
import { brotliCompress, constants, crc32, deflateRaw } from "node:zlib";

// ADR 067: a cached page's brotli and gzip bytes, made once (on the thread pool, not the event loop)
// and sent to every visitor. A page with forms holds a signed time per visitor (ADR 040); gzip's
// deflate blocks need no history, so its compressed parts are joined around each visitor's values
// written as stored blocks (RFC 1951 §3.2.4). Brotli's cannot be joined: such a page goes in gzip.

const brotli = promisify(brotliCompress);
const deflate = promisify(deflateRaw);

// Quality 5 is within 1 % of 6-9 in size at a tenth of 9's time; 11 takes near a second a page
// (ADR 067, measured on the home and property pages).
const brotliQuality = 5;

/** A page's body: its parts, between which each answer writes its own values (none for most pages). */
export type Writer = (values: Buffer[]) => Buffer;

export async function brotliOf(body: Buffer = Buffer.alloc(0)): Promise<Buffer> {
  return brotli(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: brotliQuality,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

// RFC 1952: deflate, no name or time, operating system unknown.
const gzipHeader = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
// An empty final stored block.
const lastBlock = Buffer.from([1, 0, 0, 0xff, 0xff]);

/** The gzip member of `parts` with the values of each answer between them. */
export async function gzipOf(parts: Buffer[]): Promise<Writer> {
  // Each part ends with an empty stored block (a sync flush): byte-aligned, not final.
  const deflated = await Promise.all(
    parts.map((part) => deflate(part, { level: 9, finishFlush: constants.Z_SYNC_FLUSH })),
  );
  const write: Writer = (values) => {
    const pieces: Buffer[] = [gzipHeader];
    let crc = 0;
    let size = 0;
    parts.forEach((part, i) => {
      const value = values[i - 1];
      if (value) {
        pieces.push(storedBlock(value.length), value);
        crc = crc32(value, crc);
        size += value.length;
      }
      pieces.push(deflated[i] ?? Buffer.alloc(0));
      crc = crc32(part, crc);
      size += part.length;
    });
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE(crc >>> 0, 0);
    trailer.writeUInt32LE(size % 2 ** 32, 4);
    pieces.push(lastBlock, trailer);
    return Buffer.concat(pieces);
  };
  if (parts.length > 1) return write;
  // Nothing to write per answer: the whole member once.
  const whole = write([]);
  return () => whole;
}

/** The header of a stored block of `length` bytes (at most 65,535), not final, byte-aligned. */
function storedBlock(length: number): Buffer {
  const header = Buffer.alloc(5);
  header.writeUInt16LE(length, 1);
  header.writeUInt16LE(~length & 0xffff, 3);
  return header;
}
