// The 12 quiet windows: ordinary traffic where requests with ids fail harmlessly (a 404 followed through three
// hops, a client-cancelled request logged as context canceled down the chain, a retry that succeeds).
import type { Special } from "./traffic.js";

export interface QuietSpec {
  est: number;
  lean: Exclude<Special, undefined>;
  note: string;
}

const NOTE: Record<QuietSpec["lean"], string> = {
  notfound:
    "quiet: lookups of unknown ids come back 404 through three hops (edge, api, leaf) with the same request ids",
  cancel:
    "quiet: clients hang up mid-request; nginx/envoy log 499 and each hop logs context canceled / broken pipe under the same trace",
  retryok: "quiet: stale keep-alive connections reset once and the retry succeeds on the second attempt, same trace id",
};

export const QUIETS: QuietSpec[] = Array.from({ length: 12 }, (_, i) => {
  const lean = (["notfound", "cancel", "retryok"] as const)[i % 3];
  return { est: (i * 2 + 1) % 5, lean, note: NOTE[lean] };
});
