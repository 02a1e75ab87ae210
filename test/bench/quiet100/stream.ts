// One aggregated stream: the context every generator writes into, plus the background traffic every file carries.
import type { Estate, Role, Runtime } from "./estates.js";
import { type Ev, type Format, type Level, render } from "./formats.js";
import { hex, int, pick, type Rng } from "./rng.js";

export type CallStyle = "timeout" | "5xx" | "refused";

export interface Down {
  from: number;
  /** how the callee answers while it is down */
  style: CallStyle;
  status?: number;
  /** callee lines per failed call (the origin's own view), optional */
  calleeSide?: (ctx: Ctx, t: number, trace?: string) => void;
}

export interface EmitOpts {
  trace?: string;
  stack?: string[];
  errType?: string;
  force?: boolean;
}

export class Ctx {
  readonly events: Ev[] = [];
  readonly skew = new Map<string, number>();
  readonly down = new Map<Role, Down>();
  readonly mute = new Map<Role, number>();
  /** per caller>callee overrides: return false when the call fails (the hook writes the lines) */
  readonly intercept = new Map<string, (t: number, trace?: string) => boolean>();
  readonly trucks: { fleet: string; vrm: string }[] = [];
  seq = 0;
  constructor(
    readonly r: Rng,
    readonly estate: Estate,
    readonly fmt: Format,
    readonly t0: number,
    readonly t1: number,
  ) {
    for (const s of Object.values(estate.svc)) if (s) this.skew.set(s.name, int(r, -300, 300));
    const pre = estate.key.slice(0, 2).toUpperCase();
    const L = "ABCDEFGHJKLMNOPRSTUVWXYZ";
    for (let i = 0; i < 26; i++) {
      const vrm = `${pre}${pick(r, ["19", "21", "22", "23", "71", "72", "73"])} ${pick(r, [...L])}${pick(r, [...L])}${pick(r, [...L])}`;
      this.trucks.push({ fleet: `${pre}-${100 + int(r, 1, 180)}`, vrm });
    }
  }
  has(role: Role): boolean {
    return this.estate.svc[role] !== undefined;
  }
  name(role: Role): string {
    return this.estate.svc[role]?.name ?? role;
  }
  rt(role: Role): Runtime {
    return this.estate.svc[role]?.rt ?? "go";
  }
  newTrace(): string | undefined {
    return this.estate.traces ? hex(this.r, 16) : undefined;
  }
  isDown(role: Role, t: number): Down | undefined {
    const d = this.down.get(role);
    return d && t >= d.from ? d : undefined;
  }
  emit(role: Role, t: number, level: Level, msg: string, o: EmitOpts = {}): void {
    if (!this.has(role) || t < this.t0 || t > this.t1) return;
    const m = this.mute.get(role);
    if (m !== undefined && t >= m && !o.force) return;
    const svc = this.name(role);
    this.events.push({
      at: t + (this.skew.get(svc) ?? 0),
      svc,
      level,
      msg,
      trace: o.trace,
      stack: o.stack,
      errType: o.errType,
      seq: this.seq++,
    });
  }
  truck(): { fleet: string; vrm: string } {
    return pick(this.r, this.trucks);
  }
  street(): string {
    return pick(this.r, this.estate.streets);
  }
  uprn(): string {
    return `1000${int(this.r, 10000000, 99999999)}`;
  }
  /** Poisson arrivals at `perSec` between a and b */
  every(perSec: number, fn: (t: number) => void, a = this.t0, b = this.t1): void {
    let t = a + (-Math.log(1 - this.r()) / perSec) * 1000;
    while (t < b) {
      fn(Math.round(t));
      t += (-Math.log(1 - this.r()) / perSec) * 1000;
    }
  }
  /** fixed period with jitter */
  periodic(periodMs: number, fn: (t: number) => void, a = this.t0, b = this.t1): void {
    let t = a + int(this.r, 0, periodMs);
    while (t < b) {
      fn(t + int(this.r, 0, 900));
      t += periodMs;
    }
  }
  lines(): string[] {
    const sorted = [...this.events].sort((x, y) => x.at - y.at || x.seq - y.seq);
    const names = Object.values(this.estate.svc).map((s) => `${s?.name}-1`);
    const pad = Math.max(...names.map((n) => n.length)) + 2;
    const pods = new Map<string, string>();
    const podOf = (svc: string) => {
      let p = pods.get(svc);
      if (!p) {
        p = `${svc}-${hex(this.r, 9)}-${hex(this.r, 5)}`;
        pods.set(svc, p);
      }
      return p;
    };
    return sorted.flatMap((e) => render(this.fmt, e, this.estate, pad, podOf));
  }
}

const port = (rt: Runtime) =>
  ({ java: 8080, python: 8000, go: 8080, node: 3000, dotnet: 5000, ruby: 3000, cpp: 9090 })[rt];
const ip = (r: Rng) => `10.42.${int(r, 0, 7)}.${int(r, 2, 250)}`;

/** An access-log line as each runtime's usual server prints it. */
export function access(
  ctx: Ctx,
  role: Role,
  t: number,
  method: string,
  path: string,
  status: number,
  ms: number,
  trace?: string,
): void {
  const r = ctx.r;
  const lvl: Level = status >= 500 ? "error" : status >= 400 ? "warn" : "info";
  let msg: string;
  switch (ctx.rt(role)) {
    case "node":
      msg = `${method} ${path} ${status} ${ms}.${int(r, 100, 999)} ms - ${int(r, 40, 9000)}`;
      break;
    case "java":
      msg = `${method} ${path} completed with status ${status} in ${ms} ms`;
      break;
    case "python":
      msg = `${ip(r)}:${int(r, 30000, 60999)} - "${method} ${path} HTTP/1.1" ${status}`;
      break;
    case "go":
      msg = `http request method=${method} path=${path} status=${status} duration=${ms}.${int(r, 0, 9)}ms`;
      break;
    case "dotnet":
      msg = `Request finished HTTP/1.1 ${method} http://${ctx.name(role)}:${port("dotnet")}${path} - ${status} ${int(r, 40, 9000)} application/json;+charset=utf-8 ${ms}.${int(r, 1000, 9999)}ms`;
      break;
    case "ruby":
      msg = `method=${method} path=${path} format=json status=${status} duration=${ms}.${int(r, 10, 99)} view=0.${int(r, 10, 99)} db=${int(r, 1, Math.max(2, ms))}.${int(r, 10, 99)}`;
      break;
    case "cpp":
      msg = `[http] ${method} ${path} -> ${status} (${ms} ms)`;
      break;
  }
  ctx.emit(role, t, lvl, msg, { trace });
}

/** What a caller logs when its call to `callee` fails, in the caller runtime's own words. */
export function callerError(
  ctx: Ctx,
  caller: Role,
  callee: Role,
  t: number,
  d: Down,
  path: string,
  trace?: string,
): void {
  const r = ctx.r;
  const cn = ctx.name(callee);
  const url = `http://${cn}:${port(ctx.rt(callee))}${path}`;
  const rt = ctx.rt(caller);
  const addr = `${ip(r)}:${port(ctx.rt(callee))}`;
  // after a minute of failures the caller's breaker opens and fails fast, letting a trial call through now and then
  if (t - d.from > 60000 && r() > 0.12 && rt !== "cpp") {
    const open: Record<Runtime, string> = {
      java: `CallNotPermittedException: CircuitBreaker '${cn}' is OPEN and does not permit further calls`,
      node: `Breaker is open: ${cn} ${path}`,
      python: `CircuitBreakerError: circuit '${cn}' is open, failing fast`,
      go: `call ${cn}: circuit breaker is open`,
      dotnet: `Polly.CircuitBreaker.BrokenCircuitException: The circuit is now open and is not allowing calls. (${cn})`,
      ruby: `Stoplight::Error::RedLight: ${cn}`,
      cpp: "",
    };
    ctx.emit(caller, t, "error", open[rt], { trace });
    return;
  }
  const status = d.status ?? 503;
  const words: Record<CallStyle, Record<Runtime, string>> = {
    timeout: {
      java: `I/O error on POST request for "${url}": Read timed out`,
      node: `request to ${url} failed: TimeoutError: The operation was aborted due to timeout`,
      python: `httpx.ReadTimeout: timed out calling ${url}`,
      go: `Post "${url}": context deadline exceeded (Client.Timeout exceeded while awaiting headers)`,
      dotnet: `System.Threading.Tasks.TaskCanceledException: The request was canceled due to the configured HttpClient.Timeout of 30 seconds elapsing. (${url})`,
      ruby: `Net::ReadTimeout calling ${url}: Net::ReadTimeout with #<TCPSocket:(closed)>`,
      cpp: `curl error 28 on ${url}: Operation timed out after 30001 milliseconds with 0 bytes received`,
    },
    "5xx": {
      java: `${status} Service Unavailable from POST ${url}`,
      node: `upstream ${cn} responded ${status} for ${path}`,
      python: `httpx.HTTPStatusError: Server error '${status} Service Unavailable' for url '${url}'`,
      go: `call ${cn}${path}: unexpected status ${status}`,
      dotnet: `System.Net.Http.HttpRequestException: Response status code does not indicate success: ${status} (Service Unavailable). (${cn})`,
      ruby: `Faraday::ServerError: the server responded with status ${status} (${url})`,
      cpp: `upstream ${cn} returned HTTP ${status} for ${path}`,
    },
    refused: {
      java: `I/O error on POST request for "${url}": Connection refused`,
      node: `request to ${url} failed, reason: connect ECONNREFUSED ${addr}`,
      python: `httpx.ConnectError: [Errno 111] Connection refused (${url})`,
      go: `Post "${url}": dial tcp ${addr}: connect: connection refused`,
      dotnet: `System.Net.Http.HttpRequestException: Connection refused (${cn}:${port(ctx.rt(callee))})`,
      ruby: `Faraday::ConnectionFailed: Failed to open TCP connection to ${cn}:${port(ctx.rt(callee))} (Connection refused - connect(2))`,
      cpp: `curl error 7 on ${url}: Failed to connect to ${cn} port ${port(ctx.rt(callee))}: Connection refused`,
    },
  };
  // retry storm: callers retry before giving up, louder than the callee
  const tries = caller === "portal" ? 0 : int(r, 2, 3);
  for (let i = 1; i <= tries; i++) {
    const tt = t + i * int(r, 150, 900) * (d.style === "timeout" ? 30 : 1);
    ctx.emit(caller, tt - 100, "warn", `retry ${i}/${tries} for ${cn}${path} after error: ${words[d.style][rt]}`, {
      trace,
    });
  }
  ctx.emit(caller, t + Math.max(1, tries) * (d.style === "timeout" ? 30000 : 900), "error", words[d.style][rt], {
    trace,
  });
}

/** Calls `callee` at t from `caller`; false (and the caller's own error lines) when the callee is down. */
export function call(ctx: Ctx, caller: Role, callee: Role, t: number, path: string, trace?: string): boolean {
  if (!ctx.has(callee)) return true;
  const hook = ctx.intercept.get(`${caller}>${callee}`);
  if (hook && !hook(t, trace)) return false;
  const d = ctx.isDown(callee, t);
  if (!d) return true;
  d.calleeSide?.(ctx, t, trace);
  callerError(ctx, caller, callee, t, d, path, trace);
  return false;
}
