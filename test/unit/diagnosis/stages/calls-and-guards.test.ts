// Stages on how callers name what they called and how services guard themselves: a gRPC client names its callee by the
// proto package of the method, a client by what the call was for; a panic Go's server recovered from kills no process;
// sign-ins throttled against password guessing are the guessers' doing, a limit on everything else may be ours.
import { expect, test } from "@jest/globals";
import { analyze } from "../../../../shared/diagnosis/analyze.js";
import { saysProcessDied } from "../../../../shared/diagnosis/line-verdict.js";
import { ServiceMatcher } from "../../../../shared/diagnosis/mentions.js";
import { aggregatesOf, healthy, type Row } from "./fixture.js";

const result = (rows: Row[]) => analyze(aggregatesOf(rows), 1).result;
const raised = (rows: Row[]) => ["medium", "high", "critical"].includes(result(rows).severity);

test.each([
  [
    "rank candidates for r_841e: eta.GetPickupETA: rpc error: code = DeadlineExceeded desc = context deadline exceeded",
    ["eta-service"],
  ],
  ["/eta.v1.Eta/Pickup: rpc error: code = Unavailable desc = connection refused", ["eta-service"]],
  [
    "auction call failed pub=pub-4412: rpc error: code = DeadlineExceeded desc = context deadline exceeded",
    ["auction-engine"],
  ],
  // a package named without a failed call, or a word no service's name begins with
  ["eta.GetPickupETA answered in 41ms", []],
  ["payment call failed: card declined", []],
])("a caller's words name its callee: %s", (message, names) => {
  const matcher = new ServiceMatcher(["eta-service", "dispatch", "auction-engine", "bid-gateway", "pricing"]);
  expect(matcher.find(message, "dispatch")).toEqual(names);
});

test("a first name part two services share names neither", () => {
  const matcher = new ServiceMatcher(["auction-engine", "auction-ledger", "bid-gateway"]);
  expect(matcher.find("auction call failed pub=pub-4412: context deadline exceeded", "bid-gateway")).toEqual([]);
});

test.each([
  ["panic: runtime error: index out of range [3] with length 3 [recovered]\n\ngoroutine 2208 [running]:", false],
  ["http: panic serving 10.40.8.176:33415: runtime error: index out of range [3] with length 3", false],
  [
    "panic: runtime error: invalid memory address or nil pointer dereference\n[signal SIGSEGV: segmentation violation]",
    true,
  ],
  ["panic: assignment to entry in nil map\n\ngoroutine 1 [running]:", true],
  ["Task handler raised error: WorkerLostError('Worker exited prematurely: exitcode 0 Job: 712.')", true],
])("%s says its process died: %s", (message, died) => {
  expect(saysProcessDied(message)).toBe(died);
});

/** From minute 8 the web front answers every second sign-in (or search) with 429, its other routes serving on. */
function throttled(path: string): Row[] {
  const rows = healthy();
  for (let i = 480; i < 1200; i++)
    rows.push([i * 1000 + 500, "shipper-web", "warn", `POST ${path} 429 1.${i % 9}ms - 47${i % 10}`]);
  for (let i = 0; i < 1200; i++)
    rows.push([i * 1000 + 300, "shipper-web", "info", `GET /api/invoices 200 ${70 + (i % 40)}ms`]);
  return rows;
}

test("sign-ins throttled against password guessing raise nothing; the same limit on searches may be ours set wrong", () => {
  expect(raised(throttled("/login"))).toBe(false);
  expect(raised(throttled("/api/v2/auth/token"))).toBe(false);
  expect(raised(throttled("/api/search"))).toBe(true);
});

/** From minute 8 one partner's key (or every caller) is over the limit on every tenth request. */
function overQuota(oneKey: boolean): Row[] {
  const rows = healthy();
  for (let i = 480; i < 1200; i++)
    if (i % 2 === 0)
      rows.push([
        i * 1000 + 600,
        "partner-api",
        "warn",
        oneKey
          ? "rate limit exceeded for api_key=pk_live_2ba54e: 120 req/min, returning 429 Too Many Requests"
          : "rate limit exceeded, returning 429 Too Many Requests",
      ]);
  for (let i = 0; i < 1200; i++)
    rows.push([i * 1000 + 300, "partner-api", "info", `GET /v1/quotes 200 ${20 + (i % 30)}ms`]);
  return rows;
}

test("one partner's key over its quota raises nothing; a limit every caller hits may be ours set wrong", () => {
  expect(raised(overQuota(true))).toBe(false);
  expect(raised(overQuota(false))).toBe(true);
});

/** A service's own error every six seconds from `fromSec` to the window's end, its ordinary work going on beside it. */
function steadyError(fromSec: number, said = "failed: unexpected reply from collector"): Row[] {
  const rows = healthy();
  for (let i = 0; i < 1200; i++)
    rows.push([i * 1000 + 200, "lineage-agent", "info", `run ${4000 + i} recorded in ${9 + (i % 7)}ms`]);
  for (let i = fromSec; i < 1200; i += 6)
    rows.push([i * 1000 + 700, "lineage-agent", "error", `emit for run ${4000 + i} ${said}`]);
  return rows;
}

test("an error there from the window's first minute at an even rate, felt by nobody, is background; one that starts later is news", () => {
  expect(raised(steadyError(40))).toBe(false);
  expect(raised(steadyError(480))).toBe(true);
  // (one that states its cause may be the failure the window was opened in the middle of)
  expect(raised(steadyError(40, "failed: getaddrinfo ENOTFOUND collector.internal"))).toBe(true);
});
