// A server refusing input that a client release has just begun to send: the release is the cause, the server answers as
// it should. The refused requests carry the release's version ("client=ios/3.10.0" after the iOS app's "[Release]
// 3.10.0 phased release started"; "bundle=index-b8b5a757" after the web frontend published that bundle).
import type { Aggregates } from "./aggregate.js";
import { announcedBetween } from "./change.js";
import type { Localization } from "./localize.js";

// (a release as a noun: a lock "released" is none)
const RELEASE_RE =
  /\b(?:release|deploy(?:ed|ing|ment)?|publish(?:ed|ing)?|roll(?:ed|ing)? ?out|rollout|upgrad(?:e|ed|ing))\b/i;
// a version as releases name one: "3.10.0", "v2.14.1", a bundle's or build's hash ("index-b8b5a757"), "web-463"
// (not a request id's first part: "req-79abd283-e8bb-…")
const VERSION_RE = /\bv?\d+\.\d+\.\d+(?:[-+.][\w.]+)?\b|\b[a-z][a-z0-9]*-(?:[0-9a-f]{7,}|\d{3,})\b(?!-)/gi;
/** A release this long at most before the refusals began. */
const RELEASE_LEAD_MS = 15 * 60 * 1000;
/** Each failing template's first line and samples, this far into each. */
const SCOPE = 600;

/** The one service whose release, shortly before, is named by the version the refused requests carry, and that line. */
export function releasedSender(agg: Aggregates, loc: Localization): { service: string; release: string } | undefined {
  const o = loc.origin;
  const failures = loc.findings.flatMap((f) =>
    f.anomalies.flatMap((a) => [a.stat.firstBad?.message ?? "", ...a.stat.samples].map((m) => m.slice(0, SCOPE))),
  );
  const senders = new Map<string, string>();
  for (const t of announcedBetween(agg, o.onset - RELEASE_LEAD_MS, o.onset)) {
    const said = t.first.message.slice(0, 300);
    if (!RELEASE_RE.test(said)) continue;
    // (the refusing server's own release would be the likelier cause)
    if (t.service === o.service) return undefined;
    for (const [version] of said.matchAll(VERSION_RE))
      if (failures.some((f) => f.includes(version))) senders.set(t.service, said);
  }
  const [sender] = senders;
  return senders.size === 1 ? { service: sender[0], release: sender[1] } : undefined;
}
