// Removes secrets and personal data from text before it leaves the engine (LLM prompts,
// evidence packs): credentials, tokens, keys, emails, IP addresses, card-like numbers.

const RULES: Array<[RegExp, string | ((m: string, ...g: string[]) => string)]> = [
  [/-----BEGIN [A-Z ]*PRIVATE KEY-----[\s\S]*?(-----END [A-Z ]*PRIVATE KEY-----|$)/g, "[REDACTED_KEY]"],
  [/\b(Bearer|Basic|Token|Digest)\s+[A-Za-z0-9._~+/=-]{6,}/gi, "$1 [REDACTED]"],
  [/\beyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]*/g, "[REDACTED_JWT]"],
  [/\b(?:AKIA|ASIA|AIDA|AROA)[0-9A-Z]{16}\b/g, "[REDACTED_KEY]"],
  [
    /\b(?:svc_(?:secret|org|pub)_|sk-(?:proj-|live_|test_)?|sk_(?:live|test)_|rk_(?:live|test)_|ghp_|gho_|ghs_|github_pat_|xox[abprs]-|AIza|glpat-)[A-Za-z0-9_-]{8,}/g,
    "[REDACTED_KEY]",
  ],
  [/([a-z][a-z0-9+.-]*:\/\/)[^\s:/@]+:[^\s@/]+@/gi, "$1[REDACTED]@"],
  [
    /\b((?:[A-Za-z0-9_]*[_-])?(?:password|passwd|pwd|secret|token|api[_-]?key|apikey|access[_-]?key|secret[_-]?key|client[_-]?secret|authorization|auth[_-]?token|session[_-]?id|cookie|private[_-]?key|credentials?))(["']?\s*[:=]\s*["']?)([^\s"',;&}]+)/gi,
    "$1$2[REDACTED]",
  ],
  [/[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g, "[EMAIL]"],
  [/\b(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(?:\.(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}\b/g, "[IP]"],
  [
    /(?<![\w:])(?=[0-9a-fA-F:]*::|(?:[0-9a-fA-F]{1,4}:){7})(?=(?:[0-9a-fA-F]*:){2})[0-9a-fA-F:]{3,39}(?![\w:])/g,
    "[IP]",
  ],
  [/\b(?:\d[ -]?){12,18}\d\b/g, (m) => (luhn(m.replace(/\D/g, "")) ? "[CARD]" : m)],
];

function luhn(digits: string): boolean {
  if (digits.length < 13 || digits.length > 19) return false;
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = digits.charCodeAt(i) - 48;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return sum % 10 === 0;
}

export function redact(text: string): string {
  let out = text;
  for (const [re, rep] of RULES) out = out.replace(re, rep as string);
  return out;
}
