// What the first bytes of an input say it is, so a reader can decompress gzip, decode UTF-16, and
// refuse binary data with a reason instead of reading it as a quiet log. Pure: callers do the I/O.

export type InputKind =
  | { kind: "text"; encoding: "utf-8" | "utf-16le" | "utf-16be" }
  | { kind: "gzip" }
  | { kind: "unsupported"; reason: string };

/** Bytes looked at to decide; a log's first 64 KiB say whether it is text. */
export const SNIFF_BYTES = 64 * 1024;

const ARCHIVES: Array<[number[], string]> = [
  [[0x28, 0xb5, 0x2f, 0xfd], "zstd-compressed"],
  [[0x42, 0x5a, 0x68], "bzip2-compressed"],
  [[0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00], "xz-compressed"],
  [[0x50, 0x4b, 0x03, 0x04], "a zip archive"],
  [[0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c], "a 7z archive"],
  [[0x04, 0x22, 0x4d, 0x18], "lz4-compressed"],
];

function startsWith(bytes: Uint8Array, magic: number[]): boolean {
  return bytes.length >= magic.length && magic.every((b, i) => bytes[i] === b);
}

export function sniffInput(bytes: Uint8Array): InputKind {
  if (startsWith(bytes, [0x1f, 0x8b])) return { kind: "gzip" };
  for (const [magic, what] of ARCHIVES)
    if (startsWith(bytes, magic)) return { kind: "unsupported", reason: `the input is ${what}; decompress it first` };
  if (startsWith(bytes, [0xff, 0xfe])) return { kind: "text", encoding: "utf-16le" };
  if (startsWith(bytes, [0xfe, 0xff])) return { kind: "text", encoding: "utf-16be" };
  // logrotate's copytruncate leaves a run of NUL bytes where the old content was: skip it before judging
  let start = 0;
  while (start < bytes.length && bytes[start] === 0) start++;
  const rest = bytes.subarray(start);
  if (start > 0 && rest.length === 0) return { kind: "text", encoding: "utf-8" };
  return textLike(rest) ? { kind: "text", encoding: "utf-8" } : { kind: "unsupported", reason: binaryReason(rest) };
}

/** Text: no NUL bytes, few control characters, and (mostly) valid UTF-8. */
function textLike(bytes: Uint8Array): boolean {
  const n = Math.min(bytes.length, SNIFF_BYTES);
  if (n === 0) return true;
  let control = 0;
  for (let i = 0; i < n; i++) {
    const b = bytes[i];
    if (b === 0) return false;
    if (b < 32 && b !== 9 && b !== 10 && b !== 13 && b !== 27 && b !== 12) control++;
  }
  if (control / n > 0.01) return false;
  return invalidUtf8Share(bytes.subarray(0, n)) < 0.02;
}

function invalidUtf8Share(bytes: Uint8Array): number {
  let bad = 0;
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i];
    const need =
      b < 0x80 ? 0 : b >= 0xc2 && b <= 0xdf ? 1 : b >= 0xe0 && b <= 0xef ? 2 : b >= 0xf0 && b <= 0xf4 ? 3 : -1;
    if (need < 0) {
      bad++;
      i++;
      continue;
    }
    let ok = true;
    for (let k = 1; k <= need; k++) {
      // a sequence cut by the sniff window's end is not an error
      if (i + k >= bytes.length) break;
      if ((bytes[i + k] & 0xc0) !== 0x80) ok = false;
    }
    if (!ok) bad++;
    i += ok ? need + 1 : 1;
  }
  return bad / bytes.length;
}

function binaryReason(bytes: Uint8Array): string {
  return bytes.includes(0)
    ? "the input is binary data (it holds NUL bytes), not text logs"
    : "the input is binary data (not UTF-8 text), not text logs";
}
