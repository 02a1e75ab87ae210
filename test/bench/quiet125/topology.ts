// Who calls whom, on which port and path, in every estate (roles, not names).
import type { Rand } from "./rng.js";
import type { Role, Runtime, Svc } from "./types.js";

export const CALLERS: Partial<Record<Role, Role[]>> = {
  sched: ["app", "evv", "portal"],
  plans: ["app", "meds"],
  evv: ["app", "ivr"],
  billing: ["sched"],
  meds: ["app"],
  auth: ["app", "portal"],
  payroll: ["sched"],
  notify: ["meds", "sched"],
  portal: ["edge"],
  app: ["edge"],
};

export function portOf(rt: Runtime): number {
  return rt === "node" || rt === "ruby" ? 3000 : rt === "python" ? 8000 : 8080;
}

export const PATHS: Partial<Record<Role, Array<[string, string]>>> = {
  sched: [
    ["GET", "/internal/visits/upcoming"],
    ["POST", "/internal/visits/status"],
    ["GET", "/internal/caregivers/schedule"],
  ],
  plans: [
    ["GET", "/internal/careplans/current"],
    ["GET", "/internal/careplans/meds"],
  ],
  evv: [["POST", "/internal/punches"]],
  billing: [["POST", "/internal/claim-lines"]],
  meds: [["POST", "/internal/mar"]],
  auth: [["POST", "/oauth2/introspect"]],
  payroll: [["POST", "/internal/mileage/legs"]],
  notify: [["POST", "/internal/messages"]],
  portal: [["GET", "/family/visits"]],
  app: [["GET", "/v2/me/schedule"]],
};

export function pathFor(r: Rand, role: Role): [string, string] {
  return r.pick(PATHS[role] ?? [["GET", "/internal/status"]]);
}

export function podName(r: Rand, s: Svc): string {
  return `${s.name.replace(/_/g, "-")}-${r.hex(9).replace(/^[0-9]/, "7")}-${r.alnum(5)}`;
}
