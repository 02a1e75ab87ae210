// One window of one estate: request traffic across services, failures that spread to callers, skewed clocks, output.
import { type Estate, svc } from "./estates.js";
import { EXT, type Format, type Level, type Printed, render } from "./formats.js";
import type { Rng } from "./rng.js";
import { callFail, clientStack, type FailKind, httpLine, type Runtime } from "./runtimes.js";

export interface Ev {
  t: number;
  svc: string;
  level: Level;
  msg: string;
  stack?: string;
  trace?: string;
}

export interface Said {
  level: Level;
  msg: string;
  stack?: string;
}

/** A role that fails requests from `from` on; callers report it in their own words. */
export interface Breakage {
  role: string;
  from: number;
  until?: number;
  share: (t: number) => number;
  kind: (t: number) => FailKind;
  callerMs: number;
  retries: number;
  originSays?: (r: Rng, t: number) => Said | null;
  entryStatus: number;
  breaker?: boolean;
}

export class Ctx {
  readonly events: Ev[] = [];
  readonly breaks: Breakage[] = [];
  readonly quiet = new Map<string, { from: number; until?: number; all: boolean }[]>();
  private readonly open = new Map<string, number>();
  private readonly fails = new Map<string, number>();

  constructor(
    readonly r: Rng,
    readonly e: Estate,
    readonly start: number,
    readonly end: number,
  ) {}

  name(role: string): string {
    return svc(this.e, role).name;
  }
  rt(role: string): Runtime {
    return svc(this.e, role).rt;
  }
  has(role: string): boolean {
    return role in this.e.roles;
  }
  emit(t: number, role: string, level: Level, msg: string, stack?: string, trace?: string): void {
    if (t < this.start || t >= this.end) return;
    this.events.push({ t, svc: this.name(role), level, msg, stack: stack || undefined, trace });
  }
  /** Calls `f` at times spaced `every` ms (+- jitter) across [from, to). */
  every(every: number, jitter: number, f: (t: number) => void, from = this.start, to = this.end): void {
    let t = from + this.r.int(0, every);
    while (t < to) {
      f(t);
      t += every + this.r.int(-jitter, jitter);
    }
  }
  /** Silences a service (everything, or only its info/debug lines) from `from` until `until`. */
  hush(role: string, from: number, all: boolean, until?: number): void {
    const n = this.name(role);
    this.quiet.set(n, [...(this.quiet.get(n) ?? []), { from, until, all }]);
  }
  silent(name: string, t: number, level: Level): boolean {
    return (this.quiet.get(name) ?? []).some(
      (q) => t >= q.from && (q.until === undefined || t < q.until) && (q.all || level === "info" || level === "debug"),
    );
  }
  trace(): string | undefined {
    return this.e.traces ? this.r.hex(12) : undefined;
  }

  /** Everyday traffic at `perSec` requests per second. */
  traffic(perSec: number, from = this.start, to = this.end): void {
    const r = this.r;
    const flows = this.e.flows.map((f) => ({ ...f, steps: f.steps.filter((s) => this.has(s.role)) }));
    const usable = flows.filter((f) => f.steps.length >= 2);
    const total = usable.reduce((s, f) => s + f.weight, 0);
    let t = from;
    while (t < to) {
      t += Math.max(5, Math.round((-Math.log(1 - r.next()) * 1000) / perSec));
      let w = r.next() * total;
      const flow = usable.find((f) => {
        w -= f.weight;
        return w < 0;
      });
      if (flow) this.request(t, flow.steps);
    }
  }

  private breakAt(role: string, t: number): Breakage | undefined {
    return this.breaks.find((b) => b.role === role && t >= b.from && (b.until === undefined || t < b.until));
  }

  private request(t0: number, steps: { role: string; path: string; method: string; say?: (r: Rng) => string }[]): void {
    const r = this.r;
    if (this.silent(this.name(steps[0].role), t0, "info")) return;
    const trace = this.trace();
    let k = -1;
    let br: Breakage | undefined;
    for (let i = 1; i < steps.length; i++) {
      const b = this.breakAt(steps[i].role, t0);
      if (b && r.chance(b.share(t0))) {
        k = i;
        br = b;
        break;
      }
    }
    const path = (p: string) => p.replace("{id}", r.digits(6)).replace("{vin}", "");
    if (!br) {
      let t = t0;
      for (let i = 1; i < steps.length; i++) {
        t += r.int(3, 40);
        const say = steps[i].say;
        if (say) this.emit(t, steps[i].role, "info", say(r), undefined, trace);
      }
      const ms = t - t0 + r.int(8, 160);
      const entry = steps[0];
      const status = r.chance(0.03) ? r.pick([404, 400, 422]) : entry.method === "POST" ? r.pick([200, 201]) : 200;
      this.emit(
        t0 + ms,
        entry.role,
        "info",
        this.access(entry.role, entry.method, path(entry.path), status, ms),
        undefined,
        trace,
      );
      return;
    }
    // failing request: the origin (maybe) logs, its direct caller retries and reports, the entry answers 5xx.
    const origin = steps[k];
    let t = t0 + r.int(5, 30) * k;
    const said = br.originSays?.(r, t);
    if (said) this.emit(t + r.int(0, 50), origin.role, said.level, said.msg, said.stack, trace);
    const caller = steps[k - 1];
    const key = `${caller.role}>${origin.role}`;
    const openedAt = this.open.get(key);
    const calleeName = this.name(origin.role);
    const crt = this.rt(caller.role);
    if (br.breaker && openedAt !== undefined && t - openedAt < 30000) {
      this.emit(t + 1, caller.role, "error", breakerRejected(crt, calleeName), undefined, trace);
    } else {
      const kind = br.kind(t);
      const per = kind === "timeout" ? br.callerMs : r.int(5, 300);
      for (let a = 1; a <= br.retries; a++) {
        t += per;
        this.emit(t, caller.role, "warn", retryLine(crt, r, calleeName, a, br.retries + 1, kind), undefined, trace);
        t += r.int(100, 800);
      }
      t += per;
      const line = callFail(
        crt,
        r,
        calleeName,
        origin.path.replace("{id}", r.digits(6)).replace("{vin}", ""),
        kind,
        br.callerMs,
      );
      const withStack =
        kind !== "5xx" && kind !== "503" && r.chance(0.25)
          ? clientStack(crt, exceptionOf(crt, kind, br.callerMs), this.e.key)
          : undefined;
      this.emit(t, caller.role, "error", line, withStack, trace);
      const n = (this.fails.get(key) ?? 0) + 1;
      this.fails.set(key, n);
      if (br.breaker && n >= 8 && (openedAt === undefined || t - openedAt >= 30000)) {
        this.open.set(key, t);
        this.fails.set(key, 0);
        this.emit(t + 2, caller.role, "warn", breakerOpened(crt, calleeName));
      }
    }
    for (let i = k - 2; i >= 1; i--) {
      t += r.int(2, 20);
      this.emit(
        t,
        steps[i].role,
        "error",
        callFail(
          this.rt(steps[i].role),
          r,
          this.name(steps[i + 1].role),
          steps[i + 1].path.replace("{id}", r.digits(6)).replace("{vin}", ""),
          "5xx",
          0,
        ),
        undefined,
        trace,
      );
    }
    const ms = t - t0 + r.int(2, 20);
    const entry = steps[0];
    if (k > 1)
      this.emit(
        t0 + ms - 1,
        entry.role,
        "error",
        callFail(
          this.rt(entry.role),
          r,
          this.name(steps[1].role),
          steps[1].path.replace("{id}", r.digits(6)).replace("{vin}", ""),
          "5xx",
          0,
        ),
        undefined,
        trace,
      );
    this.emit(
      t0 + ms,
      entry.role,
      "error",
      this.access(entry.role, entry.method, path(entry.path), br.entryStatus, ms),
      undefined,
      trace,
    );
  }

  access(role: string, method: string, path: string, status: number, ms: number): string {
    return httpLine(this.rt(role), this.r, method, path, status, ms);
  }
}

function exceptionOf(rt: Runtime, kind: FailKind, ms: number): string {
  const java: Record<FailKind, string> = {
    timeout: "java.net.SocketTimeoutException: Read timed out",
    refused: "java.net.ConnectException: Connection refused",
    reset: "java.net.SocketException: Connection reset",
    "5xx": "org.springframework.web.client.HttpServerErrorException$BadGateway: 502 Bad Gateway",
    "503": "org.springframework.web.client.HttpServerErrorException$ServiceUnavailable: 503 Service Unavailable",
  };
  switch (rt) {
    case "java":
      return java[kind];
    case "python":
      return kind === "timeout"
        ? "httpx.ReadTimeout: timed out"
        : kind === "refused"
          ? "httpx.ConnectError: [Errno 111] Connection refused"
          : "httpx.HTTPStatusError: Server error '503 Service Unavailable'";
    case "node":
      return kind === "timeout"
        ? `AxiosError: timeout of ${ms}ms exceeded`
        : kind === "refused"
          ? "Error: connect ECONNREFUSED"
          : "AxiosError: Request failed with status code 503";
    case "dotnet":
      return kind === "timeout"
        ? `System.Threading.Tasks.TaskCanceledException: The request was canceled due to the configured HttpClient.Timeout of ${Math.round(ms / 1000)} seconds elapsing.`
        : "System.Net.Http.HttpRequestException: Response status code does not indicate success: 503 (Service Unavailable).";
    case "ruby":
      return kind === "timeout"
        ? "Faraday::TimeoutError: Net::ReadTimeout with #<TCPSocket:(closed)>"
        : "Faraday::ServerError: the server responded with status 503";
    default:
      return "";
  }
}

function retryLine(rt: Runtime, r: Rng, callee: string, a: number, of: number, kind: FailKind): string {
  const why =
    kind === "timeout"
      ? "timeout"
      : kind === "refused"
        ? "connection refused"
        : kind === "reset"
          ? "connection reset"
          : "5xx";
  switch (rt) {
    case "java":
      return `Retry '${callee}' recorded a failed retry attempt. Number of retry attempts: '${a}'. Waiting for the next attempt.`;
    case "node":
      return `axios-retry: ${callee} attempt ${a}/${of} failed (${why}), retrying in ${a * 200}ms`;
    case "go":
      return `attempt ${a}/${of} to ${callee} failed (${why}), backing off ${a * 250}ms`;
    case "python":
      return `Retrying clients.${callee.replace(/-/g, "_")}.post in ${(a * 0.5).toFixed(1)} seconds as it raised ${kind === "timeout" ? "ReadTimeout" : kind === "refused" ? "ConnectError" : "HTTPStatusError"}.`;
    case "dotnet":
      return `Execution attempt. Source: '${callee}-pipeline//Standard-Retry', Operation Key: '', Result: '${kind === "timeout" ? "The operation didn't complete within the allowed timeout" : r.pick(["503", "502", "500"])}', Handled: 'True', Attempt: '${a - 1}', Execution Time: ${r.int(20, 30000)}ms`;
    case "ruby":
      return `[Faraday::Retry] retrying ${callee} (${a}/${of - 1}) after ${kind === "timeout" ? "Faraday::TimeoutError" : "Faraday::ServerError"}`;
    case "cpp":
      return `retrying rpc to ${callee} (attempt ${a}), last status ${kind === "timeout" ? "DEADLINE_EXCEEDED" : "UNAVAILABLE"}`;
  }
}

function breakerOpened(rt: Runtime, callee: string): string {
  switch (rt) {
    case "java":
      return `CircuitBreaker '${callee}' changed state from CLOSED to OPEN`;
    case "dotnet":
      return `Circuit breaker for '${callee}-pipeline' opened for 30s after repeated failures (Polly: Circuit breaker opened)`;
    case "node":
      return `opossum: breaker ${callee} OPEN (failure threshold reached)`;
    case "go":
      return `gobreaker: circuit breaker ${callee} state changed from closed to open`;
    case "python":
      return `pybreaker: circuit ${callee} OPEN after consecutive failures`;
    case "ruby":
      return `Circuitbox: circuit ${callee} has opened`;
    case "cpp":
      return `breaker ${callee} tripped: state=OPEN`;
  }
}

function breakerRejected(rt: Runtime, callee: string): string {
  switch (rt) {
    case "java":
      return `CallNotPermittedException: CircuitBreaker '${callee}' is OPEN and does not permit further calls`;
    case "dotnet":
      return `Polly.CircuitBreaker.BrokenCircuitException: The circuit is now open and is not allowing calls. (${callee})`;
    case "node":
      return `upstream ${callee} rejected: Breaker is open`;
    case "go":
      return `call ${callee} failed: circuit breaker is open`;
    case "python":
      return `${callee} call rejected: CircuitBreakerError: Timeout not elapsed yet, circuit breaker still open`;
    case "ruby":
      return `${callee} request skipped: Circuitbox::OpenCircuitError`;
    case "cpp":
      return `rpc to ${callee} short-circuited: breaker OPEN`;
  }
}

/** Skews clocks, drops what silenced services no longer print, sorts by printed time and renders. */
export function finish(ctx: Ctx, fmt: Format, skewSeed: Rng): { text: string; lines: number; ext: string } {
  const skew = new Map<string, number>();
  const hosts = new Map<string, string>();
  for (const s of Object.values(ctx.e.roles)) {
    skew.set(s.name, skewSeed.int(-300, 300));
    hosts.set(s.name, `${s.name}-${skewSeed.hex(9)}-${skewSeed.hex(5)}`);
  }
  const kept = ctx.events.filter((ev) => !ctx.silent(ev.svc, ev.t, ev.level));
  const printed: Printed[] = kept.map((ev) => ({
    t: ev.t + (skew.get(ev.svc) ?? 0),
    svc: ev.svc,
    level: ev.level,
    msg: ev.msg,
    stack: ev.stack,
    trace: ev.trace,
    host: hosts.get(ev.svc) ?? ev.svc,
  }));
  printed.sort((a, b) => a.t - b.t);
  const pad = Math.max(...Object.values(ctx.e.roles).map((s) => s.name.length + 2)) + 1;
  const out: string[] = [];
  for (const p of printed) out.push(...render(fmt, p, ctx.e.namespace, pad));
  return { text: `${out.join("\n")}\n`, lines: out.length, ext: EXT[fmt] };
}
