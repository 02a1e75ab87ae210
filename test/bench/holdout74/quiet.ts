// The 12 quiet windows of holdout74 (three per estate): only the domain's normal noise, plus one busy-looking but
// harmless episode each (a release, a batch, a burst of declines or throttled feeds, a failover drill that succeeds).
import type { Emit } from "./incidents.js";
import type { Rng } from "./rng.js";

export interface Quiet {
  estate: string;
  note: string;
  extras: Emit[]; // times are relative to the middle of the window
}

const e = (svc: string, every: number, level: Emit["level"], msg: Emit["msg"], o: Partial<Emit> = {}): Emit => ({
  svc,
  every,
  level,
  msg,
  ...o,
});
const n6 = (r: Rng) => r.int(100000, 999999);

export const QUIETS: Quiet[] = [
  {
    estate: "brightwell",
    note: "Normal afternoon at Brightwell: declines by policy, bureau no-hits, returned direct debits and the usual rule warning.",
    extras: [],
  },
  {
    estate: "brightwell",
    note: "A marketing push raises application volume and policy declines; everything is served.",
    extras: [
      e(
        "decisioning",
        2.5,
        "info",
        (r) => `Decision APP-${n6(r)} outcome=DECLINE policy=AFF-03 affordability ruleset=PL-2026.09`,
        { until: 240 },
      ),
      e("borrower-app-bff", 1.5, "info", (r) => `POST /v2/applications 201 ${r.int(900, 3400)}ms`, { until: 240 }),
      e(
        "bureau-gateway",
        8,
        "info",
        (r) => `Experian CreditProfile for APP-${n6(r)}: NO_HIT (thin file), falling back to TransUnion`,
        { until: 240 },
      ),
    ],
  },
  {
    estate: "brightwell",
    note: "The monthly direct-debit run produces a wave of ARUDD returns for insufficient funds and collections calls that go unanswered.",
    extras: [
      e(
        "repayments",
        1.2,
        "warn",
        (r) =>
          `direct debit returned loan=LN-${r.int(1000, 99999)} amount=${r.money(60, 420)} reason=ARUDD 0 REFER TO PAYER`,
        { until: 200 },
      ),
      e(
        "collections",
        2,
        "info",
        (r) => `dialer: call to account LN-${r.int(1000, 99999)} result=NO_ANSWER attempt=${r.int(1, 5)}/5`,
        { until: 300 },
      ),
      e("repayments", 300, "info", (r) => `ARUDD file processed: ${r.int(150, 400)} returns posted, 0 unmatched`, {
        fixed: true,
        after: 200,
      }),
    ],
  },
  {
    estate: "lendora",
    note: "Quiet evening at Lendora with the usual declines, no-trace credit searches and unanswered dialer calls.",
    extras: [],
  },
  {
    estate: "lendora",
    note: "servicing-core is redeployed (rolling, both pods back in a minute) and a few requests are retried successfully.",
    extras: [
      e("servicing-core", 600, "info", () => "Application is shutting down...", { fixed: true }),
      e("servicing-core", 600, "info", () => "Now listening on: http://[::]:8080", { fixed: true, after: 6 }),
      e(
        "apply-web",
        3,
        "warn",
        (r) =>
          `Faraday retry 1/2 for GET http://servicing-core/loans/LD-${r.int(1000, 99999)} after Connection refused - succeeded`,
        { until: 6 },
      ),
    ],
  },
  {
    estate: "lendora",
    note: "A busy direct-debit return day: many refer-to-payer returns and collections calls, all processed normally.",
    extras: [
      e(
        "repayments-dd",
        1.5,
        "warn",
        (r) => `ddr return mandate=DDI${r.int(1000, 99999)} loan=LD-${r.int(1000, 99999)} code=0 (refer to payer)`,
        { until: 200 },
      ),
      e(
        "collections-dialer",
        1.8,
        "info",
        (r) => `call ${r.hex(10)} to LD-${r.int(1000, 99999)} ended status=no-answer duration=0s`,
        { until: 260 },
      ),
    ],
  },
  {
    estate: "hireloop",
    note: "Normal HireLoop morning: resumes that cannot be parsed, bounced invites and a job board throttling its feed.",
    extras: [],
  },
  {
    estate: "hireloop",
    note: "Indeed throttles the feed for several minutes and the syndicator backs off and catches up; nothing else is affected.",
    extras: [
      e(
        "job-syndicator",
        8,
        "warn",
        (r) => `board indeed throttled feed (HTTP 429, Retry-After: ${r.int(60, 180)}), will retry next cycle`,
        { until: 300 },
      ),
      e(
        "job-syndicator",
        400,
        "info",
        (r) =>
          `feed push board=indeed jobs=${r.int(800, 1400)} accepted=${r.int(800, 1400)} (catch-up after throttling)`,
        { fixed: true, after: 300 },
      ),
    ],
  },
  {
    estate: "hireloop",
    note: "A bulk upload of scanned CVs makes resume-parser report many unparseable files and queue them for OCR.",
    extras: [
      e(
        "resume-parser",
        2,
        "warn",
        (r) => `resume for C-${n6(r)} could not be parsed: no text layer (scanned PDF), queued for OCR`,
        { until: 240 },
      ),
      e(
        "notifier",
        6,
        "warn",
        (r) => `bounce for cand-${n6(r)}@gmail.com: 550 5.1.1 The email account that you tried to reach does not exist`,
        { until: 240 },
      ),
    ],
  },
  {
    estate: "talentforge",
    note: "Normal TalentForge day with deleted calendar items, throttled boards and bounced emails.",
    extras: [],
  },
  {
    estate: "talentforge",
    note: "talent-index runs a forced merge and hris-connector rides through BambooHR 503s with successful retries.",
    extras: [
      e("talent-index", 20, "info", (r) => `forceMerge in progress: ${r.int(10, 60)} segments remaining`, {
        until: 200,
      }),
      e(
        "hris-connector",
        10,
        "warn",
        (r) => `BambooHR request GET /v1/employees/changed returned 503, retry 1/3 in ${r.int(1, 4)}s - succeeded`,
        { until: 120 },
      ),
    ],
  },
  {
    estate: "talentforge",
    note: "parse-engine is redeployed and an encrypted-PDF batch is skipped as unsupported; the queue drains.",
    extras: [
      e("parse-engine", 900, "info", () => "parse-engine 5.3.2 starting, 8 workers, model=cv-layout-2026.07", {
        fixed: true,
      }),
      e(
        "parse-engine",
        3,
        "info",
        (r) => `job ${r.int(1000, 99999)}: unsupported input (encrypted PDF), returned partial=false`,
        { after: 20, until: 200 },
      ),
    ],
  },
];
