// The ordinary life of an estate (traffic, probes, jobs, the noisy service, domain noise, deprecations, retries
// that succeed, a harmless deploy), and the extra harmless blips a quiet window may hold.
import type { Estate } from "./estates.js";
import { hex, int, pick } from "./rng.js";
import type { Stream } from "./stream.js";

export function background(s: Stream, e: Estate, scale: number, deployAt: number): void {
  const { r, start, end } = s;
  for (const svc of e.services) {
    const gap = 60000 / (svc.rate * scale);
    s.every(start, end, gap, (t) => {
      const [lvl, msg] = pick(r, svc.lines)(r);
      s.base(t, svc.name, lvl, msg, { trace: s.trace() });
    });
    if (svc.health) {
      const probe = svc.health;
      s.every(start, end, 10000, (t) => s.base(t, svc.name, "info", probe));
    }
  }
  s.every(start, end, e.noisy.gap, (t) => {
    const [lvl, msg] = e.noisy.line(r);
    s.base(t, e.noisy.svc, lvl, msg);
  });
  for (const d of e.domain) {
    s.every(start, end, d.gap, (t) => {
      const [lvl, msg] = d.line(r);
      s.base(t, d.svc, lvl, msg, { trace: s.trace() });
    });
  }
  for (const j of e.jobs) {
    s.every(start, end, j.every, (t) => {
      const [lvl, msg] = j.line(r);
      s.base(t, j.svc, lvl, msg);
    });
  }
  for (const d of e.deprecations) {
    s.every(start, end, 240000, (t) => s.base(t, d.svc, "warn", d.msg));
  }
  for (const rt of e.retries) {
    s.every(start, end, 70000, (t) => {
      s.base(t, rt.svc, "warn", rt.warn(r));
      s.base(t + int(r, 500, 2500), rt.svc, "info", rt.ok(r));
    });
  }
  const dep = pick(r, e.deploys);
  let t = deployAt;
  for (const [lvl, msg] of dep.lines(r)) {
    s.base(t, dep.svc, lvl, msg);
    t += int(r, 30, 900);
  }
}

/** Harmless things a quiet window holds on top of the background: a short burst that recovers on its own. */
export function quietBlip(s: Stream, e: Estate, kind: number, at: number): string {
  const { r } = s;
  switch (kind % 4) {
    case 0: {
      const svc = e.noisy.svc;
      s.every(at, at + 60000, 700, (t) => {
        const [lvl, msg] = e.noisy.line(r);
        s.base(t, svc, lvl, msg);
      });
      return `${svc} logs a one-minute burst of its usual harmless warnings (the same harmless message, just more of it)`;
    }
    case 1: {
      const d = e.domain[0];
      s.every(at, at + 90000, 2500, (t) => {
        const [lvl, msg] = d.line(r);
        s.base(t, d.svc, lvl, msg);
      });
      return `a wave of ordinary ${d.svc} domain warnings (late cancellations / declines / abandons) after a scheduled batch, nothing broken`;
    }
    case 2: {
      const rt = e.retries[0];
      s.every(at, at + 45000, 3000, (t) => {
        s.base(t, rt.svc, "warn", rt.warn(r));
        s.base(t + int(r, 400, 2000), rt.svc, "info", rt.ok(r));
      });
      return `${rt.svc} retries a flaky upstream call for under a minute and every retry succeeds`;
    }
    default: {
      const dep = e.deploys[1] ?? e.deploys[0];
      let t = at;
      for (let i = 0; i < 2; i++) {
        for (const [lvl, msg] of dep.lines(r)) {
          s.base(t, dep.svc, lvl, msg);
          t += int(r, 30, 600);
        }
        t += int(r, 60000, 180000);
      }
      s.base(at + 2000, dep.svc, "warn", `slow request during warm-up ${hex(r, 6)}: ${int(r, 1200, 2600)}ms`);
      return `${dep.svc} is rolled out / reloaded twice with a single slow warm-up request, traffic stays healthy`;
    }
  }
}
