// Whether one record counts as failure evidence. Its level says so first, with two corrections that real logs
// need: warnings that are always there (deprecations, backwards-compatibility notices) are background, never
// an onset; and a request a service answered with a 5xx is a failure even when its access line says INFO.
import { LEVEL_RANK } from "./level.js";
import { isExceptionStart } from "./normalize-text.js";
import { readSignals } from "./signals.js";
import { hasStack } from "./stack.js";

const QUICK_BAD_RE =
  /[45]\d\d|fail|error|exception|refused|timed? ?out|denied|forbidden|panic|fatal|unable|cannot|could not|killed|unavailable|unreachable|crash/i;

/** For lines without a level: does the text itself say error? */
export function isBadText(message: string): boolean {
  return QUICK_BAD_RE.test(message) && readSignals(message).errorScore >= 1;
}

// "is deprecated", "will be removed in a future release", "backwards compatible but deprecated behaviour" (also inside
// a class name: Python's PendingDeprecationWarning, Celery's CPendingDeprecationWarning; and anything Python's warnings
// module prints, "connectionpool.py:1100: InsecureRequestWarning: …"), and a warning that says how
// to silence it (Spring Boot's "Explicitly configure spring.jpa.open-in-view to disable this warning"), or a default
// it says is in effect (the same warning's first words, "spring.jpa.open-in-view is enabled by default"), and a worker
// the cloud took back (a spot node's preemption, which the scheduler answers by running the work again), a reminder of
// an expiry days away ("certificate … expires in 21 days, renewal scheduled"), and ASP.NET Core's notice at every start
// that the URLs it was given win over its default ports ("Overriding HTTP_PORTS '8080' …"), and a translation missing
// for a locale (the default language shows instead), and Spring Boot's notice of settings read under their old names
// ("The use of configuration keys that have been renamed was found in the environment"), and ASP.NET Core's Data
// Protection saying at start-up where its keys live ("No XML encryptor configured. Key may be persisted to storage in
// unencrypted form.")
const BACKGROUND_NOTICE_RE =
  /deprecat|\.py:\d+: [A-Z]\w*Warning: |\bmissing translation\b|\bexpir(?:es|ing) in [1-9]\d* days?\b|\bOverriding (?:HTTP_PORTS|address\(es\))\b|\bpreempt(?:ed|ion)\b|\bto (?:disable|suppress|silence) this (?:warning|message|notice)\b|\bis (?:enabled|disabled) by default\b|\bkeys? that (?:have been|were) renamed\b|\bNo XML encryptor configured\b|\bmay not be persisted outside of the container\b|\bKeys will not be persisted to storage\b|\b(?:will be removed|(?:is|are) no longer supported|backwards?[- ]compatib\w*|obsolete|consider (?:using|upgrading)|please (?:update|upgrade|set|use)|(?:does not|doesn't|no longer) needs? to be (?:specified|set|configured|provided)(?: explicitly)?)\b/i;

export function isBackgroundNotice(message: string): boolean {
  const head = message.length > 600 ? message.slice(0, 600) : message;
  return BACKGROUND_NOTICE_RE.test(head);
}

// a process saying it died: exited or crashed unexpectedly, a non-zero exit, a panic, a segfault, a runtime's abort
// (V8's "FATAL ERROR: Reached heap limit …", Go's "fatal error: runtime: out of memory")
const PROCESS_DIED_RE =
  /\b(exited|died|crashed|terminated) unexpectedly\b|\bexit(ed)? (with )?(code|status) [1-9]\d*\b|\bpanic: |\bcore dumped\b|\bsegmentation fault\b|\bSIGSEGV\b|^fatal error: |\bexiting with (?:error )?(?:code|status) [1-9]\d*\b|\b(?:worker|process|child) exited prematurely\b/i;

/** The line says its process died (not that it was killed from outside: that is the supervisor's word). */
export function saysProcessDied(message: string): boolean {
  return PROCESS_DIED_RE.test(withoutRecoveredPanics(message.length > 2000 ? message.slice(0, 2000) : message));
}

// a panic the program caught and lived on after: Go marks it "[recovered]" (a handler's own recover()), and the process
// goes on serving
const RECOVERED_PANIC_RE = /\bpanic: [^\n]*\[recovered\]/g;
// net/http's report of a handler's panic it recovered: the value and the goroutine's stack follow, whatever they say
const HTTP_PANIC_SERVING = "http: panic serving ";

/** `message` without the panics its program recovered from: what is left says whether the process died. */
export function withoutRecoveredPanics(message: string): string {
  const served = message.indexOf(HTTP_PANIC_SERVING);
  const before = served >= 0 ? message.slice(0, served) : message;
  return before.includes("[recovered]") ? before.replace(RECOVERED_PANIC_RE, "") : before;
}

// a warning about a call that failed and then went through: "retried once (connection reset), succeeded",
// "succeeded after 2 attempts", "recovered on retry", "succeeded on attempt 2", "502 on first attempt, retry ok"
const RETRY_SUCCEEDED_RE =
  /\bretried\b[^\n]{0,60}?(?:->|=>|→)\s?2\d\d\b|\bretr(?:y|ied|ies)\b[^\n]{0,120}?\b(?:succeeded|recovered|went through)\b|\b(?:succeeded|recovered|went through) (?:after|on) (?:a |the )?(?:retry|\d+ (?:retries|attempts)|(?:second|third|\d+(?:st|nd|rd|th)) attempt|attempt \d+)\b|\bretr(?:y|ied) (?:ok|okay)\b/i;

/** A warning that says the failed call it reports went through on a later try. */
export function saysRetrySucceeded(message: string): boolean {
  const head = message.length > 600 ? message.slice(0, 600) : message;
  return RETRY_SUCCEEDED_RE.test(head) && !GAVE_UP_RE.test(head) && !NEVER_SUCCEEDED_RE.test(head);
}
const NEVER_SUCCEEDED_RE = /\b(?:never|not|n't)\s+(?:succeeded|recovered|went through)\b/i;

// an access line: `"POST /v2/servers HTTP/1.1" 500`, `"GET /x" status: 503`, `POST /x -> 502`; HAProxy's puts the
// status after its timers, before the request: `be_articles/<NOSRV> 0/-1/-1/-1/0 503 217 - - SC--`, and so does an
// ALB's: `0.000 0.166 0.000 401 401 412 345 "GET https://shop.example:443/ HTTP/2.0"`
const servedStatusRe = (status: string) =>
  new RegExp(
    String.raw`\b(?:GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)\s+\S+(?:\s+HTTP\/[\d.]+)?"?\s+(?:status(?:[_ ]?code)?[:=]?\s*|->\s*|returned\s+)?${status}\b` +
      String.raw`|\/[^\s/]{1,100} (?:-?\d+\/){4}\+?\d+ ${status} \d+ ` +
      // an ALB's: its three timings, its status, the target's, the bytes, then the request
      String.raw`|(?:-?\d+(?:\.\d+)? ){3}${status} (?:\d{3}|-) \d+ \d+ "(?:GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS) `,
  );
const SERVED_5XX_RE = servedStatusRe(String.raw`5\d\d`);

const ANY_5XX_RE = /\b5\d\d\b/;
// a request refused as unprocessable (422): the service's own word that the input failed its validation
const SERVED_422_RE =
  /\b(?:GET|POST|PUT|PATCH|DELETE)\s+\S+(?:\s+HTTP\/[\d.]+)?"?\s+(?:status(?:[_ ]?code)?[:=]?\s*|->\s*|returned\s+)?422\b/;

const SERVED_4XX_RE = servedStatusRe(String.raw`4\d\d`);

/** A request answered with a 4xx, the client's fault: served so (an access line) or said with its status. */
export function servedClientError(message: string): boolean {
  const head = message.length > 2000 ? message.slice(0, 2000) : message;
  const status = readSignals(head).status;
  return (status !== undefined && status >= 400 && status < 500) || SERVED_4XX_RE.test(head);
}

/**
 * An access line of a request answered with a 5xx: what was answered ("503 Service Unavailable"), never why. (Not a
 * client's line of its own call to a URL, "GET https://feeds.example/v3 -> 503": that says who failed it.)
 */
export function isServedErrorLine(message: string): boolean {
  if (!ANY_5XX_RE.test(message)) return false;
  const head = message.length > 2000 ? message.slice(0, 2000) : message;
  return SERVED_5XX_RE.test(head) && !OUTGOING_CALL_RE.test(head);
}
// (an ALB's request field is a full URL too, but with its protocol version: "GET https://shop.example:443/ HTTP/2.0"),
// or a call its client names before the path ("payout failed: wise api POST /v3/transfers -> 502 Bad Gateway")
const OUTGOING_CALL_RE =
  /\b(?:GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)\s+https?:\/\/(?![^\s"]*\sHTTP\/\d)|\b(?:api|API|Api|client|Client)\s+(?:GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)\s+\/\S/;

/** An access line of a request answered with a 4xx (not a client's line of its own call to a URL). */
export function isServedClientErrorLine(message: string): boolean {
  const head = message.length > 2000 ? message.slice(0, 2000) : message;
  return SERVED_4XX_RE.test(head) && !OUTGOING_CALL_RE.test(head);
}

/** A request answered with a 5xx: served so (an access line) or reported so by its caller ("failed: HTTP 503"). */
export function servedServerError(message: string): boolean {
  if (message.length > 2000 || !ANY_5XX_RE.test(message)) return false;
  if (SERVED_5XX_RE.test(message)) return true;
  const s = readSignals(message);
  return s.status !== undefined && s.status >= 500 && s.errorScore >= 1.7;
}

// a label, not prose: "API ERROR: openstack server create …", "FAILED: test_x"; not a level word opening the line
const FAILURE_LABEL_RE = /(?:^(?:FAILED|FAILURE)|[\s\]:](?:ERROR|FAILED|FAILURE|FATAL))(?::|\s+[-–]\s)/;
// PostgreSQL's own severity opening its line ("[2731] ERROR:  duplicate key value …"): how bad, not that a call failed
const POSTGRES_SEVERITY_RE = /^(?:\[\d+\]\s+)?(?:\S+@\S+\s+)?(?:ERROR|FATAL|PANIC): {2}/;
// a call reported failed with its status and the callee's request id: "(HTTP 403) (Request-ID: req-…)"
const REPORTED_CALL_RE =
  /\b(?:HTTP|status)[ :]*[45]\d\d\b[^\n]{0,80}?\b(?:request[-_ ]?id|x-request-id|trace[-_ ]?id)\b/i;

/** A line that says a request failed whatever its level: a failure label or a failed call with its request id. */
export function saysFailure(message: string): boolean {
  const head = message.length > 600 ? message.slice(0, 600) : message;
  return (FAILURE_LABEL_RE.test(head) && !POSTGRES_SEVERITY_RE.test(head)) || REPORTED_CALL_RE.test(head);
}

/** A line that says a request failed whatever its level: a failure label, a failed call, a 5xx served or reported. */
export function reportsFailure(message: string): boolean {
  return saysFailure(message) || servedServerError(message);
}

// one cheap test first: most INFO lines hold no status-like number and no upper-case failure word
const INFO_GATE_RE = /\b[45]\d\d\b|ERROR|FAIL|FATAL/;
// frameworks log a denied request at Information by design (ASP.NET Core's "Authorization failed. These
// requirements were not met", "AuthenticationScheme: Bearer was forbidden"), and so do policy engines' decision logs
// ("authz decision=deny subject.role=scheduler"): the service's own word that it refused
const DENIAL_RE =
  /\b(?:authori[sz]ation|authentication) failed\b|\bAuthenticationScheme: \S+ was (?:forbidden|challenged)|\b(?:authz|authori[sz]ation|policy|access)[\w.]{0,12}\s+decision[=:]\s*"?(?:deny|denied)\b/i;

// and a supervisor or the kernel reports a process it killed for memory at Information too ("Container x terminated:
// OOMKilled (exit code 137)")
const KILLED_FOR_MEMORY_RE =
  /\bOOMKilled\b|\bexit(?:ed)? (?:with )?(?:code|status)[ =:]*137\b|\bexit_?code["']?\s?[=:]\s?137\b|\bkilled due to memory\b|\bOut of memory: Killed process\b/i;

const OWN_OOM_RE = /\bOutOfMemoryError\b|\bCUDA out of memory\b|\bJavaScript heap out of memory\b/;

/** A supervisor's or the kernel's report of a process killed for memory (OOMKilled, exit code 137). */
export function saysKilledForMemory(message: string): boolean {
  return KILLED_FOR_MEMORY_RE.test(message.length > 600 ? message.slice(0, 600) : message);
}

// a one-word verdict over the exception that explains it: Sidekiq's job lifecycle at INFO ("INFO: fail", then
// "NoMethodError: undefined method `email' for nil:NilClass" and its backtrace)
const VERDICT_WORD_RE = /^(?:fail(?:ed|ure)?|error|crash(?:ed)?|abort(?:ed)?)[.:!]?\n/i;
function exceptionUnderWord(head: string): boolean {
  const m = VERDICT_WORD_RE.exec(head);
  return m !== null && isExceptionStart(head.slice(m[0].length));
}

function infoSaysFailure(message: string): boolean {
  const head = message.length > 600 ? message.slice(0, 600) : message;
  return (
    (INFO_GATE_RE.test(head) && (reportsFailure(message) || SERVED_422_RE.test(head))) ||
    DENIAL_RE.test(head) ||
    KILLED_FOR_MEMORY_RE.test(head) ||
    // (a process out of memory in its own words, which a model server relays from its worker's stderr at INFO)
    OWN_OOM_RE.test(head) ||
    // (a runtime's abort on stderr, which a collector stamps INFO: "fatal error: runtime: out of memory")
    saysProcessDied(head) ||
    // (and an exception it raised, opening the message with its stack below: "Traceback …", "Exception in thread …")
    (isExceptionStart(head) && hasStack(message)) ||
    exceptionUnderWord(head)
  );
}

// a server telling of a handshake a client could not make for the client's own protocol or ciphers (an old kiosk's
// TLS 1.0, a scanner's plain HTTP on 443, a load balancer's probe hanging up mid-handshake: Go's "TLS handshake error
// from …: EOF"): nginx logs it at info for that reason. A certificate alert stays evidence
const CLIENT_HANDSHAKE_RE = /\bTLS handshake error from\b|\bwhile SSL handshaking\b|\btlsClientError\b/i;
const CLIENT_PROTOCOL_RE =
  /\bunsupported protocol\b|\bwrong version number\b|\bno shared cipher\b|\bversion too low\b|\binappropriate fallback\b|\bbad key share\b|\bno suitable key share\b|\bunknown protocol\b|\bhttp request\b|\boffered only unsupported versions\b|\bno cipher suite supported by both\b|\bfirst record does not look like a TLS handshake\b|: EOF$/i;

/** A server's line about a client's handshake refused for the client's own protocol: not the server failing. */
function refusedClientProtocol(message: string): boolean {
  const head = message.length > 600 ? message.slice(0, 600) : message;
  return CLIENT_HANDSHAKE_RE.test(head) && CLIENT_PROTOCOL_RE.test(head);
}

// a request refused for what its client sent, which servers log at ERROR by habit: Django's DisallowedHost for a bot
// calling the bare address instead of the name (a name it refuses is our ALLOWED_HOSTS setting), nginx's body over its
// limit or a malformed request line, a gRPC or HTTP server handed a TLS hello or garbage by a port scan, an inbound
// connection its client reset, and an app too old for the API told to upgrade (426 Upgrade Required)
const CLIENT_SENT_RE =
  /\bInvalid HTTP_HOST header: '\[?[\d.:a-f]+\]?(?::\d+)?'|\bclient intended to send too large body\b|\bclient sent invalid (?:request|header|method|host)\b|\breceived bogus greeting from client\b|\bfailed to receive the preface from client\b|\binvalid HTTP preamble from\b|\bconnection from \S+ closed: read: connection reset by peer\b|\b426 Upgrade Required\b|\b(?:app|client)[_ ]version[= ]\S+ (?:is )?below (?:the )?minimum\b/i;

// what users' browsers and phones report of themselves, which error trackers filter out by default: the opaque
// cross-origin "Script error.", the ResizeObserver loop notice, errors thrown by browser extensions' scripts (a
// wallet's window.ethereum, Chrome for iOS's __gCrWeb), frames and storage a browser's privacy rules block, a phone
// that is offline or lost its network (or a browser that says navigator.onLine is false), a push token whose app was
// uninstalled and is pruned, and a device's own connectivity failures a service relays as a client's error report (or a
// video player's, reporting its viewer's network). (A request that timed out or failed to fetch may be the service's
// failure: told by itself, it stays evidence.)
const USER_DEVICE_NOISE_RE =
  /\bScript error\.(?!\w)|\bResizeObserver loop (?:limit exceeded|completed with undelivered notifications)\b|\b(?:chrome|moz|safari(?:-web)?)-extension:\/\/|\b_?_gCrWeb\b|\bwindow\.(?:ethereum|solana)\b|\bBlocked a frame with origin\b|\bSecurityError: The operation is insecure\b|\bThe Internet connection appears to be offline\b|\bNSURLErrorNotConnectedToInternet\b|\bNSURLErrorDomain\b[^\n]{0,20}\bCode=-(?:1009|1005)\b|\bThe network connection was lost\b|\bSecurityError\b[^\n]{0,80}\b(?:localStorage|sessionStorage|indexedDB)\b|\bQuotaExceededError\b|\b(?:APNs|apns|FCM|fcm|push)\b[^\n]{0,120}\b(?:Unregistered|UNREGISTERED|registration-token-not-registered|NotRegistered)\b|\b(?:APNs|apns|FCM|fcm|push)\b[^\n]{0,120}\b(?:BadDeviceToken|NOT_FOUND|InvalidRegistration)\b[^\n]{0,80}\b(?:delet|prun|remov|unregister)|\bon[Ll]ine[=:]\s*false\b|\b(?:[Pp]layback|[Pp]layer) errors? reported\b[^\n]{0,120}\b(?:NETWORK_ERR\w*|network error|timed out|connection lost)|\b(?:[Cc]lient|[Dd]evice|[Aa]pp|[Bb]rowser|[Cc]rash|RUM) (?:error )?report(?:ed)?\b[^\n]{0,120}\b(?:NSURLErrorDomain|UnknownHostException|ENETUNREACH|SocketTimeoutException|Failed to fetch|Load failed|NetworkError|timed out|connection was lost)/;

// a connection its peer closed in good order, or one idle when it was reset: HTTP/2's GOAWAY with NO_ERROR (a graceful
// shutdown of the peer's edge), a reset of an idle stream or pooled connection the client opens again at once, a reset
// once the transfer it carried was complete (an SFTP server hanging up without a goodbye), one cut while its listener
// reloaded (a renewed certificate)
const CONNECTION_RECYCLED_RE =
  /\b(?:socket hang up|connection reset|ECONNRESET|handshake failed)\b[^\n]{0,80}\bduring (?:a |the )?(?:listener|config(?:uration)?|cert(?:ificate)?) reload\b|\bGOAWAY\b[^\n]{0,120}\b(?:NO_ERROR|graceful(?:ly)? shut ?down)\b|\b(?:connection reset|ECONNRESET|broken pipe)\b[^\n]{0,60}\(idle (?:stream|connection)\)|\bon (?:an )?idle (?:stream|connection)\b|\b(?:connection reset|ECONNRESET|broken pipe|closed)\b[^\n]{0,80}\((?:after|once) (?:the )?(?:transfer|upload|download|request|response|session) (?:was )?(?:complete|completed|finished|done)\)/i;

// what customers and users did, which the service answered as designed: a card its bank declined (in a processor's
// codes or an authorisation switch's plain words), a recipient number that cannot take a text, a client that hung up
// mid-request (Tomcat's ClientAbortException, Kestrel's "the client aborted the request", a response written to a
// closed socket), a pipeline a developer cancelled, a record already posted sent again (or answered 409 as one it
// already holds, or an older version of it refused by a search index's external versioning), an app older than the
// oldest version still served, an appointment nobody came to, a badge or ticket expired, used or not yet valid, a
// rental that ran out, a person who opted out, a dialog its user left unanswered or hung up on, a user's GPU program
// faulting (NVIDIA's Xid 13, 31, 43 and 45 are the application's own exceptions, page faults and aborts) or a user's
// batch job step outgrowing its memory request (Slurm's oom_kill events in a step), a filing a clerk or an underwriter
// turned down, a player an anti-cheat banned or kicked and the party a banned leader leaves, a purchase receipt already
// redeemed (a replay), a document rejected as a duplicate of one held, a shift no one free may fill (a solver's
// infeasible plan, left open for a person), a mailbox that no longer exists (550 5.1.1), a peer who left the call, a
// letter the post office's change-of-address file (NCOA) says cannot be delivered, a rider outside the operating area,
// a charging card a charge point's central system refused (OCPP's idTagInfo), a card its issuer refused (an acquirer's
// refusalReason, not its own error) or a fraud screen's verdict, a subscriber whose subscription lapsed, a printer out
// of paper (staff load it), a client that hung up during its TLS handshake (Node's tlsClientError), a client gone
// before Puma wrote its answer (Puma's "caught this error: Broken pipe (Errno::EPIPE)")
const USER_OUTCOME_RE =
  /\bpaper (?:end|out)\b|\bPAPER_(?:END|OUT)\b|\bout of paper\b|\btlsClientError\b|\b(?:rc|response|resp)=\d{2} (?:[Ee]xpired card|[Ee]xceeds (?:withdrawal|amount|frequency) limit|[Ii]nsufficient funds|[Dd]o not hono(?:u)?r|[Rr]estricted card|[Pp]ick[- ]up card)\b|\b(?:[Pp]ayment|[Cc]harge|[Cc]ard|PAYMENT|CARD)\b[^\n]{0,40}\b(?:declined|DECLINED)\b|\b(?:card_declined|insufficient_funds|do_not_honor|expired_card|incorrect_cvc)\b|\bauth(?:ori[sz]ation)? declined\b|(?:[(=]\s?|\brc=\d{2} )(?:insufficient funds|expired card|incorrect PIN|exceeds (?:withdrawal|amount|frequency) limit|do not hono(?:u)?r|pick[- ]up card|invalid card number|restricted card)\b|\bclient gone\b|\b(?:request|connection) (?:aborted|closed|cancell?ed) by (?:the )?client\b|\bwrit(?:e|ing) (?:the )?response\b[^\n]{0,80}\b(?:broken pipe|EPIPE|connection reset by peer)\b|\b(?:ECONNRESET|EPIPE|broken pipe)\b[^\n]{0,20}\b(?:from|by) (?:the )?client\b|\bPuma caught this error: (?:Broken pipe|Connection reset by peer)\b|\bRENTAL_EXPIRED\b|\bDUE TO TIME LIMIT\b|\brental (?:has |window )?(?:expired|ended)\b|\breason=opt(?:ed)?[- ]out\b|\bnot a valid (?:mobile|phone) number\b|\b(?:[Ll]andline|[Uu]nreachable (?:destination|carrier|handset))\b|\b[Cc]lient (?:disconnected|closed (?:the )?(?:request|connection)|went away)\b|\breceived cancel\b|\bcancell?ed by (?:the )?user\b|\bJob failed: cancell?ed\b|\b(?:[Dd]uplicate|DUPLICATE)(?:_[A-Z]+)?\b[^\n]{0,80}\balready (?:posted|processed|received|imported)\b|\bClientAbortException\b|\bversion conflict, current version \[\d+\] is higher or equal to the one provided\b|\b409\b[^\n]{0,80}\balready (?:captured|processed|exists|recorded|booked|received|imported|posted)\b|\b[Nn]o-show\b|\b(?:[Bb]adge|[Tt]icket|[Bb]arcode)\b[^\n]{0,60}\b(?:reason=)?(?:[Ee]xpired|EXPIRED|already used|not yet valid|valid from)\b|\bclient aborted the request\b|\btimed out\b[^\n]{0,40}\bwaiting for (?:the )?(?:user|customer|subscriber|caller|applicant)(?:'s)? (?:input|response|reply|action)\b|\bcause=user[-_ ]released\b|\bbelow (?:the )?min(?:imum)?[_ ](?:supported|version)\b|\bNVRM: Xid \([^)\n]{1,40}\): (?:13|31|43|45)\b|\bDetected \d+ oom[_-]kill events? in StepId=|\b(?:rejected|REJECTED|declined|DECLINED|returned|RETURNED) by (?:the )?(?:clerk|reviewer|underwriter|examiner|registrar|adjuster|moderator|approver|caseworker)\b|\baccount_banned\b|\b(?:account|player|user) (?:is )?(?:banned|suspended)\b|\bkicked \S+ reason=|\b(?:integrity|cheat) (?:violation|detected)\b[^\n]{0,160}\bban\b|\bno longer eligible\b|\balready (?:redeemed|claimed|consumed)\b|\brejected: duplicate of\b|\bno feasible (?:assignment|solution|schedule|roster)\b|\b550[ -]5\.1\.1\b|\bundeliverable\b[^\n]{0,40}\bNCOA\b|\boutside (?:the |its )?(?:operating|service|permitted) (?:area|zone)\b|\bidTagInfo\.status=(?:Blocked|Invalid|Expired)\b|\bsubscription (?:status )?(?:past_due|expired|lapsed|canceled|cancelled|unpaid)\b|\brefusalReason="?(?!Acquirer Error|Issuer Unavailable|Not Submitted)\w|\bscore=[\d.]+\b[^\n]{0,20}\bdecision=(?:deny|decline|reject|block|review)\b|\b(?:peer|participant|player|user|caller) \S+ left (?:the )?(?:channel|room|call|match|lobby|party|game|session)\b/;

// what a security tool reports about others, doing its job: a SIEM rule's alert, an EDR's detection, a scanner's CVE
// or leaked-secret findings, a sign-in risk engine's verdict on a user, a privileged session a vault ended (idle, a
// blocked command, outside its approved window); and a web server's OCSP staple it could not fetch (the handshake goes
// on without it)
const SECURITY_FINDING_RE =
  /\bALERT \[\w+\] rule=|\bDETECTION severity=\w+ tactic=|\boutside (?:the |its )?approved (?:\w+ )?(?:window|hours|time)\b|\bsession \S+ of \S+ to \S+ terminated: |\bsecret detected: |\bOCSP responder\b[^\n]{0,80}\bwhile requesting certificate status\b|\brule="[^"\n]{1,120}"[^\n]{0,200}\bdisposition=|\b\d+ CRITICAL, \d+ HIGH\b|\bCVE-\d{4}-\d{4,}\b|\bimpossible travel\b/;

export function isBadRecord(level: string, message: string): boolean {
  // (asked last: most records are no failure, and this runs for every record)
  if (!saidBad(level, message)) return false;
  const head = message.length > 300 ? message.slice(0, 300) : message;
  return (
    !refusedClientProtocol(message) &&
    !CLIENT_SENT_RE.test(head) &&
    !USER_DEVICE_NOISE_RE.test(head) &&
    !USER_OUTCOME_RE.test(head) &&
    !SECURITY_FINDING_RE.test(head) &&
    !CONNECTION_RECYCLED_RE.test(head) &&
    !EXPIRY_REMINDER_RE.test(head) &&
    !reportCancelledByTimeout(head, message)
  );
}

// a report's query the database cancelled at its statement timeout ("report 'monthly van stock valuation' failed after
// 30.0s: ActiveRecord::QueryCanceled", "Report chunk failed … 57014", a stack through ReportRunner): the limit doing its
// job on a heavy read, which the report runner retries smaller or later; the report may be named only in the stack
const STATEMENT_CANCELLED_RE =
  /\bstatement[ _]timeout\b|\b57014\b|\bQueryCanceled\b|\bQueryTimeoutException\b|\bquery (?:was )?cancell?ed\b/i;
const REPORT_RE = /\breports?\b|\bReport[A-Z]\w*|[a-z]Report(?:s|Job|Runner|Service)?\b|_reports?\b|\/reports?\//i;

function reportCancelledByTimeout(head: string, message: string): boolean {
  return STATEMENT_CANCELLED_RE.test(head) && REPORT_RE.test(message.length > 2000 ? message.slice(0, 2000) : message);
}

// a reminder, at any level, that something expires days from now ("TLS client certificate … expires in 25 days; renew
// before expiry"): nothing has failed yet
const EXPIRY_REMINDER_RE = /^(?![^\n]*\b(?:fail\w*|expired|error)\b)[^\n]*\bexpir(?:es|ing) in [1-9]\d* days?\b/i;

function saidBad(level: string, message: string): boolean {
  const rank = LEVEL_RANK[level] ?? 2;
  if (rank >= 4) return true;
  if (rank === 3)
    return (
      !isBackgroundNotice(message) &&
      !saysRetrySucceeded(message) &&
      !answeredWithinLimit(message) &&
      !gcPauseWithRoom(message) &&
      !askedToStop(message)
    );
  if (level === "unknown") return isBadText(message);
  return rank === 2 && infoSaysFailure(message);
}

// a process warning that it was asked to stop (a scale-in, a rolling deploy): SIGTERM and its exit code 143
const ASKED_TO_STOP_RE =
  /\b(?:SIGTERM|SIGINT)\b|\bsignal (?:15|terminated)\b|\bexit(?:ed)? (?:with )?(?:code|status) 143\b/;
const STOPPED_BADLY_RE = /\bunexpected\w*|\bkill(?:ed|ing)\b|\bfail\w*|\berror\w*|\btimed? ?out\b|\bliveness\b/i;

/** A warning that its process was asked to stop and stops: no failure, unless it says one forced the stop. */
function askedToStop(message: string): boolean {
  const head = message.length > 300 ? message.slice(0, 300) : message;
  return ASKED_TO_STOP_RE.test(head) && !STOPPED_BADLY_RE.test(head);
}

// a collector's pause it warns of, with the heap it left behind: "2312M->700M(4096M)", "heap 5.1G/6.0G"
const GC_PAUSE_RE = /\bGC\b[^\n]{0,80}\bpause\b|\bpause\b[^\n]{0,40}\bGC\b/i;
const GC_AFTER_RE =
  /\d+(?:\.\d+)?[KMG]B?->(\d+(?:\.\d+)?)([KMG])B?\((\d+(?:\.\d+)?)([KMG])B?\)|\bheap (\d+(?:\.\d+)?)([KMG])B?\/(\d+(?:\.\d+)?)([KMG])B?\b/i;
const UNIT: Record<string, number> = { K: 1 / 1024, M: 1, G: 1024 };
// a heap's use it reports with its share ("heap used 1.20GB of 2.00GB (60%)"): below this share, room to spare
const HEAP_SHARE_RE = /\bheap (?:used )?\d+(?:\.\d+)? ?[KMG]i?B of \d+(?:\.\d+)? ?[KMG]i?B \((\d{1,3})%\)/i;
const HEAP_WARN_SHARE = 0.8;
// Elasticsearch's JVM monitor: "[gc][8455] overhead, spent [1.0s] collecting in the last [4.7s]"
const GC_OVERHEAD_RE =
  /\boverhead, spent \[(\d+(?:\.\d+)?)(ms|s|m)\] collecting in the last \[(\d+(?:\.\d+)?)(ms|s|m)\]/;
const seconds = (n: string, unit: string) => Number(n) * (unit === "ms" ? 0.001 : unit === "m" ? 60 : 1);
/** Heap left in use after a collection below this share of its capacity: the pause freed it, memory is fine. */
const GC_ROOM_SHARE = 0.5;

/**
 * A warning of a long GC pause after which most of the heap is free, of collections taking under half of the time they
 * were measured over, or of a heap under 80 % full: a latency blip or a busy moment, not memory running out.
 */
export function gcPauseWithRoom(message: string): boolean {
  const head = message.length > 300 ? message.slice(0, 300) : message;
  const heap = HEAP_SHARE_RE.exec(head);
  if (heap) return Number(heap[1]) < HEAP_WARN_SHARE * 100;
  const overhead = GC_OVERHEAD_RE.exec(head);
  if (overhead) return seconds(overhead[1], overhead[2]) < GC_ROOM_SHARE * seconds(overhead[3], overhead[4]);
  if (!GC_PAUSE_RE.test(head)) return false;
  const m = GC_AFTER_RE.exec(head);
  if (!m) return false;
  const [used, usedUnit, cap, capUnit] = m[1] !== undefined ? [m[1], m[2], m[3], m[4]] : [m[5], m[6], m[7], m[8]];
  const share =
    (Number(used) * UNIT[usedUnit.toUpperCase()]) / (Number(cap) * UNIT[capUnit.toUpperCase()] || Number.NaN);
  return share < GC_ROOM_SHARE;
}

// a slow answer that came inside the limit the line states: "slow call to quote-svc: 1559ms (timeout 3000ms)"
const SLOW_WORD_RE = /\b(?:slow|took|latency|duration|elapsed)\b/i;
const LIMIT_RE =
  /\b(?:timeout|deadline|limit|threshold|budget)\b[\s:=(]{0,3}(?:of )?(\d{1,7}(?:\.\d{1,3})?) ?(ms|s)\b/i;
const DURATION_RE = /\b(\d{1,7}(?:\.\d{1,3})?) ?(ms|s)\b/i;
const NOT_ANSWERED_RE =
  /\btimed? ?out\b(?![\s:=(]{0,3}\d)|\bexceeded\b|\bfail|\berror\b|\babort|\bgave up\b|\bgiving up\b/i;

const millis = (n: string, unit: string) => Number(n) * (unit.toLowerCase() === "s" ? 1000 : 1);

/** A warning that a call or request was slow, its time under the timeout or threshold it names: it was answered. */
export function answeredWithinLimit(message: string): boolean {
  const head = message.length > 300 ? message.slice(0, 300) : message;
  if (!SLOW_WORD_RE.test(head)) return false;
  const limit = LIMIT_RE.exec(head);
  if (!limit) return false;
  const took = DURATION_RE.exec(head.slice(0, limit.index));
  if (!took || NOT_ANSWERED_RE.test(head)) return false;
  return millis(took[1], took[2]) < millis(limit[1], limit[2]);
}

// a proxy refusing requests on its own: its limiter (nginx's limit_req "limiting requests, excess: 5.759 by zone …",
// envoy's local_rate_limited) or its routes (envoy's NR / NC flags: no route or cluster for the request)
const OWN_LIMITER_RE = /\blimiting (?:requests|connections)\b[^\n]{0,60}\bby zone\b|\blocal_rate_limited\b/i;
const OWN_ROUTE_RE = /\b(?:route_not_found|cluster_not_found)\b|" (?:404|503) N[RC] /;

/**
 * The line is a proxy refusing a request by its own limiter (rate_limiting) or for want of a route (configuration):
 * the errors it serves are its own refusals, not its upstream's failures.
 */
export function proxysOwnRefusal(message: string): "rate_limiting" | "configuration" | undefined {
  const head = message.length > 300 ? message.slice(0, 300) : message;
  if (OWN_LIMITER_RE.test(head)) return "rate_limiting";
  return OWN_ROUTE_RE.test(head) ? "configuration" : undefined;
}

// a caller retrying ("call to x failed with 503 on attempt 1/3, retrying in 300ms", "will try again in 15 minutes") has
// not failed yet: its retries succeed unless it says it gave up (a "please try again later" it answers with is no retry)
// (and in localized runtimes' words: "nouvelle tentative", "wird erneut versucht", "reintentando", "再試行")
// (and a client marking its own error retriable, as Kafka's does; a call sent on to the next endpoint; a reconnect attempt;
// an acknowledgement not yet received that it "will poll again" for, a read "resuming next poll"; a call's first
// attempt failing, "(attempt 1)": there are more; a sender that "will retransmit" a frame refused)
const RETRYING_RE =
  /\bretry(ing)?\b|\(attempt[ =#]*1\)|\b(?:panel|device|sender|peer|station|terminal|client) will (?:retransmit|resend|retry)\b|\breconnect(?:ion)? attempt\b|\bretried (?:on|against|with|via|to) (?:the |a )?(?:next|another|other|different|healthy)\b|\(retriable\)|\b(?:will|shall) (?:try|poll|check) again\b|\bresuming (?:at |on |with )?(?:the )?next (?:poll|run|cycle|batch|attempt)\b|\battempt[ =#]*\d+ ?(\/|of) ?\d+|\bnouvelle tentative\b|\berneut versucht\b|\berneuter Versuch\b|\breintentando\b|\bnuevo intento\b|\btentando novamente\b|\bnova tentativa\b|再試行|リトライ/i;
const GAVE_UP_RE = /\b(giving up|gave up|exhausted|failed after|max(imum)? (retries|attempts))\b/i;

/** A call or job that failed for good after its retries ("aborted after 2 retries", "giving up"). */
export function gaveUp(message: string): boolean {
  const head = message.length > 600 ? message.slice(0, 600) : message;
  return GAVE_UP_RE.test(head) || ABORTED_AFTER_RE.test(head);
}
// ("failed after …" is already GAVE_UP_RE's)
const ABORTED_AFTER_RE = /\b(aborted|abandoned) after \d+ (retries|attempts|tries)\b/i;

export function isRetryInProgress(message: string): boolean {
  const head = message.length > 600 ? message.slice(0, 600) : message;
  // (a server's "Retry-After: 36" is how long it told us to wait, not a retry of ours, unless we say we wait it out)
  return (
    (RETRYING_RE.test(head.replace(RETRY_AFTER_HEADER_RE, "")) || HONOURS_RETRY_AFTER_RE.test(head)) &&
    !GAVE_UP_RE.test(head)
  );
}
const RETRY_AFTER_HEADER_RE = /\bretry[-_]after\b/gi;

/** A server's word of when to come back (its Retry-After header), not the caller's that it retries. */
export function toldWhenToRetry(message: string): boolean {
  return TOLD_WHEN_RE.test(message.length > 600 ? message.slice(0, 600) : message);
}
const TOLD_WHEN_RE = /\bretry-after\b/i;
// ("honouring Retry-After: 2", "backing off 56s (Retry-After)")
const HONOURS_RETRY_AFTER_RE =
  /\b(?:honou?r(?:ing|s)?|respect(?:ing|s)?|obey(?:ing|s)?|(?:waiting|sleeping|pausing) (?:for|per))(?: the| its)? retry[-_ ]after\b|\bretry[-_ ]after\b[^\n]{0,80}\b(?:back(?:ing|ed|s)? off|waiting|sleeping|pausing)\b|\b(?:back(?:ing|ed|s)? off|waiting|sleeping|pausing)\b[^\n]{0,80}\bretry[-_ ]after\b/i;

// how a service carries on past a problem: "falling back to …", "posting unfiltered", "skipping", "…, skipped", one
// field of a record dropped or cut ("dropped audit field \"client_ip\": value exceeds 64 bytes"), a missing object made
// on the spot ("NoSuchKey … key=thumbs/x.webp; generating thumbnail"), a bounced address suppressed, the previous value
// kept, a page reloaded to fetch the new release's code, an item sent to a repair or recon queue, a value kept as text,
// a payment rolled to the next business day, a parcel a sorter recirculates or diverts to its reject chute, a message
// discarded for content it does not know, an item flagged for a caseworker or sent to manual keying or an in-person
// check, a claim referred to investigators or an underwriter, an upload quarantined, a withdrawal held for review, a
// lot put on hold, a gate set to fail safe, a record not downloaded to where it cannot go, something optional omitted
// (not a stack's frames), reads routed to the primary, a runtime using its built-in classes, a video layer lowered to
// what its viewer's network carries (or the audio it conceals), missing meter readings estimated, debug lines a log
// buffer dropped, a queue's backlog with uploads still accepted, a request that waited for a pooled connection and got
// one, a vehicle hidden from the map, a broker keeping the session of a client that dropped off (its messages wait for
// it), a value it could not read treated as absent, a record excluded from a run or an order's line dropped, a font
// substituted, a customer's file returned to them or its owner told to upload again, an address sent to a fix queue, a
// value it could not read from its cache recomputed, a value missing stored as unknown, a kiosk whose user walked away
// reset to its welcome screen, a tag read again or a store's stale menu downloaded in full, a placeholder served for an
// image that is gone, a person in charge told ("VIOLATION predicted at current ETA, dispatcher notified"), an item held
// ("payee site 140 rejected code=AC01, held") or left to its customer to act on ("user action needed", "user shown
// error"), a throttled job queued, a run moved past a clock change, an answer served from cache, records queued while a
// link is down, a sale stored offline, a feature flag it cannot find evaluated to its default (LaunchDarkly's 'Unknown
// feature flag "x"; returning default value'), a cached answer returned, a drift corrected by a fix, a charge posted
// without the modifier it has no mapping for (a photo stored without its preview), a sensor's reading out of range
// clamped to its bound, a house ad served for want of bids or the next bid used, a keyholder informed or a critical
// result escalated to the charge technologist, a signal from an unknown account held in a queue, a duplicate frame
// dropped as such, a recollect task created for a specimen refused, a call tried again through a TURN relay, a flag
// defaulted to off, a vendor's suggestions hidden, a care team paged, telemetry (spans, metrics, an error report to
// Sentry) dropped by an exporter that could not send it or not exported, an event out of order reordered, an address
// queued for manual matching, a plate no camera read left to the operator to enter, duplicates of a replay dropped,
// late data re-aggregated, buffered samples replayed, a substitute applied for a short pick, a request served by
// another engine instead, a duplicate scan rejected, a consumer catching up, an item sent on "-> manual queue", a
// producer refreshing its metadata, a token its client refreshed, another operator or provider used, a retake
// requested, a delivery reattempt scheduled, a spam comment discarded, an ad slot left to the next bidder
const COPING_RE =
  /\b(falling back|(?:fall(?:ing|s)?|fell) back to|fallback|fail(?:ing|s|ed)?[- ]open|using (a |the )?(placeholder|default|cached?|stale|built-?in|standard|fallback)|[a-z]+ing with (?:the )?(?:default|cached|stale|fallback|placeholder) [a-z]+|caching (?:a |the )?negative\b|unfiltered|skipping|skipped|ignoring|ignored|continuing without|degraded mode|(?:manual |human )review queued\b|(?:flagged|flagging|queued|queuing|queueing|parked|parking|held|holding) for (?:(?:manual|human) review|review|retry|later|update|correction|(?:a |the )?(?:caseworker|operator|agent|ops)\b|(?:the )?next (?:window|run|cycle|batch|session|attempt)\b)|removed from (?:the )?(?:feed|index|listing|catalog|board|topic|audience|list)s?\b|(?<=, )(?:subscription|endpoint|webhook) disabled\b|(?<=, )recomput(?:ing|ed)\b|(?:re-?read|re-?sync|re-?download|full (?:download|sync|resync|refresh|reload)) scheduled\b|scheduling (?:a )?(?:full )?(?:download|re-?sync|resync|refresh|reload|re-?read)\b|\bgrace period (?:until|ends|started|begins)\b|forwarded to (?:the )?[\w -]{0,40}\bqueue\b|refer(?:red)? to (?:the )?(?:desk|agent|counter|staff)\b|(?:routed|sent|escalated|moved) to (?:the |a )?(?:manual|in-person) \w+(?: queue)?|(?:referred|referring|escalated) to (?:the )?(?:SIU|special investigations|underwriting|an? (?:adjuster|investigator|reviewer|underwriter|human))\b|quarantin(?:ed|ing)\b|sent to quarantine\b|tolerance\b[^\n]{0,30}\baccepted\b|using (?:the )?(?:previous|last(?: known)?|prior) (?:settlement|value|price|quote|version|reading|config(?:uration)?)\b|auto-?(?:cleared|resolved|corrected)\b|within tolerance\b|dropped \d+ (?:samples|points|values|readings|events|records) (?:older than|later than|past|behind) (?:the )?watermark\b|fail-?safe\b|, not (?:downloaded|imported|synced|exported|uploaded) to\b|(?!frames\b)[a-z]+ omitted\b|rout(?:ing|ed|es) (?:the )?(?:[a-z]+ )?(?:reads|writes|traffic|requests|calls) to (?:the )?(?:primary|backup|secondary|fallback)\b|(?:put|placed|set) on HOLD\b|held[_ ]for[_ ]review\b|lowering (?:the )?(?:spatial |temporal |simulcast )?(?:layer|bitrate|resolution|quality)\b|\d+ (?:intervals?|reads?|readings?|values?) estimated|estimat(?:ed|ing) (?:the )?(?:\d+ )?(?:missing )?(?:intervals?|reads?|readings?)|dropped \d+ (?:debug|trace|verbose|log) (?:records|lines|messages|entries)|(?:routed|sent|escalated|moved) to (?:the |a )?(?:manual |recon |repair )?(?:repair|review|recon|exception)(?: queue)?|(?:stored|kept|saved|recorded) as (?:text|a string|raw|unknown|null|blank|empty)|reset to (?:the )?(?:welcome|home|start|idle|attract) screen|rolled (?:over )?to (?:the )?next (?:business|working) day|recirculat\w*|discarded\b[^\n]{0,40}\b(?:unknown|unrecogni[sz]ed|unsupported|unparseable)\b|diverted to (?:the )?reject\b|(?:users?|customers?) not affected|hidden from (?:the )?map|excluded from (?:the )?(?:payment|run|batch|file|export)s?\b|\b(?:line|item|row|record|entry|bid) dropped\b|treat(?:ing|ed) (?:it |them )?as (?:no|missing|empty|absent|unknown|anonymous)\b|session (?:kept|preserved|retained)|waited \d+(?:\.\d+)? ?ms for a connection$|PLC engaged|packet loss concealment|(?:uploads|requests|orders|writes|submissions) (?:are )?still (?:accepted|served|processed)|(?<=[,;] )(?:dropped|discarded|dropping|discarding|held)(?:$| \()|\breturning (?:the )?default value\b|\bevaluating (?:it )?(?:to|as) (?:false|off|(?:the |its )?default)\b|^(?:dropped|dropping|truncated|truncating) (?:the )?(?:\w+ )?(?:field|attribute|tag|label|header|key|column)s?\b|\b(?:frame|message|record|item|event|packet|row|sample|entry)s? (?:dropped|discarded)$|\b(?:response|bid|message|record|event|item|frame|packet|beacon|sample|row)s? discarded: |, splitting$|splitting (?:the |it )?(?:batch|payload|request)s?|; (?:generating|regenerating|rebuilding|recomputing) (?:it|one|\w+)$|suppress(?:ing|ed) (?:the )?(?:address|recipient)|(?:keep(?:ing)?|kept) (?:the )?(?:previous|old|last|cached|current|existing) (?:\w+ )?(?:response|value|config(?:uration)?|certificate|staple|version|copy|data)|(?:kept|keeping) (?:the )?previous\b|(?:auto(?:matic)?[- ]?)?(?:page )?reload(?:ing)? (?:triggered|the page)|(?:serv(?:e|es|ing|ed)|return(?:s|ing|ed)) (?:a |the )?(?:default|cached|stale|fallback|partial|empty|degraded|placeholder|house)|(?:serving|served|returning|returned|responding|responded|rendering|rendered)\b[^\n]{0,40}\bwithout|(?:field|value|attribute|column|key)s? omitted|omitted from|partial (?:results?|response)|substitut(?:ed|ing) (?:with|by)|downscal(?:ing|ed) (?:it |the image )?before|(?:returned|sent back|handed back) to (?:the )?(?:customer|user|sender|submitter|uploader|seller)|(?:customer|user|sender|seller|uploader)s? (?:notified|asked|told|prompted) to|(?:customer|dispatcher|supervisor|manager|owner|driver|rider|staff|employer|member|patient|keyholder|operator|technologist|nurse|guard|tenant)s? (?:notified|alerted|informed)\b(?! to\b)|\bescalated to (?:the )?(?:charge |duty |on-call |shift )?(?:technologist|supervisor|manager|nurse|operator|pharmacist)\b|\bNEEDS_CUSTOMER_ACTION\b|\b(?:customer|user) action (?:needed|required)\b|\buser shown (?:an? )?(?:error|warning|message)\b|(?<=, )(?:job|export|task|request) \S+ queued$|\b(?:run|job) moved to\b|\bserved from (?:the |its )?cache\b|\b\d+ (?:records|messages|items|events|transactions) queued\b|\b(?:stored|saved|kept) offline\b|(?:warning|notice|message) shown to (?:the )?(?:customer|user)|(?:routed|sent|moved) to (?:the |an? )?[\w-]*(?:fix|repair|review|manual)[\w-]* queue|(?:drift|offset|position|skew)\b[^\n]{0,30}\bcorrected by|(?:posted|stored|saved|published) without (?:the |a )?[\w-]+|(?<=, )(?:clamped|capped) to -?\d|(?:next|second|runner-up) (?:bid|candidate|offer|provider|carrier|route) used|held in (?:the |an? )?[\w-]+ queue|(?:dropped|discarded) as (?:a )?duplicate|(?:recollect(?:ion)?|redraw|rework|callback|follow-?up|re-?delivery|re-?test) (?:task|order|ticket|request) (?:created|raised|opened)|trying (?:the |a )?(?:TURN )?relay|defaulting to (?:false|true|off|on|disabled|enabled)\b|(?:suggestions?|recommendations?|widget|panel|section) hidden|paging (?:the )?(?:care team|on-call|nurse|clinician|doctor)|(?:spans?|metrics?|traces?|log records?)(?: [\w-]+)? (?:dropped|discarded)$|(?:failed to export|dropping \d+) (?:spans|traces|metrics|log records)|reordered\b|queued for manual (?:match|matching|entry|keying)|dropped \d+ duplicate\b|(?:served|handled|translated|answered|routed) (?:by|via|to) [\w.-]+ instead\b|\bduplicate\b[^\n]{0,60}\brejected$|catching up\b|re-?aggregat(?:ing|ed)\b|replaying \d+ buffered\b|substitution [\w-]+ applied\b|(?:operator|manual|staff) (?:entry|input|action) required|\bSentry\b[^\n]{0,80}\bdropped$|(?<=(?:->|→) ?)(?:the )?(?:manual|review|moderation)(?: review)? queue|refreshing (?:the )?(?:cluster |topic )?metadata|(?:client|app|user|session|browser)s? refreshed (?:the |its |their )?(?:access )?token|token refreshed|(?:will use|using|switch(?:ing|ed) to) (?:another|a different|an alternate|an alternative) (?:operator|provider|log|server|region|route|carrier|gateway|mirror|endpoint|relay|vendor)\b|(?:retake|re-?upload|re-?submission|re-?scan|new (?:photo|scan|upload|document)) requested|\bre-?attempt(?:=|\s+(?:scheduled|window)\b)|\b(?:comment|post|review|reply|message) \S+ (?:discarded|dropped|removed|hidden)$|(?:left|passed|handed) to (?:the )?next (?:bidder|provider|candidate|carrier|route|worker))\b/i;

// the same in localized runtimes' words: an item ignored or skipped ("facture déjà archivée, ignorée")
const LOCALIZED_COPING_RE =
  /\b(?:ignoriert|übersprungen|ignorad[oa]s?|omitid[oa]s?)\b|\bignoré(?:e|s|es)?(?![\p{L}])|スキップ|無視/u;

export function saysHowItCopes(message: string): boolean {
  const head = message.length > 600 ? message.slice(0, 600) : message;
  return COPING_RE.test(head) || LOCALIZED_COPING_RE.test(head);
}

// how callers word a failure they only pass on (a weaker cue than naming the callee)
const RELAYED_RE =
  /\b(upstream|downstream|via|calling|call to|request to|response from|responded|answered|returned|dependency|bad gateway|gateway time-?out|502|504)\b/i;

/** The line's first line words a failure the service passes on from a callee (a 502, "upstream returned …"). */
export function saysRelayed(message: string): boolean {
  const nl = message.indexOf("\n");
  return RELAYED_RE.test(nl >= 0 ? message.slice(0, nl) : message);
}

// a 5xx its service answered or met, said in words ("returned 503", "503 Service Unavailable")
export const SERVER_ERROR_STATUS_RE =
  /\b5\d\d (Bad Gateway|Internal Server Error|Service Unavailable|Gateway Time-?out)\b|\b(status|HTTP|code|returned|responded(?: with)?|answered)[ :=]*5\d\d\b/i;
