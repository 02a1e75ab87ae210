// What a scenario's story writes with: lines at seconds relative to the onset, repeating lines, silences and
// thinning of a service's normal traffic, deploy chatter, and how a crashed process is reported per platform.
import type { Rng } from "./rng.js";
import type { Ev, Format, Level } from "./types.js";

const PLATFORM = new Set(["kubelet", "systemd", "kernel"]);

type Text = string | ((r: Rng, i: number) => string);

export class Ctx {
  readonly events: Ev[] = [];
  readonly silenced = new Map<string, number>();
  readonly thinned: Array<{ svc: string; from: number; to: number; keep: number }> = [];
  constructor(
    readonly r: Rng,
    readonly format: Format,
    readonly onset: number,
    readonly start: number,
    readonly end: number,
    /** Traffic factor: how much louder per-request lines are than in a 15 lines/s window. */
    readonly load: number,
    readonly traced: boolean,
  ) {}
  /** Seconds from onset to the end of the window. */
  get after(): number {
    return (this.end - this.onset) / 1000;
  }
  get before(): number {
    return (this.onset - this.start) / 1000;
  }
  private text(t: Text, i: number): string {
    return typeof t === "string" ? t : t(this.r, i);
  }
  /** Request ids on the estate's services; the platform (kubelet, systemd, kernel) never has one. */
  private tid(svc: string): string | undefined {
    return this.traced && !PLATFORM.has(svc) ? this.r.hex(12) : undefined;
  }
  at(sec: number, svc: string, level: Level, msg: Text, stack?: string): void {
    const t = this.onset + sec * 1000;
    if (t < this.start || t > this.end) return;
    this.events.push({ t, svc, level, msg: this.text(msg, 0), stack, trace: this.tid(svc) });
  }
  /** Repeats from..to seconds (to = Infinity: window end) every ~period s, jittered; short periods follow traffic. */
  every(
    svc: string,
    level: Level,
    from: number,
    to: number,
    period: number,
    msg: Text,
    stack?: string | ((r: Rng) => string),
  ): void {
    const p = period < 5 ? period / this.load : period;
    const stop = Math.min(this.end, this.onset + to * 1000);
    let t = this.onset + from * 1000 + this.r.float(0, p * 500);
    let i = 0;
    while (t <= stop) {
      if (t >= this.start) {
        const st = typeof stack === "function" ? stack(this.r) : stack;
        this.events.push({ t, svc, level, msg: this.text(msg, i), stack: st, trace: this.tid(svc) });
      }
      i++;
      t += p * 1000 * this.r.float(0.6, 1.4);
    }
  }
  /** Same as every, but the period shrinks from `period` to `period/grow` across the span (a ramp). */
  ramp(svc: string, level: Level, from: number, to: number, period: number, grow: number, msg: Text): void {
    const stop = Math.min(this.end, this.onset + to * 1000);
    const span = Math.max(1, stop - (this.onset + from * 1000));
    let t = this.onset + from * 1000;
    let i = 0;
    while (t <= stop) {
      if (t >= this.start) this.events.push({ t, svc, level, msg: this.text(msg, i), trace: this.tid(svc) });
      i++;
      const f = (t - (this.onset + from * 1000)) / span;
      const p = (period < 5 ? period / this.load : period) / (1 + (grow - 1) * f);
      t += p * 1000 * this.r.float(0.6, 1.4);
    }
  }
  /** The service's normal traffic stops at `sec` (its process died or hangs). */
  silence(svc: string, sec: number): void {
    this.silenced.set(svc, this.onset + sec * 1000);
  }
  /** Keep only `keep` of the service's normal lines between the two times. */
  thin(svc: string, from: number, keep: number, to = Number.POSITIVE_INFINITY): void {
    this.thinned.push({ svc, from: this.onset + from * 1000, to: this.onset + to * 1000, keep });
  }
  raw(sec: number, svc: string, text: string): void {
    const t = this.onset + sec * 1000;
    if (t < this.start || t > this.end) return;
    this.events.push({ t, svc, level: "info", msg: text, raw: true });
  }
  /** Unrelated release chatter in the service's own runtime words. */
  deploy(
    sec: number,
    svc: string,
    version: string,
    runtime: "java" | "node" | "python" | "go" | "dotnet" | "elixir" | "php",
  ): void {
    const started: Record<string, string> = {
      java: `Started ${camel(svc)}Application in ${this.r.float(6, 19).toFixed(3)} seconds (process running for ${this.r.float(8, 22).toFixed(3)})`,
      node: `server listening on :8080 (version ${version}, node v20.11.1)`,
      python: `Booting worker with pid: ${this.r.int(7, 90)}`,
      go: `starting ${svc} version=${version} go=go1.22.3`,
      dotnet: `Now listening on: http://[::]:8080 (Application started. Hosting environment: Production)`,
      elixir: `Running ${camel(svc)}Web.Endpoint with cowboy 2.10.0 at :::4000 (http)`,
      php: `NOTICE: ready to handle connections (php-fpm 8.2, release ${version})`,
    };
    this.at(sec, svc, "info", `received SIGTERM, draining connections (rolling update to ${version})`);
    this.at(sec + 2.4, svc, "info", started[runtime]);
    this.at(sec + 3.1, svc, "info", `readiness check passed, serving traffic (build ${version})`);
  }
  /**
   * A process killed or exiting, reported by the platform of this format: docker compose prints
   * `svc-1 exited with code N`; logfmt estates run under systemd; the JSON formats run on Kubernetes.
   */
  killed(sec: number, svc: string, code: number, reason: "OOMKilled" | "Error" | "Completed", restartAfter = 0): void {
    if (this.format === "compose") {
      this.raw(sec, svc, `${svc}-1 exited with code ${code}`);
    } else if (this.format === "logfmt") {
      const sig = code === 137 ? "code=killed, status=9/KILL" : `code=exited, status=${code}/FAILURE`;
      this.at(sec, "systemd", "warn", `${svc}.service: Main process exited, ${sig}`);
      this.at(
        sec + 0.01,
        "systemd",
        "warn",
        `${svc}.service: Failed with result '${code === 137 ? "signal" : "exit-code"}'.`,
      );
      if (restartAfter)
        this.at(
          sec + restartAfter,
          "systemd",
          "info",
          `${svc}.service: Scheduled restart job, restart counter is at ${this.r.int(1, 4)}.`,
        );
    } else {
      const pod = `${svc}-${this.r.hex(9).slice(0, 9)}-${this.r.hex(5)}`;
      this.at(sec, "kubelet", "warn", `Container ${svc} in pod ${pod} terminated: reason=${reason} exitCode=${code}`);
      if (restartAfter)
        this.at(sec + restartAfter, "kubelet", "warn", `Back-off restarting failed container ${svc} in pod ${pod}`);
    }
  }
}

export function camel(s: string): string {
  return s
    .split("-")
    .map((p) => p[0].toUpperCase() + p.slice(1))
    .join("");
}
