// Variable masking: replaces the parts of a message that are values (numbers, ids, addresses, paths, times …)
// with `<*>`, keeping the punctuation around them so the template still reads like the line.

export const WILDCARD = "<*>";

/** Characters that end a value inside one whitespace token (`key=value,`, `(HWID=1)`, `ip:port`). */
const DELIMS = new Set("=:,;()[]{}\"'|<>!@#".split(""));

const WORD_VALUES = new Set(["true", "false", "null", "nil", "none", "undefined", "nan"]);

const CALENDAR = new Set(
  "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec Mon Tue Wed Thu Fri Sat Sun January February March April June July August September October November December Monday Tuesday Wednesday Thursday Friday Saturday Sunday".split(
    " ",
  ),
);

const URL_RE = /^[A-Za-z][A-Za-z0-9+.-]*:\/\/[^\s]*$/;
const EMAIL_RE = /^[\w.+-]+@[\w-]+(\.[\w-]+)+$/;
const HEX_WORD_RE = /^(0x)?[0-9a-fA-F]{16,}$/;
const TRAILING_PUNCT_RE = /[.,;:)\]}>"']+$/;

function hasDigit(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 48 && c <= 57) return true;
  }
  return false;
}

/** Is this delimiter-free piece of a token a value rather than a word of the message? */
function isValuePiece(piece: string): boolean {
  if (hasDigit(piece)) return true;
  const c0 = piece.charCodeAt(0);
  // "/": absolute paths; "\": Windows paths; "~": home paths
  if ((c0 === 47 || c0 === 126) && piece.length > 1 && piece !== "//") return true;
  if (c0 === 92 && piece.indexOf("\\", 1) > 0) return true;
  if (piece.length >= 3 && piece.length <= 9) {
    if (WORD_VALUES.has(piece.toLowerCase())) return true;
    if (CALENDAR.has(piece)) return true;
  }
  if (piece.length >= 16 && HEX_WORD_RE.test(piece)) return true;
  return false;
}

/** Masks one whitespace-free token. */
export function maskToken(token: string): string {
  if (token.length === 0) return token;
  if (token === WILDCARD) return token;
  // Whole-token shapes that contain delimiters of their own.
  if (token.includes("://")) {
    const trail = TRAILING_PUNCT_RE.exec(token)?.[0] ?? "";
    const core = token.slice(0, token.length - trail.length);
    const lead = /^[("'[<{]+/.exec(core)?.[0] ?? "";
    if (URL_RE.test(core.slice(lead.length))) return lead + WILDCARD + trail;
  }
  if (token.includes("@")) {
    const trail = TRAILING_PUNCT_RE.exec(token)?.[0] ?? "";
    const core = token.slice(0, token.length - trail.length);
    const lead = /^[("'[<{]+/.exec(core)?.[0] ?? "";
    if (EMAIL_RE.test(core.slice(lead.length))) return lead + WILDCARD + trail;
  }
  let out = "";
  let start = 0;
  const n = token.length;
  for (let i = 0; i <= n; i++) {
    const ch = i < n ? token[i] : "";
    const isDelim = i < n && (DELIMS.has(ch) || (ch === "." && token[i + 1] === "."));
    if (i < n && !isDelim) continue;
    if (i > start) out += maskPiece(token.slice(start, i));
    if (i < n) {
      if (ch === ".") {
        // a run of leader dots ("exception.......0") separates like a delimiter
        let j = i;
        while (j < n && token[j] === ".") j++;
        out += token.slice(i, j);
        i = j - 1;
      } else out += ch;
    }
    start = i + 1;
  }
  return collapse(out);
}

function maskPiece(piece: string): string {
  // a sentence-ending dot is punctuation, not part of the value ("on port 4040.")
  let end = piece.length;
  while (end > 1 && piece.charCodeAt(end - 1) === 46) end--;
  const core = end === piece.length ? piece : piece.slice(0, end);
  return isValuePiece(core) ? WILDCARD + piece.slice(end) : piece;
}

/** `<*><*>` and `<*>.<*>` are one value. */
function collapse(s: string): string {
  if (!s.includes("<*>")) return s;
  let prev = "";
  let cur = s;
  while (prev !== cur) {
    prev = cur;
    cur = cur.replaceAll("<*><*>", WILDCARD).replaceAll("<*>.<*>", WILDCARD);
  }
  return cur;
}

/** Masks a message into its whitespace tokens. */
export function maskTokens(message: string): string[] {
  const out: string[] = [];
  const n = message.length;
  let start = -1;
  for (let i = 0; i <= n; i++) {
    const c = i < n ? message.charCodeAt(i) : 32;
    const ws = c === 32 || c === 9 || c === 10 || c === 13 || c === 11 || c === 12;
    if (ws) {
      if (start >= 0) {
        out.push(maskToken(message.slice(start, i)));
        start = -1;
      }
    } else if (start < 0) start = i;
  }
  return out;
}

/** The message with its variables masked and whitespace normalised. */
export function maskMessage(message: string): string {
  return maskTokens(message).join(" ");
}
