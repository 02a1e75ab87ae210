// The 12 quiet windows of holdout8: only noise that looks alarming (steady errors, restarts, retries that
// succeed, warm-up WARNs, a cron job's expected failures, a 1-2 s blip of 502s, a bad client, slow queries).
import type { Quiet } from "./types.js";

export const QUIET: Quiet[] = [
  { est: 0, kinds: ["noisy"], note: "quiet: decoy services log the same errors steadily from minute one" },
  { est: 1, kinds: ["restart", "warmup"], note: "quiet: a planned restart, then a burst of cache warm-up WARNs" },
  { est: 2, kinds: ["retries"], note: "quiet: transient failures that succeed on retry" },
  { est: 0, kinds: ["cronfail"], note: "quiet: nightly job's expected per-record failures" },
  { est: 1, kinds: ["blip"], note: "quiet: a 1-2 s blip of 502s at the gateway that recovers" },
  { est: 2, kinds: ["badclient"], note: "quiet: one misbehaving client gets 401/422 repeatedly" },
  { est: 0, kinds: ["slowquery"], note: "quiet: slow-query warnings in the database" },
  { est: 1, kinds: ["restart", "blip"], note: "quiet: unrelated deploy with a short 502 blip" },
  { est: 2, kinds: ["warmup", "slowquery"], note: "quiet: warm-up WARNs and slow queries after a node move" },
  { est: 0, kinds: ["retries", "badclient"], note: "quiet: retried lookups and a bad client's 4xx" },
  { est: 1, kinds: ["cronfail", "slowquery"], note: "quiet: report job's expected failures and slow queries" },
  { est: 2, kinds: ["restart", "noisy"], note: "quiet: rolling restart of two services amid steady noise" },
];
