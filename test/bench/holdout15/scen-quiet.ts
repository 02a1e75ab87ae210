// Twelve quiet windows: busy, healthy traffic with routine deploys, warnings and retried hiccups; no incident.
import type { Scenario } from "./types.js";

const q = (
  estate: Scenario["estate"],
  note: string,
  traced: boolean,
  noise: number,
  run?: Scenario["run"],
): Scenario => ({
  estate,
  category: null,
  origin: null,
  hints: [],
  sev: null,
  note,
  traced,
  noise,
  run,
});

export const QUIET: Scenario[] = [
  q("crew", "Quiet crew window with a routine rolling deploy of the roster API.", true, -1, (k) => {
    k.log("roster-api", 0, "info", "Started RosterApplication in 14.2 seconds (process running for 15.1)");
    k.log("kubelet", 2000, "info", "Readiness probe succeeded for roster-api-7f8c9");
  }),
  q("crew", "Quiet crew window with near-limit duty warnings only.", false, 0),
  q("crew", "Quiet crew window with one retried push and a cache save.", true, 2, (k) => {
    k.log("crew-notify", 0, "warn", "push to C48213 failed once (ETIMEDOUT), retried ok");
  }),
  q("crew", "Quiet crew window during a consumer group rebalance.", false, -1, (k) => {
    k.log(
      "kafka-broker",
      0,
      "info",
      "[GroupCoordinator 1]: Preparing to rebalance group ops-feed in state PreparingRebalance",
    );
    k.log("ops-feed-ingest", 3000, "info", "partitions assigned: crew.movements-0..5");
  }),
  q("wx", "Quiet weather window with stale-tile warnings from one radar site.", true, 2),
  q("wx", "Quiet weather window with a model-run switchover.", false, -1, (k) => {
    k.log("forecast-api", 0, "info", "switched current model run to gfs-0p25 18z");
  }),
  q("wx", "Quiet weather window with rejected malformed observations all along.", false, 0),
  q("wx", "Quiet weather window with a slow-query warning and a routine restart.", true, -1, (k) => {
    k.log("obs-store", 0, "warn", "<Warning> executeQuery: query took 4.2 sec, above slow log threshold");
    k.log("metering", 60_000, "info", "Puma restarted workers (phased restart)");
  }),
  q("lab", "Quiet lab window with unmapped local codes passed through.", true, 2),
  q("lab", "Quiet lab window with unreadable specimen labels all along.", false, 0),
  q("lab", "Quiet lab window with a routine certificate renewal on the gateway.", false, -1, (k) => {
    k.log("fhir-gateway", 0, "info", "SDS: cert 'fhir-gw-tls' updated (expires 2026-11-20)");
  }),
  q("lab", "Quiet lab window with a mild GC pause warning in the LIS bridge.", true, 1, (k) => {
    k.log("lis-bridge", 0, "warn", "GC pause 640ms (G1 Evacuation Pause) above 500ms target");
  }),
];
