// One aggregated window: collects events at true time, applies per-service clock skew, sorts by printed time.
import type { Estate, Role } from "./estates.js";
import { name, svc } from "./estates.js";
import type { Format, Level, LogEvent } from "./formats.js";
import { render } from "./formats.js";
import type { Rng } from "./rng.js";

export interface Extra {
  stack?: string[];
  errType?: string;
  trace?: string;
  host?: string;
}

const STATUS: Record<number, string> = {
  200: "OK",
  201: "Created",
  202: "Accepted",
  204: "No Content",
  302: "Found",
  400: "Bad Request",
  402: "Payment Required",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  409: "Conflict",
  413: "Payload Too Large",
  415: "Unsupported Media Type",
  422: "Unprocessable Entity",
  429: "Too Many Requests",
  499: "Client Closed Request",
  500: "Internal Server Error",
  502: "Bad Gateway",
  503: "Service Unavailable",
  504: "Gateway Timeout",
};

export class Stream {
  readonly events: LogEvent[] = [];
  private readonly skew = new Map<string, number>();
  private readonly down: { role: Role; from: number; to: number; keep: number }[] = [];
  /** Baseline request flows per second. */
  flowRate = 2;

  constructor(
    readonly rng: Rng,
    readonly est: Estate,
    readonly t0: number,
    readonly t1: number,
  ) {
    for (const s of Object.values(est.roles)) if (s) this.skew.set(s.name, rng.int(-300, 300));
  }

  trace(): string | undefined {
    return this.est.traceIds ? this.rng.hex(16) : undefined;
  }

  emit(t: number, service: string, level: Level, msg: string, x: Extra = {}): void {
    if (t < this.t0 || t >= this.t1) return;
    const sk = this.skew.get(service) ?? 0;
    this.events.push({ t, printed: t + sk, svc: service, level, msg, ...x });
  }

  /** Emits as the service playing `role` (the gateway when the estate lacks that role). */
  at(t: number, role: Role, level: Level, msg: string, x: Extra = {}): void {
    this.emit(t, name(this.est, role), level, msg, x);
  }

  /** Marks `role` as broken from `from` to `to`: baseline flows touching it are dropped (all but `keep` share). */
  breakRole(role: Role, from: number, to = Number.POSITIVE_INFINITY, keep = 0): void {
    this.down.push({ role, from, to, keep });
  }

  isDown(role: Role, t: number): boolean {
    return this.down.some((d) => d.role === role && t >= d.from && t < d.to && !this.rng.chance(d.keep));
  }

  /** An access-log line in the runtime's usual shape. */
  access(t: number, role: Role, method: string, path: string, status: number, ms: number, trace?: string): void {
    const s = svc(this.est, role) ?? this.est.roles.gw!;
    const level: Level = status >= 500 ? "error" : status >= 400 && status !== 404 ? "warn" : "info";
    const host = `${s.name}-${this.rng.pick(["5d8f9", "7c4b2", "6f1a0"])}-${this.rng.hex(5)}`;
    const x: Extra = { trace, host };
    switch (s.runtime) {
      case "node":
        this.emit(t, s.name, level, `${method} ${path} ${status} - ${ms}.${this.rng.digits(3)} ms`, x);
        break;
      case "java":
        this.emit(t, s.name, level, `"${method} ${path} HTTP/1.1" ${status} ${this.rng.int(90, 4800)} ${ms}ms`, x);
        break;
      case "go":
        this.emit(
          t,
          s.name,
          level,
          `http method=${method} path=${path} status=${status} dur=${ms}.${this.rng.int(0, 9)}ms`,
          x,
        );
        break;
      case "python":
        this.emit(
          t,
          s.name,
          level,
          `10.42.${this.rng.int(0, 7)}.${this.rng.int(2, 250)}:${this.rng.int(30000, 60000)} - "${method} ${path} HTTP/1.1" ${status}`,
          x,
        );
        break;
      case "ruby":
        this.emit(
          t - ms,
          s.name,
          "info",
          `Started ${method} "${path}" for 10.8.${this.rng.int(0, 9)}.${this.rng.int(2, 250)}`,
          x,
        );
        this.emit(
          t,
          s.name,
          level,
          `Completed ${status} ${STATUS[status] ?? ""} in ${ms}ms (Views: ${this.rng.int(0, 9)}.${this.rng.int(0, 9)}ms | ActiveRecord: ${this.rng.int(1, 40)}.${this.rng.int(0, 9)}ms | Allocations: ${this.rng.int(900, 30000)})`,
          x,
        );
        break;
      case "dotnet":
        this.emit(
          t,
          s.name,
          level,
          `Request finished HTTP/1.1 ${method} http://${s.name}:8080${path} - ${status} - application/json ${ms}.${this.rng.digits(4)}ms`,
          x,
        );
        break;
      case "cpp":
        this.emit(t, s.name, level, `http ${status} ${method} ${path} ${ms}ms`, x);
        break;
    }
  }

  render(f: Format): string[] {
    const width = Math.max(...Object.values(this.est.roles).map((s) => (s ? s.name.length + 2 : 0))) + 2;
    const sorted = [...this.events].sort((a, b) => a.printed - b.printed);
    const out: string[] = [];
    for (const e of sorted) out.push(...render(e, f, { namespace: this.est.namespace, composeWidth: width }));
    return out;
  }
}
