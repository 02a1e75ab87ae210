// The 12 quiet windows: ordinary days with the benign bumps an on-call engineer sees and rightly ignores.

import { fill } from "./rng.js";
import type { Ctx } from "./stream.js";

export interface QuietTwist {
  kind: string;
  svcs: string[];
  apply: (ctx: Ctx) => void;
}

export interface QuietSpec {
  est: string;
  note: string;
  twist: QuietTwist;
}

const mid = (c: Ctx) => c.w.start + Math.floor(c.w.durMs * (0.35 + c.r.next() * 0.3));

/** A rolling restart: a handful of caller retries for a few seconds, all of which succeed. */
const rolling = (svc: string, caller: string, callerMsg: string): QuietTwist => ({
  kind: "rolling",
  svcs: [svc, caller],
  apply: (c) => {
    const t0 = mid(c);
    c.push({ t: t0, svc, level: "info", msg: "Received SIGTERM, shutting down gracefully" });
    c.push({ t: t0 + 1200, svc, level: "info", msg: "drained 0 in-flight requests, exiting" });
    for (let i = 0; i < c.r.int(3, 6); i++) {
      const t = t0 + 1500 + i * c.r.int(400, 1500);
      c.push({ t, svc: caller, level: "warn", msg: fill(callerMsg, c.r) });
      c.push({ t: t + c.r.int(300, 1200), svc: caller, level: "info", msg: `call to ${svc} succeeded on retry` });
    }
    c.push({ t: t0 + 9000, svc, level: "info", msg: "ready: accepting traffic" });
  },
});

const surge: QuietTwist = { kind: "surge", svcs: [], apply: () => {} };

const batch = (svc: string, msgs: string[]): QuietTwist => ({
  kind: "batch",
  svcs: [svc],
  apply: (c) => {
    const t0 = mid(c);
    c.push({ t: t0, svc, level: "info", msg: msgs[0] ?? "" });
    for (let i = 0; i < c.r.int(6, 14); i++)
      c.push({ t: t0 + 2000 + i * c.r.int(800, 4000), svc, level: "warn", msg: fill(msgs[1] ?? "", c.r) });
    c.push({ t: t0 + 70000, svc, level: "info", msg: fill(msgs[2] ?? "", c.r) });
  },
});

const certReload = (svc: string): QuietTwist => ({
  kind: "cert",
  svcs: [svc],
  apply: (c) => {
    const t0 = mid(c);
    c.push({
      t: t0,
      svc,
      level: "warn",
      msg: "certificate for *.svc.cluster.local expires in 6 days, rotation scheduled",
    });
    c.push({
      t: t0 + 60000,
      svc,
      level: "info",
      msg: "TLS certificate rotated (serial 4f:1a:9c:..), new expiry 2026-12-14",
    });
  },
});

export const QUIET: QuietSpec[] = [
  {
    est: "harborline",
    note: "Ordinary Tuesday for Harborline: claims-intake is restarted by a rolling deploy and fnol-web retries a few calls successfully.",
    twist: rolling(
      "claims-intake",
      "fnol-web",
      "POST /api/fnol upstream claims-intake ECONNREFUSED, retrying (attempt 1)",
    ),
  },
  {
    est: "harborline",
    note: "Harborline during a hail-storm FNOL surge: traffic rises mid-window, everything keeps up.",
    twist: surge,
  },
  {
    est: "harborline",
    note: "Harborline's regulatory extract runs and skips a few claims with missing NAIC line codes, as it does every night.",
    twist: batch("regrep-batch", [
      "Job: [SimpleJob: [name=naicClaimsExtract]] launched with the following parameters: [{run.id=412}]",
      "Skipping claim {claim}: line-of-business code missing, added to exceptions report",
      "Job: [SimpleJob: [name=naicClaimsExtract]] completed with the following parameters: [{run.id=412}] and the following status: [COMPLETED] in 1m10s",
    ]),
  },
  {
    est: "harborline",
    note: "Quiet Harborline window with a scheduled certificate rotation on adjuster-assign.",
    twist: certReload("adjuster-assign"),
  },
  {
    est: "pinecrest",
    note: "Pinecrest's photo-intake rolls to a new version; app-gateway retries a few uploads that then succeed.",
    twist: rolling("photo-intake", "app-gateway", "upstream photo-intake: connection refused, retrying (attempt 1)"),
  },
  {
    est: "pinecrest",
    note: "Pinecrest on a storm evening: app FNOL traffic rises and fraud referrals climb, nothing breaks.",
    twist: surge,
  },
  {
    est: "pinecrest",
    note: "Pinecrest's reserves runs its IBNR roll-forward and warns about claims with stale reserves, a routine report.",
    twist: batch("reserves", [
      "Job IbnrRollForwardJob started for period 2026-09",
      "Reserve for {claim} not reviewed in 90 days, flagged for adjuster",
      "Job IbnrRollForwardJob completed: 18 402 claims, 11 flagged",
    ]),
  },
  {
    est: "pinecrest",
    note: "Plain Pinecrest window: the everyday rejections and a certificate rotation on app-gateway.",
    twist: certReload("app-gateway"),
  },
  {
    est: "tidewater",
    note: "Tidewater's coverage-verifier is redeployed; claim-hub retries a few verifications that succeed.",
    twist: rolling(
      "coverage-verifier",
      "claim-hub",
      "Polly retry 1 for coverage-verifier call after HttpRequestException (delay 250ms)",
    ),
  },
  {
    est: "tidewater",
    note: "Tidewater call centre on a Monday morning: ivr-fnol volume rises, all claims flow through.",
    twist: surge,
  },
  {
    est: "tidewater",
    note: "Tidewater's carrier-sync loads a bordereau with a handful of bad rows, well under the rejection threshold.",
    twist: batch("carrier-sync", [
      "Bordereau HARBORLINE_20260915.csv picked up (40213 rows)",
      "Bordereau HARBORLINE_20260915.csv row {big}: field vehicle_year value '0' out of range, row rejected",
      "Bordereau HARBORLINE_20260915.csv loaded: 40201 rows accepted, 12 rejected (0.03%)",
    ]),
  },
  {
    est: "tidewater",
    note: "Routine Tidewater window with a certificate rotation on dispatch.",
    twist: certReload("dispatch"),
  },
];
