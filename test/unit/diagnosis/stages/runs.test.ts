// Detect stage, a job's look: a scheduled job that fails every run from some run on has failed, in a handful of lines.
import { expect, test } from "@jest/globals";
import { analyze } from "../../../../shared/diagnosis/analyze.js";
import { detectFailingRuns, saysRunFailed } from "../../../../shared/diagnosis/runs.js";
import { aggregatesOf, healthy, type Row } from "./fixture.js";

/** An export job runs every four minutes from minute 1; runs for which `fails(run)` is true die with ENOSPC. */
function exportJob(fails: (run: number) => boolean, every = 240_000): Row[] {
  const rows = healthy(20);
  for (let run = 0, t = 60_000; t < 1_190_000; run++, t += every) {
    rows.push([t, "waitlist-cronjob", "info", `Job waitlist-cronjob-${5940600 + run} started (k8s CronJob)`]);
    rows.push([t + 2000, "waitlist-cronjob", "info", `writing /exports/appointments-${run}.csv`]);
    if (fails(run)) {
      rows.push([t + 20_000, "waitlist-cronjob", "error", "Error: ENOSPC: no space left on device, write"]);
      rows.push([
        t + 21_000,
        "waitlist-cronjob",
        "error",
        `Job waitlist-cronjob-${5940600 + run} failed: exit code 1 (backoffLimit reached)`,
      ]);
    } else rows.push([t + 20_000, "waitlist-cronjob", "info", `export done: 1${run}42 rows`]);
  }
  return rows;
}

test("a job failing every run to the window's end, saying the run failed, is the incident", () => {
  for (const fails of [() => true, (run: number) => run >= 2]) {
    const { result } = analyze(aggregatesOf(exportJob(fails)), 1);
    expect(result.rootCause.service).toBe("waitlist-cronjob");
    expect(result.rootCause.category).toBe("disk");
    expect(result.severity).not.toBe("low");
  }
});

test("not a job whose last run went through, one that failed twice only, nor a service logging all along", () => {
  const runsOf = (rows: Row[]) => detectFailingRuns(aggregatesOf(rows));
  expect(runsOf(exportJob(() => true))).not.toEqual([]);
  expect(runsOf(exportJob((run) => run >= 1 && run < 4))).toEqual([]);
  expect(runsOf(exportJob((run) => run >= 3))).toEqual([]);
  // the same lines from a service that logs every few seconds between them: one long run, not a job's runs
  const busy = exportJob(() => true);
  for (let t = 0; t < 1_200_000; t += 5000) busy.push([t + 3, "waitlist-cronjob", "info", `heartbeat ${t}`]);
  expect(runsOf(busy)).toEqual([]);
});

test("a process dying at every start (FATAL, or a non-zero exit at WARN) is a crash loop, however short the window", () => {
  const crashLoop = (level: string, death: string): Row[] => {
    const rows = healthy(3);
    for (let t = 10_000; t < 170_000; t += 50_000) {
      rows.push([t, "tracking-ingest", "info", "starting tracking-ingest version=v4.16.3"]);
      rows.push([t + 2000, "tracking-ingest", "error", "kafka: client has run out of available brokers to talk to"]);
      rows.push([t + 2003, "tracking-ingest", level, death]);
    }
    return rows;
  };
  for (const [level, death] of [
    ["fatal", "failed to create consumer group: kafka: client has run out of available brokers"],
    ["warn", "EdiGateway stopped (exit status 1)"],
  ]) {
    const rows = crashLoop(level, death);
    expect(detectFailingRuns(aggregatesOf(rows)).map((a) => a.stat.service)).toContain("tracking-ingest");
    expect(analyze(aggregatesOf(rows), 1).result.rootCause.service).toBe("tracking-ingest");
  }
});

test("FATAL many times a run is a server refusing connections (Postgres's FATAL), not its process dying", () => {
  const rows = healthy(3);
  for (let t = 10_000; t < 170_000; t += 50_000)
    for (let k = 0; k < 4; k++)
      rows.push([t + k * 500, "orders-pg", "fatal", "FATAL:  the database system is in recovery mode"]);
  expect(detectFailingRuns(aggregatesOf(rows))).toEqual([]);
});

test("a run's failure is said of the run or job, not of a request to a path named like one", () => {
  expect(saysRunFailed("Job waitlist-cronjob-5940669 failed: exit code 1 (backoffLimit reached)")).toBe(true);
  expect(saysRunFailed("load run aborted, 40 files left in landing, will retry next schedule")).toBe(true);
  expect(saysRunFailed("Job has reached the specified backoff limit")).toBe(true);
  expect(saysRunFailed("call fraud-scorer /internal/v1/batch: unexpected status 502 (request failed)")).toBe(false);
});
