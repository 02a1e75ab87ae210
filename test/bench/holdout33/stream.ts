// One aggregated stream: events at true times, a per-service clock skew, sorted by printed time, rendered in one
// format. Kubernetes components print a klog header and the kernel a dmesg uptime, as journald forwards them.
import { type Format, type Level, type Rec, render } from "./formats.js";
import type { Rng } from "./rng.js";

export interface Ev {
  t: number;
  svc: string;
  level: Level;
  msg: string;
  stack?: string[];
  trace?: string;
}

const KLOG = new Set(["kubelet", "kube-apiserver", "kube-scheduler", "kube-controller-manager", "cluster-autoscaler"]);
const KLOG_PID: Record<string, number> = {
  kubelet: 2291,
  "kube-apiserver": 1,
  "kube-scheduler": 1,
  "kube-controller-manager": 1,
  "cluster-autoscaler": 1,
};

export class Stream {
  readonly evs: Ev[] = [];
  /** Share of background requests that still succeed at time t (scenarios lower it during an outage). */
  healthy: (t: number) => number = () => 1;
  /** Services whose health endpoint fails from the given time on (no "200" health lines after it). */
  readonly healthDown = new Map<string, number>();
  constructor(
    readonly rng: Rng,
    readonly start: number,
    readonly end: number,
  ) {}

  emit(t: number, svc: string, level: Level, msg: string, o: { stack?: string[]; trace?: string } = {}): void {
    if (t < this.start || t >= this.end) return;
    const [head, ...rest] = msg.split("\n");
    const stack = [...rest, ...(o.stack ?? [])];
    this.evs.push({ t: Math.round(t), svc, level, msg: head, stack: stack.length ? stack : undefined, trace: o.trace });
  }

  /** Emits fn(i, t) every `period` ms (with jitter) from `from` to `to`; fn may return null to skip. */
  every(
    from: number,
    to: number,
    period: number,
    svc: string,
    level: Level,
    fn: (i: number, t: number) => string | null,
    jitter = 0.35,
  ): void {
    let i = 0;
    for (let t = from + this.rng.next() * period * jitter; t < Math.min(to, this.end); i++) {
      const m = fn(i, t);
      if (m !== null) this.emit(t, svc, level, m);
      t += period * (1 - jitter + 2 * jitter * this.rng.next());
    }
  }

  trace(): string {
    return this.rng.hex(12);
  }

  render(format: Format, ns: string, skew: Map<string, number>, nodes: Map<string, number>): string[] {
    const recs: Rec[] = this.evs.map((e) => ({
      printed: e.t + (skew.get(e.svc) ?? 0),
      svc: e.svc,
      level: e.level,
      msg: decorate(e, e.t + (skew.get(e.svc) ?? 0), this.start),
      stack: e.stack,
      trace: e.trace,
      node: nodes.get(e.svc) ?? 0,
    }));
    recs.sort((a, b) => a.printed - b.printed);
    const width = Math.max(...recs.map((r) => r.svc.length + 2), 10) + 1;
    return recs.flatMap((r) => render(format, r, ns, width));
  }
}

function decorate(e: Ev, printed: number, start: number): string {
  if (KLOG.has(e.svc)) {
    const d = new Date(printed);
    const p = (n: number, w = 2) => String(n).padStart(w, "0");
    const sev = e.level === "error" || e.level === "fatal" ? "E" : e.level === "warn" ? "W" : "I";
    const us = p(d.getUTCMilliseconds(), 3) + p((printed * 7) % 1000, 3);
    const head = `${sev}${p(d.getUTCMonth() + 1)}${p(d.getUTCDate())} ${p(d.getUTCHours())}:${p(d.getUTCMinutes())}:${p(d.getUTCSeconds())}.${us}`;
    return `${head} ${String(KLOG_PID[e.svc] ?? 1).padStart(7)} ${e.msg}`;
  }
  if (e.svc === "kernel") {
    const up = 1_812_337 + (printed - start) / 1000;
    return `[${up.toFixed(6).padStart(14)}] ${e.msg}`;
  }
  return e.msg;
}
