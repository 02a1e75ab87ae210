// A user's app or browser reporting its own failures: the estate's edge. What it fails on is what a server answered
// (or did not), so beside a server failing in its own lines it is a witness, not the origin, unless it just changed
// itself (a new app release or web bundle).
import type { Aggregates } from "./aggregate.js";
import { lastChange } from "./change.js";
import type { Anomaly } from "./detect.js";
import type { ServiceFinding } from "./localize.js";

// how apps and browsers word what they report: the HTTP and image stacks only phones use (URLSession, Alamofire,
// Glide; not OkHttp or Retrofit, which servers use too), Foundation's error domain, a browser's net:: codes and RUM
// events, and the app version and OS they tag lines with
const USER_CLIENT_RE =
  /\[rum\]|\bNSURLErrorDomain\b|\bGlide\b|\bAlamofire\b|\bURLSession\b|\bnet::ERR_[A-Z_]+|\bapp=\d+\.\d+|\bos=(?:iOS|Android)\b|\[NetworkClient\]/;

/** Every abnormal line of the service reads as a user's app or browser reporting. */
function reportsAsUserClient(anomalies: Anomaly[]): boolean {
  return (
    anomalies.length > 0 &&
    anomalies.every((a) => USER_CLIENT_RE.test((a.stat.firstBad?.message ?? a.stat.first.message).slice(0, 600)))
  );
}

/** A server failing this soon after a user's app began to report failures may be what the app reports. */
const WITNESS_LAG_MS = 60_000;

/** A user client that did not itself change before it began to fail: it only reports what its servers did. */
function unchangedUserClient(agg: Aggregates, f: ServiceFinding): boolean {
  return reportsAsUserClient(f.anomalies) && lastChange(agg, f.service, f.onset) === undefined;
}

/**
 * When the leading candidate is an unchanged user client: the first other candidate, itself no such client, failing at
 * error level in its own lines by the time the client began to report.
 */
export function serverBehindUserClient(agg: Aggregates, ranked: ServiceFinding[]): ServiceFinding | undefined {
  const [first] = ranked;
  if (!first || !unchangedUserClient(agg, first)) return undefined;
  return ranked.find(
    (f) => f !== first && f.voice === 2 && f.onset <= first.onset + WITNESS_LAG_MS && !unchangedUserClient(agg, f),
  );
}
