// Requests refused for what outsiders did: a scanner's probes a web application firewall blocks, a user's wrong
// password or expired session, an action a user's role does not allow. The service that refuses them works, and its
// ordinary traffic goes on beside the refusals; an attack on its logins, or refusals that replace its traffic, do not.
// Beside a failure of ours, such refusals are background: localize.ts leaves them out before it weighs the services.
import type { Aggregates } from "./aggregate.js";
import { categoryOfText } from "./categories.js";
import type { Anomaly } from "./detect.js";
import {
  isRetryInProgress,
  isServedClientErrorLine,
  isServedErrorLine,
  proxysOwnRefusal,
  servedClientError,
  servedServerError,
} from "./line-verdict.js";
import type { Localization, ServiceFinding } from "./localize.js";
import type { ServiceMatcher } from "./mentions.js";
import { hasStack } from "./stack.js";

// a host's own login refused: sshd's or PAM's record of a remote login that failed
const HOST_LOGIN_PARTS = [
  String.raw`\bfailed password for\b`,
  String.raw`\binvalid user \S+ from\b`,
  String.raw`\bauthentication failure;[^\n]{0,80}\brhost=`,
];
const HOST_LOGIN_RE = new RegExp([String.raw`\bsshd\b`, ...HOST_LOGIN_PARTS].join("|"), "i");
// a refused login in an identity provider's or a server's own record (Keycloak's LOGIN_ERROR events, sshd, PAM)
const LOGIN_REFUSED_RE = new RegExp(
  [
    String.raw`\btype=LOGIN_ERROR\b`,
    String.raw`\berror=(?:invalid_user_credentials|user_not_found|user_temporarily_disabled|user_disabled)\b`,
    String.raw`\binvalid_grant\b`,
    String.raw`\binvalid user credentials\b`,
    String.raw`\b(?:login|log-?in|sign-?in) (?:failed|refused|rejected) for\b`,
    ...HOST_LOGIN_PARTS,
    // a person's directory bind refused (LDAP result 49: a wrong or expired password), not a service account's
    String.raw`\bbind for (?:uid|cn)=[^,\s]+,ou=(?:people|users|staff|students)\b[^\n]{0,40}\bfailed: 49\b`,
    String.raw`\b(?:authentication|auth|login) failed for (?:principal|user|account|login)\b[^\n]{0,60}\b(?:invalid|bad|wrong|incorrect) (?:password|credentials)\b`,
    // ClickHouse's: "admin: Authentication failed: password is incorrect, or there is no user with such name"
    String.raw`\bpassword is incorrect, or there is no user with such name\b`,
    String.raw`\baccount (?:'?[\w.@-]+'? )?(?:is |has been |was )?(?:temporarily )?(?:locked|disabled)\b`,
    String.raw`\btoo many failed (?:login |sign-?in )?attempts\b`,
    // Windows' own records of a refused logon: Security 4625 and 4771 (a Kerberos pre-authentication with a wrong
    // password), and Exchange's front end refusing a client's login (event 1035, LogonDenied)
    String.raw`\bAn account failed to log on\b`,
    String.raw`\bKerberos pre-authentication failed\b`,
    String.raw`\bauthentication failed with error LogonDenied\b`,
  ].join("|"),
  "i",
);
// a firewall's verdict on a request: ModSecurity's or Coraza's block or alert, a CDN's firewall event, fail2ban's ban
const FIREWALL_VERDICT_RE =
  /\b(?:ModSecurity|Coraza): (?:Access denied|Warning)\b|\bWarning\. Matched "Operator\b|\bfirewall event action=(?:block|challenge|managed_challenge|js_challenge|drop)\b|\bwaf\b[^\n]{0,30}\b(?:blocked|deny|denied)\b|\bfail2ban\b/i;
// a form's anti-forgery token the session no longer matches (Rails: "Can't verify CSRF token authenticity")
const STALE_FORM_RE =
  /\b(?:invalid|missing|bad) csrf token\b|\bCSRF (?:token )?(?:missing|invalid|mismatch)\b|\bCan't verify CSRF token\b|\bInvalidAuthenticityToken\b/i;

// a phone call the far end answered as calls are answered: busy, declined, not answering, a number that does not exist
// or was dialled short (SIP's 404/480/484/486/487/603 finals, their Q.850 causes, FreeSWITCH's hangup causes)
const PHONE_CALL_ANSWERED_RE = new RegExp(
  [
    String.raw`\bsip_status=(?:404|480|484|486|487|600|603|604)\b`,
    String.raw`\b(?:486 Busy Here|603 Decline|480 Temporarily Unavailable|484 Address Incomplete|487 Request Terminated)\b`,
    String.raw`\bQ\.850 cause (?:1|16|17|18|19|21|28)\b`,
    String.raw`\[(?:NO_USER_RESPONSE|NO_ANSWER|USER_BUSY|CALL_REJECTED|ORIGINATOR_CANCEL|UNALLOCATED_NUMBER|INVALID_NUMBER_FORMAT)\]`,
  ].join("|"),
);

// or another refusal of an outsider: a firewall's verdict, an audit log's denial of an actor, a session that expired
// or a login restarted for a stale tab
const REFUSED_OUTSIDER_RE = new RegExp(
  [
    LOGIN_REFUSED_RE.source,
    FIREWALL_VERDICT_RE.source,
    String.raw`\berror=(?:cookie_not_found|expired_code|invalid_code|session_expired)\b`,
    String.raw`\baudit\b[\s\S]{0,200}\b(?:DENY|denied)\b`,
    String.raw`\bstate mismatch\b`,
    String.raw`\bcookie "?[\w.-]+"? not present\b`,
    STALE_FORM_RE.source,
    String.raw`\bCSRF (?:token )?verification failed\b`,
    String.raw`\brejected with 4\d\d\b`,
    String.raw`\brequest (?:rejected|refused|blocked): `,
    String.raw`\b(?:rejected|refused|blocked) request: `,
    String.raw`[:(]\s*(?:unknown|invalid|no such) user\b`,
    String.raw`\bfor unknown (?:address|email|user(?:name)?)\b`,
    // a sign-in a conditional-access policy denied
    String.raw`\b(?:sign-?in|login|access) (?:denied|blocked) by (?:a |the )?conditional access\b`,
    // a person's identity check that did not match (a selfie against the document's photo), its score under the
    // threshold said in words or as a comparison ("liveness score 0.33 < 0.70")
    String.raw`\b(?:identity|KYC|liveness|selfie|face|document) (?:check|verification|match)\b[^\n]{0,80}(?:\b(?:below (?:the )?(?:match )?threshold|did not match|mismatch)\b|\b(?:score|similarity|confidence)[ =:]*0?\.\d+ ?< ?0?\.\d+)`,
    // a bot a CAPTCHA scored under its threshold ("rejected lead submission from …: recaptcha score 0.2 < 0.5",
    // "signup rejected: captcha score 0.0 from …")
    String.raw`\b(?:re)?captcha\b[^\n]{0,40}\bscore[ =:]*0?\.\d+ ?< ?0?\.\d+|\b(?:rejected|blocked|denied)\b[^\n]{0,20}\b(?:re)?captcha score\b`,
    // a client failing its TLS handshake with us, as a server logs it by the client's address ("http: TLS handshake
    // error from 31.94.19.119:53160: remote error: tls: bad certificate", "… with 45.124.74.48:34777", a client's port):
    // an old device's pinned bundle, a scanner's protocol; our certificate broken for everyone would fail our callers
    // too, and they would say so
    String.raw`\b(?:tls|ssl)\]? ?handshake (?:failed|error|failure) (?:from \S+|with (?:\d{1,3}\.){3}\d{1,3}:\d{4,5}\b)`,
    // a bank connection its account holder revoked ("Basiq 403 access revoked by account holder at Westpac")
    String.raw`\b(?:access|consent|authori[sz]ation) (?:was )?revoked by (?:the )?(?:account holder|user|customer|owner)\b`,
    // a command for a vehicle or device that is switched off or asleep
    String.raw`\b(?:refused|rejected|failed): (?:the )?(?:vehicle|device|car|scooter|charger) (?:is )?(?:offline|asleep|sleeping)\b`,
    String.raw`\((?:the )?(?:vehicle|device|car|scooter|charger) (?:is )?(?:offline or asleep|asleep|sleeping)\b`,
    // a request for a path scanners probe (a dotenv file, a git config, a router's CGI, WordPress's login, phpMyAdmin),
    // refused or routed nowhere ("ActionController::RoutingError (No route matches [GET] \"/.env\")"), or carrying an
    // attack's payload (a path climbing out of the root, a quote closing an SQL string: "?id=1' OR '1'='1")
    String.raw`(?:\/\.\.){2,}\/|\bid=[^\s&]{0,20}' OR '|\bUNION(?: ALL)? SELECT\b|<script>`,
    String.raw`["\s]\/(?:\.env\b|\.git\/|wp-login\.php\b|(?:admin\/)?config\.php\b|wp-admin\/|xmlrpc\.php\b|cgi-bin\/|phpmyadmin\b|\.aws\/|actuator\/env\b|vendor\/phpunit\/|HNAP1\b|boaform\/)`,
    // a registry's EPP answer refusing a registrar's command for what the customer gave or asked (RFC 5730: 2201/2202
    // authorization, 2302 the name exists, 2303 it does not, 2304/2305 its status or links forbid it)
    String.raw`\b(?:result[=:]\s?)?(?:2201 Authorization error|2202 Invalid authorization information|2302 Object exists|2303 Object does not exist|2304 Object status prohibits operation|2305 Object association prohibits operation)\b`,
    // a request a scanner sent (by its user agent) refused with a 4xx or as invalid
    String.raw`\b4\d\d\b[^\n]{0,200}\b(?:zgrab|masscan|sqlmap|nikto|Nuclei|Nmap Scripting Engine|CensysInspect|l9explore|WPScan)\b`,
    String.raw`\bua="?[^"\n]{0,80}\b(?:zgrab|masscan|sqlmap|nikto|Nuclei|CensysInspect|l9explore|WPScan|Burp Suite|OWASP ZAP)\b`,
    // nginx's limit on each client's address refusing one over it (a bot), and its allow/deny rules refusing an address
    String.raw`\blimiting (?:requests|connections), excess: [\d.]+ by zone "(?:per_?ip|ip|addr|remote_addr|bots?|clients?)\w*"`,
    String.raw`\baccess forbidden by rule\b`,
    // a session that ran out: Keycloak refusing its refresh token, an app sending its user back to log in
    // ASP.NET's bearer handler refusing a client's token that ran out (IDX10223: the lifetime check)
    String.raw`\bBearer was not authenticated\b[^\n]{0,200}\b(?:IDX10223|token is expired)\b`,
    String.raw`\btype=REFRESH_TOKEN_ERROR\b[^\n]{0,200}\berror=(?:invalid_token|session_expired|token_expired)\b`,
    String.raw`\bsession (?:has )?expired\b[^\n]{0,120}\bredirect(?:ing|ed)? to\b`,
    // a launch sent twice or late (the browser's back button, a tab left open), a user's upload that does not open
    String.raw`\bnonce (?:was )?(?:already used|reused|replayed)\b`,
    String.raw`\bid_token (?:has )?expired\b`,
    String.raw`\b(?:upload|attachment) (?:was )?rejected\b`,
    // a second factor mistyped or left unanswered
    String.raw`\b(?:MFA|2FA|OTP|TOTP|two-factor)(?: (?!deliver|send|sms|email)\w+){0,2} (?:failed|rejected|denied) for\b`,
    String.raw`\b(?:Duo|MFA|2FA) push (?:for \S+ )?(?:timed out|expired|was denied|denied)\b`,
    String.raw`\b(?:OTP|TOTP|one-time|verification|MFA) (?:code|passcode) (?:invalid|incorrect|expired|mismatch)\b`,
    // a client's token that ran out, refused with 401 ("Unauthorized: jwt expired (exp 8m ago) -> client refreshing",
    // "401 Unauthorized: personal access token ...8d27 expired on 2026-11-26 (user svc-reporting)")
    String.raw`\b(?:Unauthori[sz]ed|401)\b[^\n]{0,120}\b(?:jwt|token|access token|bearer token)(?: \.{0,3}[\w-]{1,40})?(?: is| has)? expired\b`,
    // a subscriber of another network (Diameter's DIAMETER_ERROR_USER_UNKNOWN), an item not eligible or already done
    String.raw`\b[A-Z_]*USER_UNKNOWN\b`,
    String.raw`\bnot eligible for\b`,
    String.raw`\balready (?:downloaded|installed|activated|registered|enrolled|submitted|claimed|used|redeemed)\b`,
    // a payment the payer's bank returned (BACS: "direct debit returned unpaid … reason=0 REFER TO PAYER"), a decision
    // or a fraud rule declining an applicant or a card ("outcome=DECLINE rule=AFF-07", "action=DECLINE", "velocity rule
    // APP-VEL-3 blocked application")
    String.raw`\breturned unpaid\b`,
    // (not an authorization policy's "decision=deny": a role of ours refused is our failure)
    String.raw`\b(?:outcome|action)=(?:DECLINED?|REJECT(?:ED)?|BLOCK(?:ED)?|REFER(?:RED)?)\b`,
    String.raw`\brule [A-Z][\w-]{1,20} (?:blocked|declined|rejected)\b`,
    // mail to an address that does not exist, a text a carrier filtered or a handset that is off (Twilio's 3000x),
    // a customer's domain not set up to send from
    String.raw`\bhard bounce\b`,
    String.raw`\bundelivered\b[^\n]{0,40}\berror_?code=300(?:03|04|05|06|07)\b`,
    String.raw`\bdomain verification failed for\b`,
    // an address that does not take mail, a bank returning a payment for the account's reason (NACHA R01-R99), a
    // store receipt from the sandbox sent to production (Apple's 21007: the client retries against the sandbox)
    String.raw`\bundeliverable\b`,
    String.raw`\bACH return R\d{2}\b`,
    String.raw`\bstatus[=: ]\s?21007\b`,
    // an item's state set to a refusal by a business rule ("not certified by deadline -> status=DENIED_LATE_CERT")
    String.raw`\bstatus=(?:DENIED|REJECTED|DECLINED|REFUSED)_[A-Z_]+\b`,
    PHONE_CALL_ANSWERED_RE.source,
    // a push or merge a repository's rules refuse (a protected branch, a secret found in it, a conflict in its content)
    String.raw`\bpre-receive hook declined\b`,
    String.raw`\b(?:push|commit)(?:es)? rejected by (?:secret|branch|push|commit) (?:detection|scanning|protection|rules?|polic(?:y|ies))\b`,
    String.raw`\bMerge conflict in\b`,
    // a payer's decision on a patient's claim or coverage (NCPDP rejects 65/70/75/79, an eligibility answer of inactive
    // coverage), a patient who never joined a visit
    String.raw`\b(?:Refill Too Soon|Prior Authori[sz]ation Required|Product\/Service Not Covered|Patient Is Not Covered|Plan Limitations Exceeded)\b`,
    String.raw`\bcoverage (?:is )?inactive\b`,
    String.raw`\bdenied by (?:the )?(?:payer|insurer|carrier)\b`,
    // a gate refusing a pass its rules do not let in (anti-passback: the holder is already inside), an account or a
    // keypad locked after its user's failed logins or codes, a text to a number that cannot take it (Twilio's 21211,
    // 21408, 21610, 21614)
    String.raw`\banti-?passback\b|\b(?:denied entry|entry denied)\b`,
    String.raw`\b(?:account|keypad|user|card) \S+ (?:is )?locked\b[^\n]{0,40}\bafter \d+ failed (?:attempts|logins|login attempts)\b`,
    String.raw`\binvalid (?:code|pin|PIN|passcode) entered\b`,
    // a save refused because another user holds the document ("save rejected for article 253076: locked by mokoye")
    String.raw`\b(?:rejected|refused|denied)\b[^\n]{0,60}\b(?:locked|checked out|being edited) by (?:user )?[\w.@-]+`,
    String.raw`\bTwilio error (?:21211|21408|21610|21614)\b|\bInvalid 'To' Phone Number\b`,
    // a specimen a laboratory refuses for its quality or its label, an uplink from a device of a neighbouring network
    String.raw`\b(?:specimen|sample)\b[^\n]{0,60}\b(?:rejected|refused)\b[^\n]{0,40}\b(?:HEMOLY[SZ]ED|hemoly[sz]ed|CLOTTED|clotted|QNS|insufficient (?:volume|quantity)|unlabell?ed|mislabell?ed|HIL index)`,
    String.raw`\bdevice unknown to (?:the )?join server\b|\bframe from (?:a )?neighbou?r(?:ing)? network\b`,
    // a supplier's answer that what was ordered is not in stock, a geocoder finding no place for what a user typed
    String.raw`\b(?:BACKORDERED|[Bb]ack-?ordered)\b`,
    String.raw`\bgeocod\w*\b[^\n]{0,80}\bZERO_RESULTS\b`,
    String.raw`\bNO_SHOW\b`,
    // a submission an abuse guard turned away (a spam ring's proposals, a run done in a car)
    String.raw`\brejected by (?:the )?(?:spam|fraud|abuse|bot|plausibility) (?:filter|check|rules?|detection|guard)\b`,
  ].join("|"),
  "i",
);
// a business rule refusing a customer's request, by its reason code: "Bet rejected code=MARKET_SUSPENDED", "debit
// declined: INSUFFICIENT_FUNDS player=81", "KYC check failed customer=C74 … reason=DOCUMENT_EXPIRED", "bid rejected by
// market operator: GATE_CLOSED", a tax return refused by a numbered business rule ("REJECTED: IND-181-01 Prior-year AGI
// does not match"), or by a reason it names in its code's words ("end ride refused for SC-D81171: ParkingNotAllowed");
// not a code that says our side failed (…_TIMEOUT, …_UNAVAILABLE, INTERNAL_ERROR) nor one that says the input broke its
// contract (INVALID_…, SCHEMA_…: a client's release, or ours, may send it)
const BUSINESS_REFUSAL_RE =
  /\b(?:declined|rejected|DECLINED|REJECTED) (?:suspected_fraud|insufficient_funds|do_not_honou?r|expired_card|incorrect_cvc|card_velocity_exceeded|stolen_card|lost_card|pickup_card|fraudulent|generic_decline|restricted_card)\b|\b(?:[Rr]ejected|REJECTED|[Dd]eclined|DECLINED|[Rr]efused|[Dd]enied|DENIED|(?:check|verification) failed)\b[^\n]{0,60}?(?:\b(?:code|reason|status)[=:]\s?|: )(?:\d{3} |(?:rule|policy) )?(?![A-Z0-9_]*(?:ERROR|ERR(?![A-Z])|TIMEOUT|TIMED_OUT|UNAVAILABLE|INTERNAL|FAIL|EXCEPTION|DOWN|UNREACHABLE|REFUSED|OVERLOAD|CONNECT|INVALID|MALFORMED|SCHEMA|PARSE|FORMAT|MISSING|REQUIRED|UNKNOWN))(?:[A-Z][A-Z0-9]*_[A-Z0-9_]+|[A-Z][A-Z0-9]{0,6}-\d{2,4}-\d{2,4}|(?<=(?:rule|policy) )[A-Z]{2,6}-\d{2,4}|(?:[A-Z][a-z]+)+(?:NotAllowed|NotPermitted|Expired|Exceeded|Blocked|Suspended|Closed|Declined|Insufficient\w*))\b/;
// a request refused for its invalid content, said as the line's first words: "Request rejected: invalid barcode payload",
// "rejecting query: org.apache.lucene.queryparser.classic.ParseException: …"
const REJECTED_INVALID_RE =
  /^(?:(?:request|payload|message|input|record|query) rejected: (?:invalid|malformed|unparseable)\b|rejecting (?:query|request|input|payload|message)\b)/i;
// a client sending again what it already sent (a double click, a retry of a request that went through)
const DUPLICATE_SUBMISSION_RE = /\bduplicate (?:submission|request|application|order|payment|claim)\b/i;
const ITEM_REJECTED_RE = /^[a-z]+(?: [a-z]+)? (?:rejected|discarded)\b/i;
// an item it names by an id refused, and why in plain words: "late bid for NL h02 rejected: gate closure 12:00 CET passed", "row 8376:
// ICCID 8944… fails Luhn check, row rejected"
const ITEM_REFUSED_RE =
  /[\w#./*+-]*\d[\w#./*+-]*(?: [\w.-]+){0,4} (?:rejected|refused|declined|denied)(?: by [\w .-]{1,40}?)?: (?:\d{3,5} )?[A-Za-z][a-z-]+ [a-z]|\b(?:row|record|line|entry|item) (?:rejected|skipped)$/;
// (what was wrong with the item, or nothing said: not a failure of its own, a null dereference or a database)
const ITEM_FAULT = new Set(["validation", "unknown"]);
// a call of its own that was answered so, not a request it answered: a URL or a call (a request "from" an address is
// one it answered, unlike in classify.ts's reading of an explanation)
const OWN_CALL_RE = /\bhttps?:\/\/|\b(?:call(?:ing|ed)?|request(?:ing)? to|calling)\b/i;
/** The line is of a call of its own to another service (a phone call the far end answered is no such call). */
const callsOut = (head: string) => OWN_CALL_RE.test(head) && !PHONE_CALL_ANSWERED_RE.test(head);
// a limit it answers with may be ours set wrong (a tightened rate limit): never an outsider's doing alone, unless the
// line names the one client it throttles and that client's own limit ("429 Too Many Requests player=p_57 limit=20/s",
// "rate limited pub-1873: 429 Too Many Requests (qps 5832 > quota 4000)", "429 Too Many Requests: token renovate-bot (id
// 1311) exceeded 2000 req/min", "429 - rate limit 60/min exceeded for u_541699", "429 1ms ip=… limiter=promo-per-ip")
const LIMIT_STATUS_RE = /\b429\b/;
const PER_CLIENT_LIMIT_RE =
  /\b(?:player|client|user|ip|(?:api[_-]?)?key|tenant|account|customer|partner)(?:_id)?[=:]\s?\S+[^\n]{0,80}?\blimit[=:]\s?\d+\/\w+|\b(?:qps|rps|rate)[=: ]\s?\d+(?:\.\d+)? ?> ?(?:quota|limit)\b|\b(?:rate limit|quota)(?: \d+\/\w+)? exceeded for (?:(?:api[_-]?)?key|token|client|user|account|tenant|customer|app|partner\b|[a-z]{1,8}_[\w-]{3,40})\b|\blimiter=[\w-]*\bper-(?:ip|user|client|key|account|token)\b|\b(?:token|key|client|user|account|app) [\w.-]{2,64}(?: \(id \d+\))? exceeded \d+ req(?:uests)?\/(?:s|sec|min|minute|h|hour)\b/i;

// or sign-ins it throttles, a login form's guard against password guessing ("POST /login 429", "POST /oauth/token 429
// Too Many Requests"): the guessing is the outsiders' doing, and the users who log in once are not held back
const LOGIN_THROTTLED_RE =
  /^(?:[^\n]{0,80}?\b)?(?:POST|PUT) \/(?:[\w.-]+\/){0,3}(?:log-?in|sign-?in|sessions?|auth(?:enticate)?|token|otp|verify-otp)\b[^\s"]{0,40}"?\s[^\n]{0,30}?\b429\b/i;

// a request refused as malformed (400, 422): from a few clients their mistake, from a share of all of them a contract
// we broke (a release that rejects what clients send)
const MALFORMED_RE = /\b(?:400|422)\b|\binvalid (?:payload|request|input|json|body)\b/i;

/**
 * How one abnormal template refuses outsiders: a refusal record or a client error it served ("refusal"), a request it
 * refused as malformed ("malformed"), or a call of its own being retried beside them ("retry"); none when it is a
 * failure of its own (an exception, a 5xx, a limit it answers with).
 */
/** A failure of its own however it words it: a 5xx, a stack, a limit it answered with (not one client's own limit). */
const answersAsItsOwnFailure = (said: string, head: string) =>
  servedServerError(said) ||
  hasStack(said) ||
  (LIMIT_STATUS_RE.test(said) && !PER_CLIENT_LIMIT_RE.test(head) && !LOGIN_THROTTLED_RE.test(head));
/**
 * A refusal record (a login, a firewall's verdict …), a business rule's reason code, sign-ins throttled, a limiter
 * naming the one client it holds back and that client's limit ("rate limit exceeded client=90.1.2.3 limit=60/min").
 */
const namesRefusal = (said: string, head: string) =>
  REFUSED_OUTSIDER_RE.test(said) ||
  BUSINESS_REFUSAL_RE.test(head) ||
  LOGIN_THROTTLED_RE.test(head) ||
  PER_CLIENT_LIMIT_RE.test(head);

function refusalKind(a: Anomaly): "refusal" | "malformed" | "retry" | undefined {
  const said = (a.stat.firstBad?.message ?? "").slice(0, 2000);
  // (a form posted from a tab opened before the session turned, or a request it says first it rejected as invalid: the
  // framework adds its stack below, at any level, and it is a refusal as without one)
  const head = said.slice(0, 300);
  if (
    a.stat.fatalCount === 0 &&
    (STALE_FORM_RE.test(head) || REJECTED_INVALID_RE.test(head) || DUPLICATE_SUBMISSION_RE.test(head))
  )
    return "refusal";
  // (an item it names first and says it rejected, the exception below saying what was wrong with it: "trip rejected
  // vin=WVW…", then "ImplausibleSpeed: 1866 km/h between points 77 and 176")
  if (
    a.stat.fatalCount === 0 &&
    hasStack(said) &&
    ITEM_REJECTED_RE.test(head) &&
    ITEM_FAULT.has(categoryOfText(said.slice(0, 600)))
  )
    return "malformed";
  if (a.stat.fatalCount > 0 || answersAsItsOwnFailure(said, head)) return undefined;
  if (namesRefusal(said, head)) return "refusal";
  // (an item refused for a reason it says in plain words: a rule's or the item's own, as invalid input a client's
  // mistake while few; a reason in a failure's words, a connection refused, is no refusal of the item)
  if (ITEM_REFUSED_RE.test(head)) {
    const category = categoryOfText(head);
    if (ITEM_FAULT.has(category)) return category === "validation" ? "malformed" : "refusal";
  }
  if (isServedClientErrorLine(said) || (servedClientError(said) && !OWN_CALL_RE.test(said.slice(0, 300))))
    return MALFORMED_RE.test(said.slice(0, 300)) ? "malformed" : "refusal";
  return a.stat.errorCount === 0 && isRetryInProgress(said) ? "retry" : undefined;
}

/**
 * The line refuses an outsider's request by a refusal record or a business rule's code, and says no more: not a 5xx,
 * not a limit we answered with, not a call of its own refused (its own token refresh refused with invalid_grant).
 */
export function refusesOutsider(message: string): boolean {
  const said = message.slice(0, 2000);
  const head = said.slice(0, 300);
  return (
    !answersAsItsOwnFailure(said, head) && !callsOut(head) && !OWN_CREDENTIAL_RE.test(head) && namesRefusal(said, head)
  );
}
// a credential of its own it failed to get: a token it could not fetch or refresh
const OWN_CREDENTIAL_RE =
  /\b(?:cannot|can't|could not|failed to|unable to) (?:fetch|refresh|obtain|get) (?:an? |the )?(?:access )?token\b|\btoken refresh failed\b/i;

/** Each abnormal template's refusal kind; one it gets over (`copes`: the record it skipped) counts as a retry does. */
const kindsOf = (f: ServiceFinding, copes?: (a: Anomaly) => boolean) =>
  f.anomalies.map((a) => (copes?.(a) ? "retry" : refusalKind(a)));

/** Requests refused as malformed stay a client's mistake below this share of the service's ordinary lines. */
const MALFORMED_MAX_SHARE = 0.1;

/**
 * Refused logins to an application this many a minute are an attack that wants an answer. Fewer are the internet's
 * background a public login lives with: a credential-stuffing run of a few a second that lockouts and a firewall absorb.
 */
const ATTACK_LOGINS_PER_MINUTE = 400;
/** The refusing service's ordinary lines after the onset keep at least this share of their rate before it. */
const TRAFFIC_KEPT_SHARE = 0.6;
/** Bins of baseline needed to tell whether its traffic went on. */
const MIN_BASELINE_BINS = 4;

/** Its ordinary (not failing) lines after `onset` and their rate before it, per bin. */
function ordinaryRates(
  agg: Aggregates,
  f: ServiceFinding,
): { before: number; after: number; lines: number } | undefined {
  const svc = agg.services.get(f.service);
  if (!svc) return undefined;
  const onsetBin = agg.axis.binOf(f.onset);
  const lastBin = agg.axis.binOf(agg.maxTs);
  if (onsetBin < MIN_BASELINE_BINS || lastBin <= onsetBin) return undefined;
  let before = 0;
  let after = 0;
  for (let i = 0; i <= lastBin; i++) {
    const ordinary = svc.series[i] - svc.badSeries[i];
    if (i < onsetBin) before += ordinary;
    else after += ordinary;
  }
  return { before: before / onsetBin, after: after / (lastBin - onsetBin + 1), lines: after };
}

/**
 * The service only refuses outsiders: every abnormal template a refusal, with its ordinary traffic going on beside
 * them, and requests refused as malformed a small share of that traffic.
 */
function onlyRefuses(
  agg: Aggregates,
  f: ServiceFinding,
  kinds: Array<ReturnType<typeof refusalKind>> = kindsOf(f),
): boolean {
  if (kinds.length === 0 || kinds.includes(undefined)) return false;
  const rates = ordinaryRates(agg, f);
  // (a firewall or an audit log that logs nothing but its verdicts has no traffic of its own to lose)
  if (!rates || rates.after < TRAFFIC_KEPT_SHARE * rates.before) return false;
  const malformed = f.anomalies.reduce((n, a, i) => n + (kinds[i] === "malformed" ? a.badAfter : 0), 0);
  return malformed === 0 || malformed < MALFORMED_MAX_SHARE * rates.lines;
}

/**
 * The service only refuses outsiders for what they did (a login, a business rule's reason code, a client error it
 * served), never for malformed input, its ordinary traffic going on beside them, and gets over the rest (`copes`):
 * harmless beside another service's harmless noise.
 */
export function onlyRefusesOutsiders(agg: Aggregates, f: ServiceFinding, copes?: (a: Anomaly) => boolean): boolean {
  const kinds = kindsOf(f, copes);
  return (
    kinds.includes("refusal") &&
    kinds.every((k) => k === "refusal" || k === "retry") &&
    // (not input refused as invalid, which a release of ours may be refusing wrongly, nor a call of its own refused)
    f.anomalies.every((a, i) => {
      const said = (a.stat.firstBad?.message ?? "").slice(0, 600);
      return kinds[i] === "retry" || (categoryOfText(said) !== "validation" && !callsOut(said.slice(0, 300)));
    }) &&
    onlyRefuses(agg, f, kinds)
  );
}

/** Refused logins at the rate of an attack on them (credential stuffing, a password spray). */
export function loginAttack(findings: ServiceFinding[]): boolean {
  const refused = findings
    .flatMap((f) => f.anomalies)
    .filter((a) => LOGIN_REFUSED_RE.test((a.stat.firstBad?.message ?? "").slice(0, 600)));
  // (a host's own logins, sshd's and PAM's, are no public sign-in page: a burst of them is a break-in attempt)
  const host = refused.filter((a) => HOST_LOGIN_RE.test((a.stat.firstBad?.message ?? "").slice(0, 600)));
  const perMinute = (as: Anomaly[]) => {
    if (as.length === 0) return 0;
    const first = Math.min(...as.map((a) => a.onset));
    const last = Math.max(...as.map((a) => a.stat.lastBadTs));
    return as.reduce((n, a) => n + a.badAfter, 0) / Math.max(1, (last - first) / 60_000);
  };
  const hostLines = host.reduce((n, a) => n + a.badAfter, 0);
  return (
    perMinute(refused) >= ATTACK_LOGINS_PER_MINUTE ||
    hostLines >= HOST_ATTACK_LOGINS ||
    perMinute(host) >= HOST_ATTACK_LOGINS_PER_MINUTE
  );
}
/** A host's refused logins this many, or this many a minute, are an attack on it (SSH brute force). */
const HOST_ATTACK_LOGINS = 150;
const HOST_ATTACK_LOGINS_PER_MINUTE = 30;

/**
 * Every service that says something failed only refuses outsiders, its ordinary traffic going on beside the refusals:
 * unless logins are under attack (`loginAttack`, asked by the caller), the window holds the internet's and the users'
 * doing, nothing of ours failed.
 */
export function refusedOutsidersOnly(
  agg: Aggregates,
  loc: Localization,
  saying: ServiceFinding[],
  copes?: (a: Anomaly) => boolean,
): boolean {
  if (saying.length === 0 || loc.findings.some((f) => f.silent)) return false;
  const kinds = saying.map((f) => kindsOf(f, copes));
  return (
    kinds.some((k) => k.some((kind) => kind === "refusal" || kind === "malformed")) &&
    saying.every((f, i) => onlyRefuses(agg, f, kinds[i]))
  );
}

/** An answer served with an error status (4xx or 5xx), as its access line says. */
const isServedAnswer = (said: string) => isServedClientErrorLine(said) || isServedErrorLine(said);

/**
 * An access line of a request refused for the client's own doing: not a 429 (a limit we set may be the failure), nor a
 * proxy's own refusal for want of a route (Envoy's 404 NR is its configuration failing, not a client's mistake).
 */
const servedRefusal = (a: Anomaly) => {
  const said = a.stat.firstBad?.message ?? "";
  return (
    isServedClientErrorLine(said) && !LIMIT_STATUS_RE.test(said.slice(0, 600)) && proxysOwnRefusal(said) === undefined
  );
};

/**
 * A request answered as refused for what it asked (bad, not there, gone, in conflict, a precondition unmet,
 * unprocessable): not a login refused (401, 403) nor a limit reached (429).
 */
export const REQUESTS_OWN_STATUSES = new Set([400, 404, 409, 410, 412, 422]);
// the statuses of a request refused for what its sender did, its login too (not 408 or 429: a server too slow or too
// busy)
const REFUSAL_STATUSES = new Set([...REQUESTS_OWN_STATUSES, 401, 403]);
// a proxy's line of a request it passed to an upstream and the status that came back: "POST /forms -> edc-core 401 (9ms)"
const PROXIED_STATUS_RE = /\b(?:GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)\s+\/\S*\s+->\s+[\w.:-]+\s+(\d{3})\b/;
const passesRefusalOn = (said: string) => REFUSAL_STATUSES.has(Number(PROXIED_STATUS_RE.exec(said)?.[1]));

/**
 * The abnormal templates without those refusing outsiders beside failures of our own: a service's access lines
 * refusing clients (404s, 401s, clients hanging up) where it also failed otherwise (the 502s it served, an exception),
 * a firewall's verdicts on outsiders' requests (its blocks and alerts) where any service failed otherwise, and a
 * service's records of outsiders it refused (logins, identity checks, reject codes) where another service failed.
 */
export function withoutRefusalsBesideFailures(anomalies: Anomaly[], matcher?: ServiceMatcher): Anomaly[] {
  const verdicts = new Set(
    anomalies.filter((a) => FIREWALL_VERDICT_RE.test((a.stat.firstBad?.message ?? "").slice(0, 2000))),
  );
  const served = new Set(anomalies.filter((a) => !verdicts.has(a) && servedRefusal(a)));
  // (and a service's own record of an outsider it refused: a user's failed identity check, a rule's reject code, that
  // no other service's failure names: refusals its callers report are felt)
  const candidates = matcher
    ? anomalies.filter((a) => {
        const said = a.stat.firstBad?.message ?? "";
        // (a host's refused logins are news of their own: a break-in attempt)
        return !verdicts.has(a) && !served.has(a) && refusesOutsider(said) && !HOST_LOGIN_RE.test(said.slice(0, 600));
      })
    : [];
  // (who the window's failures name, read only when a record may be dropped)
  const named = new Set<string>();
  // (a proxy's access line passing the refusal on to the user it was meant for, "-> edc-core 401", feels nothing; a
  // caller whose own call was refused does)
  if (matcher && candidates.length > 0)
    for (const a of anomalies) {
      const said = (a.stat.firstBad?.message ?? "").slice(0, 600);
      if (passesRefusalOn(said)) continue;
      for (const n of matcher.find(said, a.stat.service)) named.add(n);
    }
  const records = new Set(candidates.filter((a) => !named.has(a.stat.service.toLowerCase())));
  if (served.size === 0 && verdicts.size === 0 && records.size === 0) return anomalies;
  const failing = anomalies.filter((a) => !verdicts.has(a) && !served.has(a) && !records.has(a));
  // (at error level, or answers it served otherwise: a slow request it warned of is no failure beside which its
  // refusals are background, a flood of 429s is)
  const failedOtherwise = new Set(
    failing
      .filter((a) => a.stat.errorCount + a.stat.fatalCount > 0 || isServedAnswer(a.stat.firstBad?.message ?? ""))
      .map((a) => a.stat.service),
  );
  return anomalies.filter((a) =>
    verdicts.has(a)
      ? failedOtherwise.size === 0
      : records.has(a)
        ? ![...failedOtherwise].some((s) => s !== a.stat.service)
        : !served.has(a) || !failedOtherwise.has(a.stat.service),
  );
}
