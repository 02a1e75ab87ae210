// The dev set's six line shapes (jsonl, datadog, ecs, gcp, logfmt, compose), rendered from one event at its printed time.
export type Format = "jsonl" | "datadog" | "ecs" | "gcp" | "logfmt" | "compose";
export const FORMATS: Format[] = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"];
export type Level = "debug" | "info" | "warn" | "error" | "crit";

export interface Printed {
  at: number; // printed epoch ms (true time + the service's skew)
  svc: string;
  level: Level;
  msg: string; // may hold newlines (stack traces, multi-line runtime output)
  host: string;
}

const iso = (ms: number) => new Date(ms).toISOString();
const plain = (ms: number) => iso(ms).replace("T", " ").slice(0, 23);
const LV: Record<Format, Record<Level, string>> = {
  jsonl: { debug: "debug", info: "info", warn: "warn", error: "error", crit: "fatal" },
  datadog: { debug: "debug", info: "info", warn: "warn", error: "error", crit: "critical" },
  ecs: { debug: "DEBUG", info: "INFO", warn: "WARN", error: "ERROR", crit: "FATAL" },
  gcp: { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR", crit: "CRITICAL" },
  logfmt: { debug: "debug", info: "info", warn: "warn", error: "error", crit: "fatal" },
  compose: { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR", crit: "CRITICAL" },
};

/** The lines one event becomes in `fmt`; `pad` is the compose prefix width. */
export function render(fmt: Format, e: Printed, pad: number, ns: string): string[] {
  const lv = LV[fmt][e.level];
  switch (fmt) {
    case "jsonl":
      return [JSON.stringify({ timestamp: iso(e.at), service: e.svc, level: lv, message: e.msg })];
    case "datadog":
      return [
        JSON.stringify({
          "@timestamp": iso(e.at),
          status: lv,
          service: e.svc,
          message: e.msg,
          host: e.host,
          ddsource: "syslog",
        }),
      ];
    case "ecs": {
      const [first, ...rest] = e.msg.split("\n");
      const o: Record<string, unknown> = {
        "@timestamp": iso(e.at),
        "log.level": lv,
        "service.name": e.svc,
        message: rest.length ? first : e.msg,
        "event.dataset": `${e.svc}.log`,
        "host.name": e.host,
      };
      if (rest.length) o["error.stack_trace"] = e.msg;
      return [JSON.stringify(o)];
    }
    case "gcp":
      return [
        JSON.stringify({
          timestamp: iso(e.at),
          severity: lv,
          resource: { type: "gce_instance", labels: { container_name: e.svc, instance_id: e.host, zone: ns } },
          jsonPayload: { message: e.msg },
        }),
      ];
    case "logfmt": {
      const [first, ...rest] = e.msg.split("\n");
      const q = first.replace(/\\/g, "\\\\").replace(/"/g, '\\"');
      return [`ts=${iso(e.at)} level=${lv} svc=${e.svc} host=${e.host} msg="${q}"`, ...rest];
    }
    case "compose": {
      const p = `${e.svc}-1`.padEnd(pad) + " | ";
      const [first, ...rest] = e.msg.split("\n");
      return [`${p}${plain(e.at)} | ${lv.padEnd(8)} | ${first}`, ...rest.map((l) => p + l)];
    }
  }
}
