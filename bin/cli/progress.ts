// The "read N lines…" progress line on a terminal, for long inputs.
import { pcErr as pc } from "./color.js";

const PROGRESS_EVERY = 50000;

export function progress(n: number): void {
  if (process.stderr.isTTY && n % PROGRESS_EVERY === 0)
    process.stderr.write(`\r${pc.dim(`read ${n.toLocaleString("en")} lines…`)}`);
}

export function endProgress(n: number): void {
  if (process.stderr.isTTY && n >= PROGRESS_EVERY) process.stderr.write("\r\x1b[K");
}

/** Writes `text` to stdout, waiting for it to drain when the pipe is full. */
export async function write(text: string): Promise<void> {
  if (!process.stdout.write(text)) await new Promise<void>((r) => process.stdout.once("drain", () => r()));
}
