// Error evidence in a message beyond its level word: HTTP statuses, exception names, errno and
// SQLSTATE codes, gRPC codes and the failed/refused/timed-out families.

export interface Signals {
  /** 0: nothing error-like; about 1: clearly an error; more: several kinds of evidence. */
  errorScore: number;
  status?: number;
  exception?: string;
  errno?: string;
  sqlstate?: string;
  code?: string;
}

const FAILURE_WORDS_RE =
  /\b(fail(?:ed|ure|ing|s)?|errors?|exceptions?|refused|timed[ -]out|time[ -]?out|deadline exceeded|unavailable|unreachable|denied|forbidden|rejected|crash(?:ed|ing)?|panic(?:ked)?|fatal|abort(?:ed|ing)?|cannot|can't|could not|couldn't|unable to|exited with|killed|oom|out of memory|corrupt(?:ed)?|invalid|unauthori[sz]ed|exceeded|exhausted|broken|dropped|reset|lost|dead|hang up|not responding|giving up|no space|stuck|stall(?:ed|ing)?|hung|no progress)\b/i;
const BENIGN_RE =
  /\b(?:no|zero|0|without) (?:errors?|failures?)\b|\berrors?[=:]\s*0\b|\bfailed[=:]\s*0\b|\bsucceeded\b|\brecovered\b|\bresolved\b|\bback to normal\b/i;
const STATUS_RE =
  /(?:\bHTTP(?:\/\d(?:\.\d)?)?[\s:]*|\bstatus(?:[_ ]?code)?[=:\s]\s*|\bcode[=:\s]\s*|->\s*|\bresponded(?: with)?\s+|\banswered\s+|\breturned\s+|\bgot\s+|\s\/[\w/.{}?=&-]*\s+|\bfailed:?\s*\(?|\((?=\d{3}\)))([1-5]\d\d)\b|\b([45]\d\d)\s+(?:Bad|Internal|Service|Gateway|Too|Forbidden|Unauthori[sz]ed|Not Found|Conflict|Unprocessable|Payload|Request)/i;
// "billing-api 503", not a quantity ("limit of 512 MiB", "took 450 ms")
const SERVICE_STATUS_RE =
  /\b[a-z][\w-]+ ([45]\d\d)\b(?!\s?(?:(?:[KMGTP]i?B|ms|s|sec|seconds|bytes|rows|records|items|entries)\b|%))/;
// "Code: 516. DB::Exception" is ClickHouse's error number, not an HTTP status: only statuses HTTP has are read as one
const HTTP_STATUS_RE =
  /^(?:4(?:0\d|1[0-8]|2[1-689]|3[01]|44|49|5[01]|6[03]|9[4-9])|5(?:0\d|1[01]|2[0-79]|30|61|9[89]))$/;
const EXCEPTION_RE =
  /\b((?:[a-z_][\w$]*\.)*[A-Z][\w$]*(?:Exception|Error|Fault|Panic|Throwable)|KeyError|ValueError|TypeError|SIGSEGV|SIGKILL|SIGABRT)\b/;
/**
 * An exception named without a suffix, as Python code names them (`NoValidBackend`, `InstanceNotFound`,
 * `SoftTimeLimitExceeded`), where Python prints one: after a colon or on a line of its own, followed by its message.
 */
const BARE_EXCEPTION_RE = /(?:: |\n)((?:[a-z_]\w*\.)*[A-Z][a-z]+(?:[A-Z][a-z\d]+)+): \S/;
const ERRNO_RE =
  /\b(E(?:CONNRESET|CONNREFUSED|CONNABORTED|TIMEDOUT|HOSTUNREACH|NETUNREACH|NOTFOUND|AI_AGAIN|PIPE|NOSPC|ROFS|ACCES|PERM|NOMEM|MFILE|NFILE|DQUOT|NOENT|ADDRINUSE|IO|AGAIN|BUSY|PROTO|SOCKETTIMEDOUT|_?HEAP))\b/;
const SQLSTATE_RE = /\bSQLSTATE\[?\s*=?\s*([0-9A-Z]{5})\b|\b(ORA-\d{5})\b|\((1\d{3}|2\d{3}), '/;
const GRPC_RE =
  /\b(DEADLINE_EXCEEDED|UNAVAILABLE|RESOURCE_EXHAUSTED|PERMISSION_DENIED|UNAUTHENTICATED|INVALID_ARGUMENT|FAILED_PRECONDITION|INTERNAL|OVER_QUERY_LIMIT|TOO_MANY_REQUESTS|THROTTL\w*|[A-Z]+_[A-Z_]*(?:ERROR|EXCEEDED|DENIED|LIMIT|FAILED|UNAVAILABLE|EXCEPTION))\b/;

// security failures read as errors even without a level: a burst of them is an attack or a broken credential
const SECURITY_FAILURE_RE =
  /\b(?:authentication failures?|failed password|invalid user|auth(?:entication)? failed|login failed|failed login|bad password|illegal user)\b/i;

export function readSignals(message: string): Signals {
  const text = message.length > 4000 ? message.slice(0, 4000) : message;
  const s: Signals = { errorScore: 0 };
  const st = STATUS_RE.exec(text);
  let status = st ? Number(st[1] ?? st[2]) : undefined;
  if (status === undefined && FAILURE_WORDS_RE.test(text)) {
    const m = SERVICE_STATUS_RE.exec(text);
    if (m) status = Number(m[1]);
  }
  if (status !== undefined && status >= 400 && HTTP_STATUS_RE.test(String(status))) s.status = status;
  const ex = EXCEPTION_RE.exec(text) ?? BARE_EXCEPTION_RE.exec(text);
  if (ex) s.exception = ex[1].split(".").pop();
  const errno = ERRNO_RE.exec(text);
  if (errno) s.errno = errno[1];
  const sql = SQLSTATE_RE.exec(text);
  if (sql) s.sqlstate = sql[1] ?? sql[2] ?? sql[3];
  const grpc = GRPC_RE.exec(text);
  if (grpc) s.code = grpc[1];
  let score = 0;
  if (s.status !== undefined) score += s.status >= 500 ? 1 : s.status === 429 || s.status === 408 ? 0.8 : 0.5;
  if (s.exception) score += 1;
  if (s.errno) score += 1;
  if (s.sqlstate) score += 0.8;
  if (s.code) score += 0.6;
  if (FAILURE_WORDS_RE.test(text)) score += 0.7;
  if (SECURITY_FAILURE_RE.test(text)) score += 0.5;
  if (score > 0 && BENIGN_RE.test(text)) score *= 0.3;
  s.errorScore = score;
  return s;
}
