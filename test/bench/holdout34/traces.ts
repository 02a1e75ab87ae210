// Shared pieces of what pipelines print when things go wrong or wait: Java / Python tracebacks, Airflow task
// failures, and the downstream symptoms (sensor timeouts, stale dbt sources) that appear minutes after a fault.
import type { Role } from "./estates.js";
import type { Ctx } from "./stream.js";

export const jstack = (frames: string[], causes: string[] = []): string[] => [
  ...frames.map((f) => `\tat ${f}`),
  ...causes.flatMap((c) => [`Caused by: ${c}`, "\t... 14 more"]),
];

export const pytb = (frames: Array<[string, number, string, string]>, last: string): string[] => [
  "Traceback (most recent call last):",
  ...frames.flatMap(([f, l, fn, code]) => [`  File "${f}", line ${l}, in ${fn}`, `    ${code}`]),
  last,
];

const compact = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace(/[-:]/g, "");

/** An Airflow task attempt failing: "Task failed with exception", then UP_FOR_RETRY or FAILED. */
export function airflowFail(c: Ctx, t: number, task: string, tb: string[], final: boolean, startedSec = 30): void {
  const e = c.e;
  c.emit(t, "scheduler", "error", "{taskinstance.py:2905} ERROR - Task failed with exception", tb);
  c.emit(
    t + 60,
    "scheduler",
    final ? "error" : "info",
    `{taskinstance.py:1206} INFO - Marking task as ${final ? "FAILED" : "UP_FOR_RETRY"}. dag_id=${e.dag}, task_id=${task}, execution_date=${compact(t - 3600_000)}, start_date=${compact(t - startedSec * 1000)}, end_date=${compact(t)}`,
  );
  c.emit(t + 400, "scheduler", "info", `{local_task_job_runner.py:234} INFO - Task exited with return code 1`);
}

/** Airflow SqlSensor poking for fresh rows, then AirflowSensorTimeout (a downstream SLA missed). */
export function sensorTimeout(c: Ctx, from: number, table: string, timeoutSec: number): void {
  const e = c.e;
  const task = `wait_for_${table.split(".").pop()?.toLowerCase()}`;
  c.emit(
    from,
    "scheduler",
    "info",
    `{taskinstance.py:2192} INFO - Executing <Task(SqlSensor): ${task}> on ${new Date(from - 3600_000).toISOString()}`,
  );
  const end = from + timeoutSec * 1000;
  c.every(from + 1000, Math.min(end, c.end), 60, (t) => {
    c.emit(
      t,
      "scheduler",
      "info",
      `{sql.py:102} INFO - Poking: SELECT max(loaded_at) > now() - interval '1 hour' FROM ${table}`,
    );
    c.emit(t + 200, "scheduler", "info", `{base.py:294} INFO - Sensor condition not met, rescheduling in 60s`);
  });
  if (end < c.end) {
    airflowFail(
      c,
      end,
      task,
      [
        "Traceback (most recent call last):",
        '  File "/home/airflow/.local/lib/python3.11/site-packages/airflow/sensors/base.py", line 291, in execute',
        "    raise AirflowSensorTimeout(message)",
        `airflow.exceptions.AirflowSensorTimeout: Sensor has timed out; run duration of ${(timeoutSec + 0.1 + c.r.next()).toFixed(2)} seconds exceeds the specified timeout of ${timeoutSec.toFixed(1)}.`,
      ],
      true,
      timeoutSec,
    );
    c.emit(
      end + 2000,
      "scheduler",
      "warn",
      `{taskinstance.py:1400} WARNING - SLA miss for DAG ${e.dag}: task ${task} (sla=0:${String(Math.round(timeoutSec / 60)).padStart(2, "0")}:00)`,
    );
  }
}

/** dbt source freshness going from WARN to ERROR STALE for a source that stopped loading. */
export function staleSource(c: Ctx, from: number, source: string): void {
  let i = 0;
  c.every(from, c.end, 420, (t) => {
    const age = 32 + i * 7;
    const stale = age > 45;
    c.emit(
      t,
      "dbt",
      stale ? "error" : "warn",
      `1 of 1 ${stale ? "ERROR STALE" : "WARN"} freshness of ${source} ${".".repeat(12)} [${stale ? "ERROR STALE" : "WARN"} in 0.${c.num(40, 99)}s] (max loaded_at ${age} minutes ago, ${stale ? "error_after: 45 minute" : "warn_after: 30 minute"})`,
    );
    i++;
  });
}

/** A role saying, in its own words, that nothing has arrived for a while. */
export function starving(c: Ctx, role: Role, from: number, what: string): void {
  let idle = 300;
  c.every(from, c.end, 120, (t) => {
    c.emit(t, role, "warn", `no new ${what} in ${idle}s (last seen ${new Date(t - idle * 1000).toISOString()})`);
    idle += 120;
  });
}
