// Builds one scenario file: window, healthy traffic, benign kinds (and maybe an incident), skew, rendering.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { render } from "./formats.js";
import type { Truth } from "./incidents.js";
import type { Kind } from "./kinds-clients.js";
import type { Rng } from "./rng.js";
import { Scene } from "./scene.js";
import type { Estate, Format } from "./types.js";

export interface Built {
  lines: number;
  services: number;
  truth: Truth | null;
}

const DAY = 86400000;
const BASE = Date.UTC(2026, 6, 1);

export function build(
  r: Rng,
  estate: Estate,
  format: Format,
  day: number,
  kinds: Kind[],
  incident: ((s: Scene) => Truth) | null,
  path: string,
): Built {
  const start = BASE + day * DAY + r.int(0, 22) * 3600000 + r.int(0, 59) * 60000;
  const end = start + r.int(10, 45) * 60000;
  const s = new Scene(r, estate, start, end);
  s.svc("edge");
  s.svc("api");
  for (const k of kinds) k.run(s);
  const truth = incident ? incident(s) : null;
  const wanted = r.int(5, 10);
  for (const extra of r.shuffle(estate.services)) {
    if (s.used.size >= wanted) break;
    s.used.add(extra.name);
  }
  const traffic = estate.services.filter((x) => s.used.has(x.name));
  const total = traffic.reduce((a, x) => a + x.weight, 0);
  const target = Math.round(Math.exp(r.float(Math.log(1200), Math.log(38000))));
  const n = Math.max(target - s.evs.length, 900);
  for (let i = 0; i < n; i++) {
    let w = r.float(0, total);
    let svc = traffic[0];
    for (const x of traffic) {
      w -= x.weight;
      if (w <= 0) {
        svc = x;
        break;
      }
    }
    const t = r.float(start, end);
    s.evs.push({
      t: Math.round(t),
      svc: svc.name,
      level: "info",
      msg: svc.line(r),
      trace: r.chance(0.5) ? r.hex(12) : undefined,
    });
  }
  const skew = new Map<string, number>();
  for (const name of s.used) skew.set(name, r.int(-250, 250));
  const evs = s.evs
    .filter((e) => e.t >= start && e.t <= end)
    .sort((a, b) => a.t - b.t)
    .map((e) => ({ ...e, t: e.t + (skew.get(e.svc) ?? 0) }));
  const replica = new Map<string, number>();
  const host = (svc: string) => {
    if (!replica.has(svc)) replica.set(svc, r.int(0, 3));
    return `${svc}-${replica.get(svc)}`;
  };
  const lines = render(evs, format, estate.namespace, host);
  writeFileSync(path, `${lines.join("\n")}\n`);
  return { lines: lines.length, services: new Set(evs.map((e) => e.svc)).size, truth };
}

export const fileFor = (dir: string, id: string, ext: string) => join(dir, `${id}.${ext}`);
