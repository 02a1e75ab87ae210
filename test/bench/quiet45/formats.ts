// Renders one log record in each of the dev set's six formats (see the incidents README).
export type Format = "jsonl" | "datadog" | "ecs" | "gcp" | "logfmt" | "compose";
export type Level = "debug" | "info" | "warn" | "error";

export const FORMATS: readonly Format[] = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"];

export const EXT: Record<Format, string> = {
  jsonl: "jsonl",
  datadog: "json",
  ecs: "ndjson",
  gcp: "json",
  logfmt: "log",
  compose: "log",
};

export interface Rec {
  /** printed time, ms since epoch (true time plus the service's skew) */
  at: number;
  svc: string;
  level: Level;
  msg: string;
  trace?: string;
  stack?: string[];
  errKind?: string;
}

const iso = (ms: number) => new Date(ms).toISOString();
const plain = (ms: number) => iso(ms).replace("T", " ").slice(0, 23);
const withStack = (r: Rec) => (r.stack ? `${r.msg}\n${r.stack.join("\n")}` : r.msg);
const GCP_SEV: Record<Level, string> = { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR" };
const COMPOSE_LVL: Record<Level, string> = { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR" };

/** One record as the lines it occupies in a file of `format`; `pad` is the compose prefix width. */
export function render(format: Format, r: Rec, ns: string, pad: number): string[] {
  switch (format) {
    case "jsonl":
      return [JSON.stringify({ timestamp: iso(r.at), service: r.svc, level: r.level, message: withStack(r) })];
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(r.at),
        status: r.level,
        service: r.svc,
        message: r.msg,
        host: `${r.svc}.${ns}`,
        ddsource: "custom",
      };
      if (r.trace) o.http = { request_id: r.trace };
      if (r.stack) o.error = { kind: r.errKind ?? "Error", stack: r.stack.join("\n") };
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(r.at),
        "log.level": r.level.toUpperCase(),
        "service.name": r.svc,
        message: r.msg,
        "event.dataset": `${r.svc}.log`,
      };
      if (r.trace) o["transaction.id"] = r.trace;
      if (r.stack) {
        o["error.type"] = r.errKind ?? "Error";
        o["error.stack_trace"] = r.stack.join("\n");
      }
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const payload: Record<string, unknown> = { message: withStack(r) };
      if (r.trace) payload.trace = r.trace;
      return [
        JSON.stringify({
          timestamp: iso(r.at),
          severity: GCP_SEV[r.level],
          resource: {
            type: "k8s_container",
            labels: { container_name: r.svc, namespace_name: ns, pod_name: `${r.svc}-${podSuffix(r.svc)}` },
          },
          jsonPayload: payload,
        }),
      ];
    }
    case "logfmt": {
      const msg = r.msg.replace(/\\/g, "\\\\").replace(/"/g, '\\"');
      const head = `ts=${iso(r.at)} level=${r.level} svc=${r.svc} msg="${msg}"${r.trace ? ` trace=${r.trace}` : ""}`;
      return [head, ...(r.stack ?? [])];
    }
    case "compose": {
      const name = `${r.svc}-1`.padEnd(pad);
      const head = `${name} | ${plain(r.at)} | ${COMPOSE_LVL[r.level].padEnd(8)} | ${r.msg}${r.trace ? ` [${r.trace}]` : ""}`;
      return [head, ...(r.stack ?? []).map((s) => `${name} | ${s}`)];
    }
  }
}

function podSuffix(svc: string): string {
  let h = 7;
  for (const c of svc) h = (Math.imul(h, 31) + c.charCodeAt(0)) >>> 0;
  const alpha = "bcdfghjklmnpqrstvwxz2456789";
  let tail = "";
  for (let i = 0, x = h; i < 5; i++, x = Math.floor(x / alpha.length)) tail += alpha[x % alpha.length];
  return `${(h % 0xfffff).toString(16).padStart(5, "7")}f${(h >>> 20).toString(16)}-${tail}`;
}
