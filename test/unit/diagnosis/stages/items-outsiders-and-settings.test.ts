// Stages on the outcomes a business logs about one item at a time, in public benefits, recruiting, telecom, field
// service and airline estates: an item refused for a reason in plain words, a rule's denial, a subscriber of another
// network, a client's expired token are no failure of ours while the rest goes through; a line saying how the item is
// carried on (discarded, queued for the next window, forwarded to a queue) copes; a retry is no such word. And the
// words that name a login refused, a setting missing and data that would not decode.
import { expect, test } from "@jest/globals";
import { analyze } from "../../../../shared/diagnosis/analyze.js";
import { categoryOfText } from "../../../../shared/diagnosis/categories.js";
import { isRetryInProgress, saysHowItCopes } from "../../../../shared/diagnosis/line-verdict.js";
import { ServiceMatcher } from "../../../../shared/diagnosis/mentions.js";
import { refusesOutsider } from "../../../../shared/diagnosis/refusals.js";
import { aggregatesOf, healthy, type Row } from "./fixture.js";

const raised = (rows: Row[]) => ["medium", "high", "critical"].includes(analyze(aggregatesOf(rows), 1).result.severity);

test.each([
  [
    "AppointmentReminderJob JID-760e ERROR: reminder for WO-480616 not sent: appointment window already started (customer rescheduled on site); discarded",
    true,
  ],
  ["port request 447700988049 rejected by clearinghouse: 409 PORTING_WINDOW_CLOSED, queued for next window", true],
  ["WL-3 reported DTC U0100 severity=amber (forwarded to fleet maintenance queue)", true],
  ["board=glassdoor rejected posting 60980: 410 Gone (job expired or closed); removed from feed", true],
  ["Returned mail batch 27350: notice for C-3770490 undeliverable; address flagged for update", true],
  ["CKI refused PNR YZZ6QP: document check failed (visa required) - refer to desk", true],
  ["iec104 RTU-SUB20: dropped 30 samples older than watermark (97s late)", true],
  ["recon break trade T-267901: volume differs by 0.007 MWh (exchange rounding), auto-cleared within tolerance", true],
  ["quote DE-BASE Y-29 stale (age 66m > 30m), using previous settlement", true],
  ["row 7 of the nightly import sent to quarantine (unparseable date)", true],
  ["reconciliation variance pool FNMA 730446: 0.07 (tolerance 1.00) - accepted", true],
  // a retry to come is no way of carrying on: the record has not gone through
  ["enrichment call failed, record will be retried: com.stripe.exception.RateLimitException: Too many requests", false],
  ["upload failed (connection reset); dropped connection", false],
])("%s says how it carries on: %s", (message, copes) => {
  expect(saysHowItCopes(message)).toBe(copes);
});

test.each([
  ["Unauthorized: jwt expired (exp 29m ago) user=u_34756dd4f4 -> client refreshing", true],
  ["Unauthorized PATCH /v4/zones/quarrystone.fr/settings: token expired at 2026-11-22T10:00:00Z", true],
  ["AIA Experimental-Result 5001 DIAMETER_ERROR_USER_UNKNOWN imsi=310260989097175 realm=roam.example", true],
  [
    "ES2+ DownloadOrder rejected eid=8904903279: 8.1.1 / 3.8 EID not eligible for profile type (device capability)",
    true,
  ],
  ["ES9+ AuthenticateClient failed iccid=8944108: subjectCode 8.2.6 reasonCode 3.8 - profile already downloaded", true],
  ["ACH return R01 insufficient funds trace=344924232899211 case=CLM-4058575; payment reissued by check", true],
  ["verifyReceipt production status=21007 transaction_id=2417975157737 (receipt is from the test environment)", true],
  ["CutoffJob : claim CLM-42188290 week 2026-03-14 not certified by deadline -> status=DENIED_LATE_CERT", true],
  ["identity verification failed ref=204f7ac6da reason=SSN_NAME_MISMATCH next=in_person", true],
  ["DENIED UI-MONETARY for CLM-2432186: rule RES-011 countable resources exceed limit", true],
  ["port request 447700988049 rejected by clearinghouse: 409 PORTING_WINDOW_CLOSED", true],
  ["vend rejected meter=43234-978: STS token already used (TID 459985), customer advised", true],
  ["direct debit returned unpaid loan=AGR21030777 amount=£126.19 reason=0 REFER TO PAYER", true],
  ["decision app=MF4356947 outcome=DECLINE rule=AFF-07 dti=0.63 limit=0.45", true],
  ["rule CT-VEL-12 fired merchant=642133893 distinct_pans_10m=222 action=DECLINE", true],
  ["authz decision=deny subject.role=scheduler action=ledger:read resource=pay/C5208", false],
  ["velocity rule APP-VEL-3 blocked application: device=414bc7c3b8a152af seen 14 times", true],
  ["auth stan=828585 pan=457510******2217 rc=59 declined suspected_fraud merchant=642133893", true],
  ["hard bounce t*****@gmail.com campaign=cmp_49a5f6 dsn=5.1.1 class=invalid_mailbox", true],
  ["MT SM07aac2f3 to +1768***8180 status=undelivered error_code=30007 (Message filtered (carrier violation))", true],
  ["domain verification failed for news.kellerhaus.example: TXT _dmarc record not found", true],
  // our own call refused, a code that says our side failed
  ["401 Unauthorized calling https://api.partner.example/v2/orders: token expired", false],
  ["port request 447700988049 rejected by clearinghouse: 503 UPSTREAM_UNAVAILABLE", false],
])("%s refuses an outsider: %s", (message, outsider) => {
  expect(refusesOutsider(message)).toBe(outsider);
});

test.each([
  [
    "authentication",
    "Login to ComXerv failed for user BALTMAR-T2: LOGIN_FAILED (code 1003): invalid user name or password",
  ],
  ["authentication", "Type B poll failed: SFTP login to typeb-gw.sita.example:22 as LKPBHS01 rejected"],
  [
    "configuration",
    "System.InvalidOperationException: Section 'Pricing:CurrencyRates' has no value for 'Endpoint'. Set Pricing__CurrencyRates__Endpoint.",
  ],
  [
    "configuration",
    "StripeInvalidRequestError: No such customer: 'cus_d63'; a similar object exists in live mode, but a test mode key was used to make this request.",
  ],
  [
    "validation",
    "asn1tools.codecs.DecodeTagError: GPRSRecord.pGWRecord: Expected choice member tag 'bf4f', but got 'bf55'. (At offset: 33)",
  ],
  [
    "configuration",
    "GET /api/v3/rooms/availability 500 120ms\nTypeError [ERR_INVALID_URL]: Invalid URL\n    input: 'room-booking/api'",
  ],
  [
    "configuration",
    "send failed template=interview_invite to=cand-523796: open /etc/notifier/templates/v2/invite.html: no such file or directory",
  ],
  [
    "disk",
    "flood-stage disk watermark [95%] exceeded on [es-data-2], all indices on this node will be marked read-only",
  ],
  // a trade's volume and a stream's event-time watermark are no disk's
  ["unknown", "recon break trade T-267901: volume differs by 0.007 MWh (exchange rounding)"],
  ["unknown", "iec104 RTU-SUB20: dropped 30 samples older than watermark (97s late)"],
])("%s: %s", (category, message) => {
  expect(categoryOfText(message)).toBe(category);
});

/** Bids accepted one a second; from minute 8 some (`late`) or every one (`all`) refused for a reason in plain words. */
function bids(refused: "late" | "all"): Row[] {
  const rows = healthy();
  for (let i = 0; i < 1200; i++) {
    const t = i * 1000 + 400;
    const refuse = i >= 480 && (refused === "all" || i % 6 === 0);
    if (refuse && refused === "late")
      rows.push([t, "da-bidder", "error", `late bid for NL h${i % 24} rejected: gate closure 12:00 CET passed`]);
    else if (refuse) rows.push([t, "da-bidder", "error", `bid ${9000 + i} rejected: price curve missing for day`]);
    else
      rows.push([
        t,
        "da-bidder",
        "info",
        `bid ${9000 + i} for NL h${i % 24} accepted by exchange in ${40 + (i % 9)}ms`,
      ]);
  }
  return rows;
}

test("bids refused for what they are while the rest go through raise nothing; every bid refused is a failure", () => {
  expect(raised(bids("late"))).toBe(false);
  expect(raised(bids("all"))).toBe(true);
});

test.each([
  [
    "[Consumer clientId=remit-0, groupId=remit] Offset commit failed on partition remit.events-11: The coordinator is loading and hence can't process requests. (retriable)",
    true,
  ],
  ["023372CFD1: to=<k***@outlook.com>, dsn=5.1.1, status=bounced (550 5.1.1 The email account does not exist)", false],
])("%s is a retry under way: %s", (message, retrying) => {
  expect(isRetryInProgress(message)).toBe(retrying);
});

test("a URL its caller could not build names no callee: the caller's setting failed", () => {
  const matcher = new ServiceMatcher(["tenant-portal", "room-booking", "badge-server"]);
  const said = "booking proxy failed\nTypeError [ERR_INVALID_URL]: Invalid URL\n    input: 'room-booking/api/v3/rooms'";
  expect(matcher.find(said, "tenant-portal")).toEqual([]);
  expect(matcher.find("booking proxy failed: room-booking answered 503", "tenant-portal")).toEqual(["room-booking"]);
});

/** Texts sent one a second; from minute 8 every fifth is refused for an unsubscribed recipient, with the code said first. */
function sends(): Row[] {
  const rows = healthy();
  for (let i = 0; i < 1200; i++) {
    const t = i * 1000 + 450;
    if (i >= 480 && i % 5 === 0)
      rows.push([
        t,
        "sms-router",
        "error",
        `send to +1695***${2000 + i} rejected: 21610 Attempt to send to unsubscribed recipient`,
      ]);
    else
      rows.push([
        t,
        "sms-router",
        "info",
        `send to +1695***${2000 + i} accepted sid=SM${7000 + i} in ${30 + (i % 9)}ms`,
      ]);
  }
  return rows;
}

test("texts refused for a recipient's own reason, a code said first, while the rest go out raise nothing", () => {
  expect(raised(sends())).toBe(false);
});
