// Variable masking: replaces the parts of a message that are values (numbers, ids, addresses, paths, times,
// quantities …) with `<*>`, keeping the punctuation around them so the template still reads like the line.

export const WILDCARD = "<*>";

/** Characters that end a value inside one whitespace token (`key=value,`, `(HWID=1)`, `a@b`). */
const DELIMS = new Set("=:,;()[]{}\"'|<>!@#".split(""));

const WORD_VALUES = new Set(["true", "false", "null"]);

const CALENDAR = new Set(
  "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec Mon Tue Wed Thu Fri Sat Sun January February March April June July August September October November December Monday Tuesday Wednesday Thursday Friday Saturday Sunday".split(
    " ",
  ),
);

/** Unit abbreviations that belong to the number before them ("12 KB", "3 ms"). */
const UNITS = new Set(
  "B KB kB MB GB TB PB KiB MiB GiB TiB Kb Mb Gb ms us µs ns s sec secs min mins h hr hrs".split(" "),
);

/** Unit words kept in the text, but which still make the number before them a quantity. */
const WORD_UNITS = new Set("bytes byte seconds second milliseconds minutes hours days".split(" "));
const UNIT_RE = /^([^.,;:)\]}]+)([.,;:)\]}]*)$/;

const MONTH = "(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*";
const DAY = "(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]*";
const CLOCK = "\\d{1,2}:\\d{2}(?::\\d{2})?(?:[.,]\\d+)?";
const ZONE = "(?:\\s?(?:Z|[+-]\\d{2}:?\\d{2}|UTC|GMT|[A-Z]{2,4}T))?";
/** Whole date-times written with spaces inside; they are one value. */
const DATETIME_RE = new RegExp(
  [
    `(?:${DAY},?\\s+)?${MONTH}\\s+\\d{1,2},?\\s+(?:\\d{4}\\s+)?${CLOCK}${ZONE}(?:\\s+\\d{4}\\b)?`,
    `\\b\\d{4}[-/.]\\d{1,2}[-/.]\\d{1,2}(?:[T\\s]|-)${CLOCK}${ZONE}`,
    `\\b\\d{1,2}[-/.]\\d{1,2}[-/.]\\d{2,4}[\\s-]${CLOCK}${ZONE}`,
    `\\b\\d{1,2}\\s+${MONTH}\\s+\\d{4}\\s+${CLOCK}${ZONE}`,
  ].join("|"),
  "g",
);

const URL_RE = /^[A-Za-z][A-Za-z0-9+.-]*:\/\/[^\s]*$/;
const EMAIL_RE = /^[\w.+-]+@[\w-]+(\.[\w-]+)+$/;
const HEX_WORD_RE = /^(0x)?[0-9a-fA-F]{16,}$/;
/** Host names: lower-case labels ending in a common top-level domain (`api.example.com`, `a.b.edu.hk`). */
const HOST_RE =
  /^(?:[a-z0-9-]+\.)+(?:com|net|org|edu|gov|mil|int|io|info|biz|local|internal|lan|corp|cloud|dev|app|(?:com|edu|co|ac|gov|org|net)\.[a-z]{2})$/;
const WIN_PATH_RE = /^[A-Za-z]:[\\/]/;
const WORD_THEN_NUMBER_RE = /^([A-Za-z]{2,}[.-])\d/;
const TRAILING_PUNCT_RE = /[.,;:)\]}>"']+$/;
const LEADING_PUNCT_RE = /^[("'[<{]+/;

/**
 * Digits make a value unless they are one trailing digit of a word (`ssh2`, `eth0`, `L3`, `log4j`), which
 * names a thing rather than counting one.
 */
function hasValueDigits(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 48 || c > 57) continue;
    const prev = i > 0 ? s.charCodeAt(i - 1) : 0;
    const next = i + 1 < s.length ? s.charCodeAt(i + 1) : 0;
    const prevLetter = (prev >= 65 && prev <= 90) || (prev >= 97 && prev <= 122);
    const nextDigit = next >= 48 && next <= 57;
    if (!prevLetter || nextDigit) return true;
  }
  return false;
}

/** Is this delimiter-free piece of a token a value rather than a word of the message? */
function isValuePiece(piece: string): boolean {
  const c0 = piece.charCodeAt(0);
  // "/": absolute paths; "~": home paths; "\": Windows paths
  if ((c0 === 47 || c0 === 126) && piece.length > 1 && piece !== "//") return true;
  if (c0 === 92 && piece.indexOf("\\", 1) > 0) return true;
  if (hasValueDigits(piece)) return true;
  // "com.example.app/.MainActivity": a qualified resource path
  const slash = piece.indexOf("/");
  if (slash > 0 && slash < piece.length - 1 && piece.includes(".")) return true;
  if (piece.length >= 3 && piece.length <= 9) {
    if (WORD_VALUES.has(piece.toLowerCase())) return true;
    if (CALENDAR.has(piece)) return true;
  }
  if (piece.length >= 16 && HEX_WORD_RE.test(piece)) return true;
  if (piece.length >= 6 && piece.includes(".") && HOST_RE.test(piece)) return true;
  return false;
}

function wholeToken(token: string, re: RegExp): string | undefined {
  const trail = TRAILING_PUNCT_RE.exec(token)?.[0] ?? "";
  const core = token.slice(0, token.length - trail.length);
  const lead = LEADING_PUNCT_RE.exec(core)?.[0] ?? "";
  return re.test(core.slice(lead.length)) ? lead + WILDCARD + trail : undefined;
}

/** Masks one whitespace-free token. */
export function maskToken(token: string): string {
  if (token.length === 0 || token === WILDCARD) return token;
  if (isPlainWord(token)) return isValuePiece(token) ? WILDCARD : token;
  // Whole-token shapes that hold delimiters of their own.
  if (token.includes("://")) {
    const url = wholeToken(token, URL_RE);
    if (url) return url;
  }
  if (token.includes("@")) {
    const email = wholeToken(token, EMAIL_RE);
    if (email) return email;
  }
  let out = "";
  let start = 0;
  const n = token.length;
  for (let i = 0; i <= n; i++) {
    if (i < n) {
      const ch = token[i];
      if (ch === "<" && token.startsWith(WILDCARD, i)) {
        if (i > start) out += maskPiece(token.slice(start, i));
        out += WILDCARD;
        i += 2;
        start = i + 1;
        continue;
      }
      // a drive letter starts a Windows path, not a key
      if (ch === ":" && i === start + 1 && WIN_PATH_RE.test(token.slice(start))) {
        let j = i + 1;
        while (j < n && !DELIMS.has(token[j])) j++;
        out += WILDCARD;
        i = j - 1;
        start = j;
        continue;
      }
      // "<5", ">10": a comparison belongs to the number
      if ((ch === "<" || ch === ">") && isDigit(token.charCodeAt(i + 1))) {
        if (i > start) out += maskPiece(token.slice(start, i));
        start = i + 1;
        continue;
      }
      const isDelim = DELIMS.has(ch) || (ch === "." && token[i + 1] === ".");
      if (!isDelim) continue;
    }
    if (i > start) out += maskPiece(token.slice(start, i));
    if (i < n) {
      if (token[i] === ".") {
        // a run of leader dots ("exception.......0") separates like a delimiter
        let j = i;
        while (j < n && token[j] === ".") j++;
        out += token.slice(i, j);
        i = j - 1;
      } else out += token[i];
    }
    start = i + 1;
  }
  return collapse(out);
}

/** Letters only (the common case): no delimiter, digit or path to look at. */
function isPlainWord(token: string): boolean {
  for (let i = 0; i < token.length; i++) {
    const c = token.charCodeAt(i) | 32;
    if (c < 97 || c > 122) return false;
  }
  return true;
}

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

function maskPiece(piece: string): string {
  // a sentence-ending dot is punctuation, not part of the value ("on port 4040.")
  let end = piece.length;
  while (end > 1 && piece.charCodeAt(end - 1) === 46) end--;
  const core = end === piece.length ? piece : piece.slice(0, end);
  if (!isValuePiece(core)) return piece;
  // "core.2275", "node-12", "jetty-6.1.26": a word naming what the number numbers stays
  const named = WORD_THEN_NUMBER_RE.exec(core);
  if (named && !named[1].startsWith("0x")) return named[1] + WILDCARD + piece.slice(end);
  return WILDCARD + piece.slice(end);
}

/** `<*><*>`, `<*>.<*>` and `<*>:<*>` (host:port, clock times, IPv6) are one value. */
function collapse(s: string): string {
  if (!s.includes("><*>") && !s.includes(">.<*>") && !s.includes(">:<*>") && !s.includes(">::<*>")) return s;
  let prev = "";
  let cur = s;
  while (prev !== cur) {
    prev = cur;
    cur = cur
      .replaceAll("<*><*>", WILDCARD)
      .replaceAll("<*>.<*>", WILDCARD)
      .replaceAll("<*>:<*>", WILDCARD)
      .replaceAll("<*>::<*>", WILDCARD);
  }
  return cur;
}

/** Splits on whitespace, keeping `key="a quoted value"` together as one token. */
function splitTokens(message: string): string[] {
  const out: string[] = [];
  const n = message.length;
  let start = -1;
  let quote = 0;
  for (let i = 0; i <= n; i++) {
    const c = i < n ? message.charCodeAt(i) : 32;
    if (quote !== 0) {
      if (c === quote || i === n) quote = 0;
      else continue;
      if (i < n) continue;
    }
    const ws = c === 32 || c === 9 || c === 10 || c === 13 || c === 11 || c === 12;
    if (ws) {
      if (start >= 0) {
        out.push(message.slice(start, i));
        start = -1;
      }
      continue;
    }
    if (start < 0) start = i;
    // a quote right after "=" or ":" opens a value that may hold spaces
    if ((c === 34 || c === 39) && i > start && (message[i - 1] === "=" || message[i - 1] === ":")) {
      const close = message.indexOf(message[i], i + 1);
      if (close > 0 && close - i < 512) quote = c;
    }
  }
  return out;
}

const QUOTED_VALUE_RE = /([=:])(["'])[^"']*\2/g;

/** Masks a message into its whitespace tokens. */
export function maskTokens(message: string): string[] {
  let text = message;
  if (text.length > 8 && /\d:\d\d/.test(text)) text = text.replace(DATETIME_RE, WILDCARD);
  const raw = splitTokens(text);
  const out: string[] = [];
  /** out[i] ends in a quantity: a value, or a value and its unit. */
  const quantity: boolean[] = [];
  for (const token of raw) {
    // a quoted value of a key is a value, whatever it says
    const quoted =
      token.includes('"') || token.includes("'") ? token.replace(QUOTED_VALUE_RE, `$1$2${WILDCARD}$2`) : token;
    const masked = quoted.includes(" ") ? quoted : maskToken(quoted);
    const last = out.length - 1;
    const unit = last >= 0 && quantity[last] ? UNIT_RE.exec(token) : null;
    if (unit) {
      if (UNITS.has(unit[1]) && out[last].endsWith(WILDCARD)) {
        // "12 KB": the unit belongs to the number before it
        const whole = out[last] + unit[2];
        // "1024 bytes (1.0 KB)": the bracketed restatement of a quantity adds nothing
        if (last >= 1 && quantity[last - 1] && whole.startsWith("(") && whole.endsWith(")")) {
          out.pop();
          quantity.pop();
        } else out[last] = whole;
        continue;
      }
      if (WORD_UNITS.has(unit[1]) && out[last] === WILDCARD) {
        out.push(masked);
        quantity.push(true);
        continue;
      }
    }
    out.push(masked);
    quantity.push(masked.endsWith(WILDCARD));
  }
  return out;
}

/** The message with its variables masked and whitespace normalised. */
export function maskMessage(message: string): string {
  return maskTokens(message).join(" ");
}
