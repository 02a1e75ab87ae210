// Builds one scenario file: picks the services, lays the incident, the noise, a chronic error and nearby
// unrelated changes over the window, fills in background traffic until the file is the planned size, and
// renders it in the planned format.
import { background } from "./background.js";
import { chronicsFor } from "./chronic.js";
import { ESTATES } from "./estates.js";
import { type Format, render } from "./formats.js";
import { incident } from "./incidents/index.js";
import { Ctx } from "./kit.js";
import { configReload, deploy } from "./lifecycle.js";
import { noiseKind } from "./noise/index.js";
import { Rng } from "./rng.js";
import type { Plan, Role, Service } from "./types.js";

const EXT: Record<Format, string> = {
  jsonl: "jsonl",
  datadog: "datadog.jsonl",
  ecs: "ecs.jsonl",
  gcp: "gcp.jsonl",
  logfmt: "logfmt.log",
  compose: "compose.log",
};

export interface Built {
  file: string;
  text: string;
  lines: number;
  incidentStart: string | null;
  note: string;
}

function chooseServices(p: Plan, r: Rng): Map<Role, Service> {
  const est = ESTATES[p.estate];
  const inc = p.incident ? incident(p.incident) : null;
  const need = new Set<Role>(["edge"]);
  if (inc) {
    need.add(inc.origin);
    for (const x of inc.needs) need.add(x);
  }
  if (p.mainNoise) for (const x of noiseKind(p.mainNoise).roles) need.add(x);
  for (const k of p.sideNoise) {
    const roles = noiseKind(k).roles;
    if (need.size + roles.filter((x) => !need.has(x)).length <= 10) for (const x of roles) need.add(x);
  }
  const want = Math.min(est.services.length, Math.max(need.size, r.int(8, 12)));
  const rest = r.shuffle(est.services.filter((s) => !need.has(s.role) && s.role !== "db"));
  const dbMaybe = est.services.find((s) => s.role === "db" && !need.has("db"));
  if (dbMaybe && r.chance(0.5)) rest.unshift(dbMaybe);
  const chosen = est.services.filter((s) => need.has(s.role));
  for (const s of rest) {
    if (chosen.length >= want) break;
    chosen.push(s);
  }
  return new Map(est.services.filter((s) => chosen.includes(s)).map((s) => [s.role, s]));
}

export function buildScenario(p: Plan, seed: number): Built {
  const root = new Rng(seed);
  const est = ESTATES[p.estate];
  const svcs = chooseServices(p, root.fork(1));
  const start = p.startMs;
  const end = start + p.minutes * 60000;
  const skewR = root.fork(2);
  const skew = new Map<string, number>();
  for (const s of svcs.values()) skew.set(s.name, skewR.int(-300, 300));
  const inc = p.incident ? incident(p.incident) : null;
  const planR = root.fork(3);
  const t0 = inc ? Math.round(start + (end - start) * planR.float(0.28, 0.58)) : null;
  const chronics = chronicsFor(p.estate).filter((x) => svcs.has(x.role));
  const chronic = chronics.length && planR.chance(inc ? 0.9 : 0.75) ? planR.pick(chronics) : null;
  const changeRoles = [...svcs.keys()].filter((x) => x !== inc?.origin && x !== "db");
  const change = planR.chance(inc ? 0.75 : 0.4) ? planR.pick(changeRoles) : null;
  const changeAt =
    t0 !== null ? t0 + planR.pick([-1, 1]) * planR.int(25000, 150000) : start + planR.float(0.2, 0.8) * (end - start);
  const changeKind = planR.chance(0.6) ? "deploy" : "reload";

  let note = "";
  const mk = (n: number) => {
    const x = new Ctx(est, svcs, root.fork(n), start, end);
    x.skew = skew;
    return x;
  };
  const attempt = (scale: number) => {
    const c = mk(10);
    if (inc && t0 !== null) {
      inc.run(c, t0);
      note = inc.note(c);
    }
    const kinds = [p.mainNoise, ...p.sideNoise].filter((k): k is string => !!k);
    kinds.forEach((k, i) => {
      const kind = noiseKind(k);
      if (!kind.roles.every((x) => svcs.has(x))) return;
      const nc = mk(20 + i);
      kind.run(nc, k === p.mainNoise);
      c.evs.push(...nc.evs);
      c.mutes.push(...nc.mutes);
    });
    if (!inc) {
      const main = p.mainNoise ? noiseKind(p.mainNoise).label : "routine traffic";
      const sides = p.sideNoise
        .filter((k) => noiseKind(k).roles.every((x) => svcs.has(x)))
        .map((k) => noiseKind(k).label);
      note = `Quiet window at ${est.brand}: ${main}${sides.length ? `, beside ${sides.join("; ")}` : ""}; nothing needs action.`;
    }
    if (chronic) {
      const cc = mk(30);
      chronic.run(cc);
      c.evs.push(...cc.evs);
    }
    if (change) {
      const dc = mk(31);
      if (changeKind === "deploy") deploy(dc, change, changeAt);
      else configReload(dc, change, changeAt);
      c.evs.push(...dc.evs);
      c.mutes.push(...dc.mutes);
    }
    const bc = mk(40);
    bc.mutes.push(...c.mutes);
    bc.impairs.push(...c.impairs);
    background(bc, scale);
    const evs = [...c.evs, ...bc.evs].filter(
      (e) => !(e.bg && c.mutes.some((m) => m.svc === e.svc.name && e.t >= m.from && e.t < m.to)),
    );
    // Sequence numbers keep their order within a context; offset the background's so ties stay stable.
    evs.forEach((e, i) => {
      e.seq = i;
    });
    return render(evs, p.format, est, skew);
  };

  // Background is generated last, so only its volume changes between attempts: fit a line to two sizes.
  const a = attempt(0.2);
  const b = attempt(1);
  const per = Math.max(1, (b.lines - a.lines) / 0.8);
  const base = a.lines - per * 0.2;
  let scale = Math.min(12, Math.max(0.05, (p.targetLines - base) / per));
  let out = attempt(scale);
  for (let k = 0; k < 4 && (out.lines < 1550 || out.lines > 9950); k++) {
    scale *= out.lines < 1550 ? 1.4 : 0.7;
    out = attempt(scale);
  }
  return {
    file: `${p.id}.${EXT[p.format]}`,
    text: out.text,
    lines: out.lines,
    incidentStart: t0 !== null ? new Date(t0).toISOString() : null,
    note,
  };
}
