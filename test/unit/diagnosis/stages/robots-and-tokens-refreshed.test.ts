// Readings of stop 46: robots of any kind refused (scripts' HTTP libraries and search engines' or AI crawlers'
// agents, or a bot manager's verdict, at many addresses), a client refreshing its expired token, Kafka's producer
// refreshing its metadata, an item sent on to a manual queue by an arrow, an ad slot left to the next bidder, a spam
// comment discarded, a retake requested, a delivery reattempt scheduled; and a server's Retry-After, which is a wait it
// told the caller to take, not a retry of the caller's.
import { expect, test } from "@jest/globals";
import { analyze } from "../../../../shared/diagnosis/analyze.js";
import { isRetryInProgress, saysHowItCopes } from "../../../../shared/diagnosis/line-verdict.js";
import { aggregatesOf, healthy, type Row } from "./fixture.js";

test.each([
  'perspective: 400 INVALID_ARGUMENT "Attribute TOXICITY does not support request languages: cy" comment=8690277 -> manual queue',
  "kafka produce to chat.events NOT_LEADER_FOR_PARTITION, refreshing metadata",
  "JWT expired for session s_be33c281 (exp 1h), client refreshed token",
  'VAST parse error creative=528923 code=302 "Wrapper limit reached" - slot left to next bidder',
  "spam detected (akismet: true, links=7), comment 3071024 discarded",
  "progress photo rejected: blur score 0.78 > 0.45 (view=front_smile, device=SM-A146U) - retake requested",
  "delivery attempt failed order=PW-2885188 reason=RECIPIENT_NOT_AVAILABLE card_left=true reattempt=16:00-19:00",
  "card message for order FN-8229984 flagged by filter (score 0.87), held for human review",
])("carried on past: %s", (message) => {
  expect(saysHowItCopes(message)).toBe(true);
});

test.each([
  "kafka produce to chat.events failed: NOT_LEADER_FOR_PARTITION",
  "JWT expired for session s_be33c281 (exp 1h)",
  "comment 3071024 could not be saved: connection refused",
])("not carried on past: %s", (message) => {
  expect(saysHowItCopes(message)).toBe(false);
});

const severity = (rows: Row[]) => analyze(aggregatesOf(rows), 1).result.severity;

/** From minute 12: the gateway answers 429 to clients at many public addresses, each line naming the client's agent. */
function refusedAgents(agentOf: (i: number) => string): Row[] {
  const rows = healthy();
  for (let i = 720; i < 1200; i++)
    rows.push([
      i * 1000 + 40,
      "checkout-gw",
      "warn",
      `GET /v2/articles/${5000 + i} 429 rate limited client=185.${20 + (i % 200)}.${i % 250}.${(i * 7) % 250} ua="${agentOf(i)}"`,
    ]);
  return rows;
}

const ROBOTS = [
  "curl/8.5.0",
  "python-requests/2.31.0",
  "Mozilla/5.0 (compatible; GPTBot/1.1; +https://openai.com/gptbot)",
  "Scrapy/2.11 (+https://scrapy.org)",
  "Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)",
];

test("robots of several kinds refused at many addresses are robots kept out, not users failed", () => {
  expect(severity(refusedAgents((i) => ROBOTS[i % ROBOTS.length]))).toBe("low");
});

test("browsers refused at many addresses are users failed", () => {
  const browsers = [
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148",
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/119.0 Safari/537.36",
  ];
  expect(severity(refusedAgents((i) => browsers[i % 2]))).not.toBe("low");
});

test("a bot manager's denials at many addresses are robots kept out too", () => {
  const rows = healthy();
  for (let i = 720; i < 1200; i++)
    rows.push([
      i * 1000 + 40,
      "checkout-gw",
      "warn",
      `POST /v3/holds 429 2ms 159.${20 + (i % 200)}.${i % 250}.${(i * 7) % 250} bot-verdict=deny`,
    ]);
  expect(severity(rows)).toBe("low");
});

test.each([
  ["Checkr GET /v1/reports/d6d8 -> 429 Too Many Requests (X-RateLimit-Remaining: 0, Retry-After: 36)", false],
  ["vehicle lookup failed: 429 Too Many Requests (retry-after: 55)", false],
  ["order for cand_643637 not placed: Checkr POST /v1/invitations rate limited (429), will retry", true],
  ["vehicle lookup retry 2/3 after 429 from vehicle-data API (Retry-After: 5)", true],
  ["honouring Retry-After: 2 from geocoder", true],
  ["backing off 56s (Retry-After)", true],
  ['order 10889995 rejected by reference lab: HTTP 429 {"error":"quota_exceeded","retry_after":45}', false],
])("a retry in progress: %s", (message, retrying) => {
  expect(isRetryInProgress(message)).toBe(retrying);
});

/** From minute 12: sync-worker's calls to a vendor are answered 429 with a Retry-After, logged as warnings. */
function toldToWait(failedWithIt: boolean): Row[] {
  const rows = healthy();
  for (let i = 720; i < 1200; i += 2) {
    rows.push([
      i * 1000 + 40,
      "sync-worker",
      "warn",
      `429 TooManyRequests for /users/u${i}/calendarView/delta (tenant fabrikam), Retry-After: 19s`,
    ]);
    if (failedWithIt)
      rows.push([
        i * 1000 + 45,
        "sync-worker",
        "error",
        `sync of u${i} aborted: vendor quota exhausted, changes dropped`,
      ]);
  }
  return rows;
}

test("a vendor's 429s with a Retry-After, warnings alone, are waits the caller was told to take", () => {
  expect(severity(toldToWait(false))).toBe("low");
});

test("a vendor's 429s with a Retry-After beside work dropped at error level are an incident", () => {
  expect(severity(toldToWait(true))).not.toBe("low");
});
