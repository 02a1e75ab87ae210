// Input for the logdx commands: a file or stdin, gzip read as it is, UTF-16 decoded, binary data and
// missing files refused with an error that names them. Yields lines without their newline.
import { createReadStream, statSync } from "node:fs";
import { createGunzip } from "node:zlib";
import { SNIFF_BYTES, sniffInput } from "../../shared/diagnosis/input-kind.js";

const MAX_CARRY = 4 << 20;

export class InputError extends Error {
  override name = "InputError";
}

function source(file: string): NodeJS.ReadableStream {
  if (file === "-") return process.stdin;
  let st: ReturnType<typeof statSync>;
  try {
    st = statSync(file);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    throw new InputError(
      `${file}: ${code === "ENOENT" ? "no such file" : code === "EACCES" ? "permission denied" : (err as Error).message}`,
    );
  }
  if (!st.isFile()) throw new InputError(`${file}: not a file`);
  return createReadStream(file, { highWaterMark: 1 << 20 });
}

async function* bytesOf(stream: AsyncIterable<Buffer | string>): AsyncGenerator<Buffer> {
  for await (const chunk of stream) yield typeof chunk === "string" ? Buffer.from(chunk) : chunk;
}

/** The first SNIFF_BYTES (or all, if shorter), and the iterator positioned after them. */
async function peek(it: AsyncGenerator<Buffer>): Promise<Buffer> {
  const parts: Buffer[] = [];
  let size = 0;
  while (size < SNIFF_BYTES) {
    const next = await it.next();
    if (next.done) break;
    parts.push(next.value);
    size += next.value.length;
  }
  return Buffer.concat(parts);
}

async function* prepend(head: Buffer, rest: AsyncGenerator<Buffer>): AsyncGenerator<Buffer> {
  if (head.length > 0) yield head;
  yield* rest;
}

async function* gunzip(bytes: AsyncGenerator<Buffer>, name: string): AsyncGenerator<Buffer> {
  const z = createGunzip();
  const feed = (async () => {
    try {
      for await (const b of bytes) if (!z.write(b)) await new Promise<void>((r) => z.once("drain", () => r()));
      z.end();
    } catch (err) {
      z.destroy(err as Error);
    }
  })();
  try {
    for await (const chunk of z) yield chunk as Buffer;
  } catch (err) {
    throw new InputError(`${name}: not a valid gzip stream (${(err as Error).message})`);
  }
  await feed;
}

/** Decoded text of the input, gzip and UTF-16 handled, binary refused. */
async function* textOf(file: string): AsyncGenerator<string> {
  const name = file === "-" ? "stdin" : file;
  let bytes = bytesOf(source(file) as AsyncIterable<Buffer>);
  let head = await peek(bytes);
  let kind = sniffInput(head);
  // gzip inside gzip happens (log rotation of compressed logs); one level is enough in practice
  if (kind.kind === "gzip") {
    bytes = gunzip(prepend(head, bytes), name);
    head = await peek(bytes);
    kind = sniffInput(head);
  }
  if (kind.kind !== "text")
    throw new InputError(`${name}: ${kind.kind === "gzip" ? "gzip inside gzip is not read" : kind.reason}`);
  const decoder = new TextDecoder(kind.encoding);
  for await (const chunk of prepend(head, bytes)) {
    let s = decoder.decode(chunk, { stream: true });
    // NUL padding (copytruncate) carries no text
    if (s.includes("\0")) s = s.replace(/\0+/g, "");
    if (s) yield s;
  }
  const tail = decoder.decode();
  if (tail) yield tail;
}

/** Lines of the input (\n or \r\n; a lone \r inside a line is kept). */
export async function* linesOf(file: string): AsyncGenerator<string> {
  let carry = "";
  for await (const text of textOf(file)) {
    let start = 0;
    const s = carry ? carry + text : text;
    for (let nl = s.indexOf("\n"); nl >= 0; nl = s.indexOf("\n", start)) {
      yield s.charCodeAt(nl - 1) === 13 ? s.slice(start, nl - 1) : s.slice(start, nl);
      start = nl + 1;
    }
    carry = s.slice(start);
    // a "line" this long is not a log line; hand it on rather than grow it without bound
    if (carry.length > MAX_CARRY) {
      yield carry;
      carry = "";
    }
  }
  if (carry) yield carry;
}
