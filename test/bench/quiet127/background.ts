// Background traffic: each estate's request flows at Poisson rates (scaled by a factor that sets the
// file's size), its periodic jobs, kubelet probes where services log them, and whatever an incident
// has displaced (probes keep answering: the processes stay up).
import type { Ctx } from "./ctx.js";

function probeLine(c: Ctx, svc: string): string {
  const ip = c.podIp();
  switch (c.rt(svc)) {
    case "python":
      return `${ip}:${c.r.int(30000, 60000)} - "GET /healthz HTTP/1.1" 200`;
    case "node":
      return `GET /health 200 ${c.r.float(0.1, 0.9).toFixed(3)} ms - 15`;
    case "go":
      return c.e.key === "nightjar"
        ? `http: GET /readyz 200 from ${ip} (kube-probe/1.29)`
        : `http request method=GET path=/healthz status=200 took=${c.r.int(40, 300)}µs`;
    default:
      return "GET /healthz 200";
  }
}

export function background(c: Ctx, factor: number): void {
  for (const f of c.e.flows) {
    c.spread(f.rate * factor, (t) => {
      if (!c.s.blocked(f.touches, t, c.r)) f.run(c, t);
    });
  }
  for (const j of c.e.jobs) {
    c.every(j.every, (t) => {
      if (!j.id || !c.s.blocked([j.id], t, c.r)) j.run(c, t);
    });
  }
  for (const svc of c.e.probes) {
    c.every(c.e.probeEvery, (t) => {
      c.emit(t, svc, "info", probeLine(c, svc));
    });
  }
}
