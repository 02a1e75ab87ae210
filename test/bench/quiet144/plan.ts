// The plan of the 48 windows: which scenario, estate, format, services, start time, length and size each gets.
import { ESTATES } from "./estates.js";
import { INCIDENTS, type IncidentKind } from "./incidents.js";
import { QUIET, type QuietKind } from "./quiet.js";
import type { Rng } from "./rng.js";
import type { Estate, Format, Role, Service } from "./types.js";

export const FORMATS: readonly Format[] = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"];

export interface WindowPlan {
  id: string;
  incident?: IncidentKind;
  quiet?: QuietKind;
  estate: Estate;
  format: Format;
  services: Service[];
  start: number;
  minutes: number;
  targetLines: number;
}

function fits(e: Estate, needs: Role[]): boolean {
  return needs.every((n) => e.services.some((s) => s.role === n));
}

export function planWindows(r: Rng): WindowPlan[] {
  const quietKinds = r.shuffle(QUIET);
  const extra = r.shuffle(QUIET).slice(0, 40 - quietKinds.length);
  const scen: Array<{ incident?: IncidentKind; quiet?: QuietKind }> = [
    ...INCIDENTS.map((incident) => ({ incident })),
    ...[...quietKinds, ...extra].slice(0, 40).map((quiet) => ({ quiet })),
  ];
  // formats: the eight incidents cover all six, then the quiet windows fill each format to eight
  const fOrder = r.shuffle(FORMATS);
  const incFormats = [...fOrder, ...r.shuffle(FORMATS).slice(0, 2)];
  const left = new Map<Format, number>(FORMATS.map((f) => [f, 8]));
  for (const f of incFormats) left.set(f, (left.get(f) ?? 0) - 1);
  const quietFormats = r.shuffle(FORMATS.flatMap((f) => Array<Format>(left.get(f) ?? 0).fill(f)));
  const order = r.shuffle(scen.map((_, i) => i));
  const plans: WindowPlan[] = [];
  let qi = 0;
  order.forEach((si, n) => {
    const sc = scen[si];
    const needs: Role[] = ["proxy", ...(sc.incident?.needs ?? sc.quiet?.needs ?? [])];
    const estate = sc.incident
      ? (ESTATES.find((e) => e.key === sc.incident?.estate) as Estate)
      : r.pick(ESTATES.filter((e) => fits(e, needs)));
    const format = sc.incident ? incFormats[INCIDENTS.indexOf(sc.incident)] : quietFormats[qi++];
    const size = r.int(6, 12);
    const must = estate.services.filter((s) => needs.includes(s.role));
    const rest = r.shuffle(estate.services.filter((s) => !needs.includes(s.role)));
    const services = [...must, ...rest.slice(0, Math.max(0, size - must.length))];
    // at least two routed services so the proxy has traffic to spread
    if (services.filter((s) => s.routes.length > 0).length < 2)
      services.push(...rest.filter((s) => s.routes.length > 0 && !services.includes(s)).slice(0, 2));
    const day = r.int(0, 90);
    const start =
      Date.UTC(2026, 8, 1) +
      day * 86400000 +
      r.int(6, 21) * 3600000 +
      r.int(0, 59) * 60000 +
      r.int(0, 59) * 1000 +
      r.int(0, 999);
    const minutes = sc.incident ? r.int(12, 25) : r.int(6, 25);
    plans.push({
      id: `quiet144-${String(n + 1).padStart(2, "0")}`,
      incident: sc.incident,
      quiet: sc.quiet,
      estate,
      format,
      services: services.slice(0, 12),
      start,
      minutes,
      targetLines: r.int(1700, 8200),
    });
  });
  return plans;
}
