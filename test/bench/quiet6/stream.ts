// One scenario's stream: the estate's background traffic (requests through the edge, health checks, periodic jobs,
// the noisy service, deprecation warnings, retries that succeed) plus whatever the quiet kind or incident adds,
// with per-service clock skew applied and everything sorted by printed time.
import type { Estate, Route } from "./estates.js";
import type { Entry, Level } from "./formats.js";
import type { Rng } from "./rng.js";

export interface Req {
  t: number;
  route: Route;
  path: string;
  trace: string;
  ip: string;
  ua?: string;
}
type Opts = { stack?: string[]; trace?: string };

const UAS = [
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Safari/537.36",
  "okhttp/4.12.0",
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15",
  "Dalvik/2.1.0 (Linux; U; Android 14; Pixel 8 Build/AP2A.240605.024)",
];

export class Scene {
  private raw: Array<Entry & { seq: number }> = [];
  readonly skew: Record<string, number> = {};
  /** Request hooks: the first that returns true has written the request itself. */
  alters: Array<(r: Req) => boolean> = [];
  /** Mean gap between edge requests, ms. */
  gap = 400;
  /** Windows in which a service is not running: its background lines (probes, jobs, warnings) are not written. */
  private downs: Array<[string, number, number]> = [];

  constructor(
    readonly rng: Rng,
    readonly e: Estate,
    readonly start: number,
    readonly end: number,
  ) {
    for (const s of this.svcs()) this.skew[s] = s === e.edge ? 0 : rng.int(-280, 280);
  }

  svcs(): string[] {
    return Object.keys(this.e.runtimes);
  }
  rt(svc: string) {
    return this.e.runtimes[svc];
  }

  /** Logs at true time t (the printed time gets the service's skew). */
  emit(svc: string, t: number, level: Level, msg: string, o: Opts = {}): void {
    if (t < this.start || t > this.end) return;
    this.raw.push({ t: Math.round(t + (this.skew[svc] ?? 0)), svc, level, msg, ...o, seq: this.raw.length });
  }

  /** Marks svc as not running from a to b (its background stops). */
  down(svc: string, a: number, b: number): void {
    this.downs.push([svc, a, b]);
  }
  private bg(svc: string, t: number, level: Level, msg: string): void {
    if (!this.downs.some(([s, a, b]) => s === svc && t >= a && t < b)) this.emit(svc, t, level, msg);
  }

  /** Every `every` ms (jittered) from `from` to `to`, calls f(t, i). */
  each(from: number, to: number, every: number, f: (t: number, i: number) => void, jitter = 0.2): void {
    let i = 0;
    for (let t = from; t < to; t += every * (1 + this.rng.float(-jitter, jitter))) f(t, i++);
  }

  /** The edge's access line, in its estate's style. */
  access(
    t: number,
    method: string,
    path: string,
    status: number,
    ms: number,
    o: { ip?: string; ua?: string; trace?: string } = {},
  ): void {
    const r = this.rng;
    const ip = o.ip ?? r.fill("{ip}");
    const ua = o.ua ?? r.pick(UAS);
    const bytes = status >= 400 ? r.int(90, 420) : r.int(300, 24000);
    const lvl: Level = status >= 500 ? "error" : status >= 400 && status !== 404 && status !== 401 ? "warn" : "info";
    let msg: string;
    switch (this.e.edgeStyle) {
      case "go":
        msg = `method=${method} path=${path} status=${status} dur=${(ms + r.next()).toFixed(1)}ms bytes=${bytes} remote=${ip}`;
        break;
      case "nginx":
        msg = `${ip} - - "${method} ${path} HTTP/1.1" ${status} ${bytes} "-" "${ua}" rt=${(ms / 1000).toFixed(3)} urt=${status === 499 ? "-" : ((ms - 1) / 1000).toFixed(3)}`;
        break;
      case "envoy":
        msg = `"${method} ${path} HTTP/1.1" ${status} ${status >= 500 ? "UF" : "-"} 0 ${bytes} ${Math.round(ms)} ${Math.max(0, Math.round(ms) - 2)} "${ip}" "${ua}" "${r.hex(8)}-${r.hex(4)}-${r.hex(4)}-${r.hex(4)}-${r.hex(12)}" "api.${this.e.ns}.example" "${r.fill("{pod}")}:8080"`;
        break;
      default:
        msg = `${method} ${path} ${status} ${(ms + r.next()).toFixed(3)} ms - ${bytes}`;
    }
    this.emit(this.e.edge, t, lvl, msg, { trace: o.trace });
  }

  /** A request as it normally goes: each hop logs, then the edge. */
  normal(q: Req): void {
    let t = q.t;
    for (const h of q.route.hops) {
      t += this.rng.int(3, 60);
      this.emit(h.svc, t, "info", this.rng.fill(h.tpl), { trace: q.trace });
    }
    const ms = t - q.t + this.rng.int(4, 40);
    const st = q.route.method === "POST" && this.rng.chance(0.5) ? 201 : 200;
    this.access(q.t + ms, q.route.method, q.path, st, ms, { ip: q.ip, ua: q.ua, trace: q.trace });
  }

  private background(): void {
    const r = this.rng;
    const e = this.e;
    // requests
    for (let t = this.start + r.gap(this.gap); t < this.end; t += r.gap(this.gap)) {
      const route = r.pick(e.routes);
      const q: Req = { t, route, path: r.fill(route.path), trace: r.hex(12), ip: r.fill("{ip}") };
      if (this.alters.some((a) => a(q))) continue;
      if (r.chance(0.012)) {
        this.access(t + 3, route.method, q.path.replace(/\d+/, "0"), 404, r.int(2, 9), { ip: q.ip, trace: q.trace });
        continue;
      }
      this.normal(q);
    }
    // health checks
    for (const s of this.svcs()) {
      const rt = this.rt(s);
      this.each(
        this.start + r.int(0, 10000),
        this.end,
        15000,
        (t) => {
          if (rt === "go")
            this.bg(s, t, "debug", `GET /healthz 200 ${r.float(0.1, 0.9).toFixed(2)}ms ua=kube-probe/1.29`);
          else if (rt === "node") this.bg(s, t, "info", `GET /health 200 ${r.float(0.4, 2.5).toFixed(3)} ms - 15`);
          else if (rt === "python")
            this.bg(
              s,
              t,
              "info",
              `10.${r.int(40, 43)}.${r.int(0, 31)}.1 - - "GET /healthz HTTP/1.1" 200 2 "-" "kube-probe/1.29"`,
            );
          else if (r.chance(0.5)) this.bg(s, t, "debug", `o.s.web.servlet.DispatcherServlet : Completed 200 OK`);
        },
        0.02,
      );
    }
    // jobs, noisy, deprecations, successful retries
    for (const j of e.jobs)
      this.each(this.start + r.int(0, j.everyS * 1000), this.end, j.everyS * 1000, (t) =>
        this.bg(j.svc, t, j.level ?? "info", r.fill(j.tpl)),
      );
    this.each(
      this.start + r.int(0, 5000),
      this.end,
      e.noisy.everyS * 1000,
      (t) => this.bg(e.noisy.svc, t, e.noisy.level, r.fill(e.noisy.tpl)),
      0.6,
    );
    this.each(this.start + r.int(0, 60000), this.end, 80000, (t) => this.bg(e.dep.svc, t, "warn", e.dep.tpl), 0.5);
    this.each(this.start + r.int(20000, 120000), this.end, 150000, (t) => this.retryOk(t), 0.5);
  }

  /** One transient failure followed by success on the retry, in the service's runtime's words. */
  retryOk(t: number): void {
    const r = this.rng;
    const v = this.e.vendor;
    const rt = this.rt(v.svc);
    const delay = r.pick([200, 400, 500, 1000]);
    const first =
      rt === "node"
        ? `request to https://${v.host}/v1/messages failed, reason: socket hang up; retrying in ${delay}ms (attempt 1 of 3)`
        : rt === "python"
          ? `Retrying (Retry(total=2, connect=None, read=None, redirect=None, status=None)) after connection broken by 'RemoteDisconnected('Remote end closed connection without response')': /v1/messages`
          : rt === "java"
            ? `I/O error on POST request for "https://${v.host}/v1/charges": Connection reset; retrying (attempt 1/3) in ${delay} ms`
            : `POST https://${v.host}/v1/submit: read: connection reset by peer; retry 1/3 in ${delay}ms`;
    this.emit(v.svc, t, "warn", first);
    this.emit(
      v.svc,
      t + delay + r.int(40, 300),
      "info",
      `${v.what} call to ${v.host} succeeded on attempt 2 (${r.int(60, 400)}ms)`,
    );
  }

  /** Background, then sorted by printed time (ties keep emission order). */
  finish(): Entry[] {
    this.background();
    return this.raw.sort((a, b) => a.t - b.t || a.seq - b.seq).map(({ seq: _s, ...x }) => x);
  }
}
