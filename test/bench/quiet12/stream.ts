// One window of an estate: the events of every service (true time), the ordinary background any such estate
// logs, and the single stream they become (per-service clock skew, sorted by printed time, rendered).

import type { App, Estate } from "./estates.js";
import { services } from "./estates.js";
import { type Format, type Level, type Printed, render } from "./formats.js";
import type { Rng } from "./rng.js";
import { access, idp, sshd, waf } from "./voices.js";

export interface Ev {
  t: number;
  svc: string;
  level: Level;
  msg: string;
  stack?: string[];
  trace?: string;
}

export class Ctx {
  events: Ev[] = [];
  constructor(
    public r: Rng,
    public e: Estate,
    public start: number,
    public end: number,
    /** Where the episode (quiet or incident) begins, after the baseline. */
    public at: number,
  ) {}
  add(t: number, svc: string, level: Level, msg: string, stack?: string[], trace?: string): void {
    if (t < this.start || t >= this.end) return;
    this.events.push({ t: Math.round(t), svc, level, msg, stack, trace });
  }
  /** Calls fn every `step` ms (with up to `jitter` ms of jitter) from `from` to `to`. */
  every(from: number, to: number, step: number, jitter: number, fn: (t: number, i: number) => void): void {
    let i = 0;
    for (let t = from; t < to; t += step) fn(t + this.r.int(0, jitter), i++);
  }
  /** Replaces `#` with digits and `@` with a short hex id. */
  fill(s: string): string {
    return s
      .replace(/#/g, () => String(this.r.int(1, 9)) + String(this.r.int(0, 999)))
      .replace(/@/g, () => this.r.hex(8));
  }
  app(name?: string): App {
    return name ? (this.e.apps.find((a) => a.name === name) ?? this.e.apps[0]) : this.r.pick(this.e.apps);
  }
}

/** Ordinary traffic, logins, probes, jobs, the noisy service, deprecations and retries that succeed. */
export function background(c: Ctx, reqPerSec: number): void {
  const { r, e } = c;
  const dur = c.end - c.start;
  const n = Math.round((reqPerSec * dur) / 1000);
  for (let i = 0; i < n; i++) {
    const t = c.start + r.next() * dur;
    const a = r.pick(e.apps);
    const path = c.fill(r.pick(a.paths));
    const status = r.chance(0.03) ? 304 : r.chance(0.015) ? 404 : r.chance(0.1) ? 201 : 200;
    const method = status === 201 ? "POST" : "GET";
    const ms = r.int(6, 240);
    const trace = r.hex(12);
    access(c, t + ms, { method, path, status, ms, upstream: a.name, trace });
    c.add(t + 2, a.name, "info", `${method} ${path} ${status} ${ms - 2}ms`, undefined, trace);
    if (r.chance(0.35)) c.add(t + r.int(3, ms), a.name, "info", c.fill(r.pick(a.work)), undefined, trace);
    if (r.chance(0.2))
      c.add(t + 1, e.web, "info", `session ok sid=${r.hex(10)} user=user${r.int(1000, 99999)} -> ${a.name}`);
  }
  // Logins and tokens, with the usual trickle of mistyped passwords.
  const logins = Math.round((reqPerSec * dur) / 9000);
  for (let i = 0; i < logins; i++) {
    const t = c.start + r.next() * dur;
    const user = `user${r.int(1000, 99999)}`;
    const ip = r.ip();
    if (r.chance(0.06)) idp(c, t - 4000, "LOGIN_ERROR", { user, ip, error: "invalid_user_credentials" });
    idp(c, t, r.chance(0.4) ? "REFRESH_TOKEN" : "LOGIN", { user, ip });
    if (r.chance(0.5)) idp(c, t + 40, "CODE_TO_TOKEN", { user, ip });
  }
  // Probes, and the jobs every estate runs.
  for (const s of [e.web, ...e.apps.map((a) => a.name)])
    c.every(c.start + r.int(0, 9000), c.end, 10000, 40, (t) =>
      c.add(t, s, "info", `GET /healthz 200 ${r.int(0, 3)}ms kube-probe/1.29`),
    );
  c.every(c.start + r.int(0, 59000), c.end, 60000, 500, (t) => {
    c.add(
      t,
      e.certmgr,
      "info",
      `cert-manager/certificates-trigger: Not re-issuing certificate as certificate is not yet due for renewal key=${e.ns}/${r.pick(["edge-tls", "api-tls", "idp-tls", "wildcard-tls"])}`,
    );
    c.add(
      t + 300,
      e.bastion,
      "info",
      "CRON[" + r.int(3000, 60000) + "]: pam_unix(cron:session): session opened for user root(uid=0) by (uid=0)",
    );
    c.add(t + 900, e.web, "info", `session sweeper: removed ${r.int(20, 400)} expired sessions in ${r.int(3, 40)}ms`);
  });
  c.every(c.start + r.int(0, 120000), c.end, 240000, 5000, (t) => {
    c.add(t, e.vault, "info", "[INFO]  agent.auth.handler: renewed auth token");
    c.add(
      t + 40,
      e.vault,
      "info",
      `[INFO]  agent: (runner) rendered "/vault/templates/db.ctmpl" => "/vault/secrets/db.env"`,
    );
  });
  // The bastion is on the internet: some pre-auth noise always, and the odd engineer logging in.
  c.every(c.start, c.end, 25000, 20000, (t) =>
    sshd(c, t, `Connection closed by ${r.ip()} port ${r.int(30000, 65000)} [preauth]`),
  );
  c.every(c.start + r.int(0, 60000), c.end, 180000, 60000, (t) => {
    const ip = r.privIp();
    const port = r.int(40000, 65000);
    sshd(c, t, `Accepted publickey for deploy from ${ip} port ${port} ssh2: ED25519 SHA256:${r.hex(20)}`);
    sshd(c, t + 20, "pam_unix(sshd:session): session opened for user deploy(uid=1001) by (uid=0)");
    sshd(c, t + r.int(20000, 90000), `Received disconnect from ${ip} port ${port}:11: disconnected by user`);
  });
  // The WAF's everyday paranoia-level-1 warnings.
  c.every(c.start + r.int(0, 30000), c.end, 30000, 25000, (t) => {
    const ip = r.ip();
    waf(c, t, {
      ip,
      uri: "/",
      id: "920350",
      msg: "Host header is a numeric IP address",
      data: ip,
      file: "REQUEST-920-PROTOCOL-ENFORCEMENT.conf",
      block: false,
    });
  });
  // The noisy service, from the first minute at a constant rate.
  c.every(c.start + r.int(0, 3000), c.end, e.noisy.every * 1000, 1500, (t) =>
    c.add(t, e.noisy.svc, e.noisy.level, c.fill(r.pick(e.noisy.msgs))),
  );
  for (const d of e.deprecations) {
    c.add(c.start + r.int(5000, 60000), d.svc, "warn", d.msg);
    if (r.chance(0.5)) c.add(c.start + r.int(120000, dur), d.svc, "warn", d.msg);
  }
  // Retries that succeed.
  for (let i = r.int(2, 4); i > 0; i--) {
    const a = r.pick(e.apps);
    const t = c.start + r.next() * dur;
    const url = r.pick([
      "https://api.sendgrid.com/v3/mail/send",
      "https://hooks.slack.com/services/T0/B0/x",
      "https://events.pagerduty.com/v2/enqueue",
      "https://s3.eu-west-1.amazonaws.com/exports",
    ]);
    c.add(t, a.name, "warn", `POST ${url} failed: read ECONNRESET; retry 1/3 in 250ms`);
    c.add(t + r.int(260, 900), a.name, "info", `POST ${url} succeeded after 1 retry`);
  }
}

/** Sorts by printed time (true time plus each service's skew) and renders in the format. */
export function stream(c: Ctx, fmt: Format): string[] {
  const skew = new Map<string, number>();
  const nodes = new Map<string, number>();
  for (const s of services(c.e)) {
    skew.set(s, c.r.int(-300, 300));
    nodes.set(s, c.r.int(0, 3));
  }
  const printed: Printed[] = c.events.map((ev) => ({
    ts: ev.t + (skew.get(ev.svc) ?? 0),
    svc: ev.svc,
    level: ev.level,
    msg: ev.msg,
    stack: ev.stack,
    trace: ev.trace,
    node: nodes.get(ev.svc) ?? 0,
  }));
  printed.sort((a, b) => a.ts - b.ts);
  const pad = Math.max(...services(c.e).map((s) => s.length)) + 3;
  return printed.flatMap((p) => render(fmt, p, c.e.ns, pad));
}
