import type { WriteStream } from "node:tty";

const width = 30;

/** A one-line progress bar redrawn in place on a terminal, at most every 100 ms. */
export function progressBar(stream: WriteStream): (done: number, total: number) => void {
  let last = 0;
  return (done, total) => {
    const now = performance.now();
    if (done < total && now - last < 100) return;
    last = now;
    const share = total === 0 ? 1 : done / total;
    const filled = Math.round(share * width);
    stream.write(
      `\r[${"#".repeat(filled)}${"-".repeat(width - filled)}] ${Math.round(share * 100)}% ${done}/${total}`,
    );
    if (done >= total) stream.write("\n");
  };
}
