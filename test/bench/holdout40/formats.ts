// Renders one event in one of the dev set's six formats (jsonl, datadog, ecs, gcp, logfmt, compose), with the
// instance carried the way each collector does it (host / pod_name / host.name / pod= ; compose only in the text).
export type Format = "jsonl" | "datadog" | "ecs" | "gcp" | "logfmt" | "compose";
export const FORMATS: Format[] = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"];
export const EXT: Record<Format, string> = {
  jsonl: "jsonl",
  datadog: "json",
  ecs: "ndjson",
  gcp: "json",
  logfmt: "log",
  compose: "log",
};

export type Level = "debug" | "info" | "warn" | "error";

export interface Ev {
  /** true time, ms since epoch */
  t: number;
  /** printed time (true time + the service's clock skew), set by the stream */
  pt?: number;
  svc: string;
  pod: string;
  az: string;
  version: string;
  level: Level;
  msg: string;
  stack?: string[];
  trace?: string;
}

export interface RenderCtx {
  namespace: string;
  region: string;
  /** compose prefix width */
  pad: number;
}

const iso = (ms: number) => new Date(ms).toISOString();

export function render(e: Ev, f: Format, c: RenderCtx): string[] {
  const ts = e.pt ?? e.t;
  const full = e.stack?.length ? `${e.msg}\n${e.stack.join("\n")}` : e.msg;
  const zone = `${c.region}${e.az}`;
  switch (f) {
    case "jsonl":
      return [JSON.stringify({ timestamp: iso(ts), service: e.svc, level: e.level, message: full, host: e.pod })];
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(ts),
        status: e.level,
        service: e.svc,
        message: full,
        host: e.pod,
        ddsource: "custom",
        ddtags: `env:prod,version:${e.version},kube_namespace:${c.namespace},availability-zone:${zone}`,
      };
      if (e.trace) o.http = { request_id: e.trace };
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(ts),
        "log.level": e.level.toUpperCase(),
        "service.name": e.svc,
        message: e.msg,
        "event.dataset": `${e.svc}.log`,
        "host.name": e.pod,
        "service.version": e.version,
        "cloud.availability_zone": zone,
      };
      if (e.stack?.length) o["error.stack_trace"] = e.stack.join("\n");
      if (e.trace) o["transaction.id"] = e.trace;
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const sev = e.level === "warn" ? "WARNING" : e.level.toUpperCase();
      const payload: Record<string, unknown> = { message: full };
      if (e.trace) payload.trace = e.trace;
      return [
        JSON.stringify({
          timestamp: iso(ts),
          severity: sev,
          resource: {
            type: "k8s_container",
            labels: {
              container_name: e.svc,
              namespace_name: c.namespace,
              pod_name: e.pod,
              location: zone,
            },
          },
          labels: { "k8s-pod/app_kubernetes_io/version": e.version },
          jsonPayload: payload,
        }),
      ];
    }
    case "logfmt": {
      const msg = e.msg.replace(/\\/g, "\\\\").replace(/"/g, '\\"');
      const head = `ts=${iso(ts)} level=${e.level} svc=${e.svc} pod=${e.pod} msg="${msg}"${e.trace ? ` trace=${e.trace}` : ""}`;
      return [head, ...(e.stack ?? [])];
    }
    case "compose": {
      const prefix = `${e.svc}-1`.padEnd(c.pad) + "| ";
      const lv = (e.level === "warn" ? "WARNING" : e.level.toUpperCase()).padEnd(8);
      const stamp = iso(ts).replace("T", " ").replace("Z", "");
      const head = `${prefix}${stamp} | ${lv} | ${e.msg}${e.trace ? ` [${e.trace}]` : ""}`;
      return [head, ...(e.stack ?? []).map((l) => `${prefix}${l}`)];
    }
  }
}
