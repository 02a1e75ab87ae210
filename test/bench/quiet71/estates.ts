// The four made-up gym and leisure estates: their services by role, runtimes, request flows and steady background.
import type { Rng } from "./rng.js";
import { type Runtime, stack } from "./stacks.js";
import type { Stream } from "./stream.js";

export type Role =
  | "gw"
  | "members"
  | "billing"
  | "door"
  | "classes"
  | "waitlist"
  | "trainer"
  | "pos"
  | "kit"
  | "notify";

export interface Estate {
  key: string;
  name: string;
  namespace: string;
  traces: boolean;
  currency: string;
  svc: Record<Role, string>;
  rt: Record<Role, Runtime>;
  gates: string[];
  clubs: string[];
}

const mk = (
  key: string,
  name: string,
  traces: boolean,
  currency: string,
  roles: [Role, string, Runtime][],
  gates: string[],
  clubs: string[],
): Estate => ({
  key,
  name,
  namespace: `${key}-prod`,
  traces,
  currency,
  svc: Object.fromEntries(roles.map(([r, s]) => [r, s])) as Record<Role, string>,
  rt: Object.fromEntries(roles.map(([r, , t]) => [r, t])) as Record<Role, Runtime>,
  gates,
  clubs,
});

export const ESTATES: Estate[] = [
  mk(
    "pulsefit",
    "PulseFit Clubs",
    true,
    "GBP",
    [
      ["gw", "member-portal-api", "node"],
      ["members", "membership-core", "java"],
      ["billing", "dd-collections", "java"],
      ["door", "door-access-hub", "go"],
      ["classes", "class-booking", "python"],
      ["waitlist", "waitlist-worker", "python"],
      ["trainer", "pt-calendar", "ruby"],
      ["pos", "frontdesk-pos", "dotnet"],
      ["kit", "kit-telemetry", "go"],
      ["notify", "notify-sender", "node"],
    ],
    ["TS-01", "TS-02", "TS-03", "DDA-GATE", "STAFF-01"],
    ["LDS01", "MAN03", "BRS02", "SHF01"],
  ),
  mk(
    "ironworks",
    "Ironworks Gym Group",
    false,
    "EUR",
    [
      ["gw", "iw-edge", "node"],
      ["members", "members-svc", "python"],
      ["billing", "billing-runner", "ruby"],
      ["door", "gatekeeper", "cpp"],
      ["classes", "timetable-svc", "go"],
      ["waitlist", "queue-promoter", "python"],
      ["trainer", "pt-diary", "node"],
      ["pos", "till-service", "dotnet"],
      ["kit", "machine-feed", "go"],
    ],
    ["turnstile-a", "turnstile-b", "turnstile-c", "side-door"],
    ["ams-west", "utr-centraal", "rtm-zuid"],
  ),
  mk(
    "swimfit",
    "Riverside Leisure Trust",
    false,
    "GBP",
    [
      ["gw", "leisure-web", "dotnet"],
      ["members", "account-svc", "java"],
      ["billing", "bacs-submitter", "java"],
      ["door", "entry-control", "cpp"],
      ["classes", "sessions-api", "java"],
      ["waitlist", "lane-booking", "python"],
      ["trainer", "instructor-rota", "ruby"],
      ["pos", "epos-bridge", "dotnet"],
      ["kit", "cardio-link", "go"],
      ["notify", "sms-relay", "node"],
    ],
    ["POOL-GATE-1", "POOL-GATE-2", "GYM-SPEEDGATE", "WET-CHANGE-EXIT"],
    ["riverside", "millbrook", "northgate"],
  ),
  mk(
    "coreclub",
    "Core Club Studios",
    true,
    "USD",
    [
      ["gw", "app-bff", "node"],
      ["members", "credits-ledger", "java"],
      ["billing", "pay-intents", "ruby"],
      ["door", "access-bridge", "python"],
      ["classes", "studio-sched", "go"],
      ["waitlist", "spot-picker", "go"],
      ["trainer", "coach-roster", "ruby"],
      ["pos", "retail-pos", "node"],
      ["kit", "bike-telemetry", "go"],
      ["notify", "push-gateway", "node"],
    ],
    ["lobby-door", "studio-a", "studio-b"],
    ["soho", "williamsburg", "flatiron", "silverlake"],
  ),
];

const KIT: [string, string][] = [
  ["TM", "treadmill"],
  ["CB", "bike"],
  ["RW", "rower"],
  ["XT", "cross-trainer"],
];

export const services = (e: Estate): string[] => Object.values(e.svc);

export const member = (r: Rng) => `M${r.int(100000, 999999)}`;
export const cls = (r: Rng) => `C-${r.int(20000, 99999)}`;
export const money = (r: Rng, lo: number, hi: number) => (lo + r.next() * (hi - lo)).toFixed(2);

/** One access-log line as the gateway's runtime writes it. */
export function access(r: Rng, rt: Runtime, svc: string, m: string, path: string, st: number, ms: number): string {
  switch (rt) {
    case "node":
      return `${m} ${path} ${st} ${ms.toFixed(3)} ms - ${r.int(90, 9000)}`;
    case "dotnet":
      return `Request finished HTTP/1.1 ${m} http://${svc}${path} - ${st} ${r.int(90, 9000)} application/json ${ms.toFixed(4)}ms`;
    case "java":
      return `Completed ${m} ${path} ${st} in ${Math.round(ms)} ms`;
    case "python":
      return `10.42.${r.int(0, 9)}.${r.int(2, 250)}:${r.int(30000, 60000)} - "${m} ${path} HTTP/1.1" ${st}`;
    case "go":
      return `http request method=${m} path=${path} status=${st} duration=${ms.toFixed(1)}ms`;
    case "ruby":
      return `Completed ${st} ${st < 400 ? "OK" : st < 500 ? "Unprocessable Entity" : "Internal Server Error"} in ${Math.round(ms)}ms (Views: 0.${r.int(1, 9)}ms | ActiveRecord: ${r.int(1, 40)}.${r.int(0, 9)}ms)`;
    case "cpp":
      return `${m} ${path} -> ${st} (${Math.round(ms)} ms)`;
  }
}

export interface Hop {
  role: Role;
  msg: (r: Rng) => string;
}
export interface Flow {
  name: string;
  weight: number;
  entry: Role;
  method: string;
  path: (r: Rng) => string;
  hops: Hop[];
}

export function flows(e: Estate): Flow[] {
  const cur = e.currency === "GBP" ? "£" : e.currency === "EUR" ? "€" : "$";
  return [
    {
      name: "profile",
      weight: 3,
      entry: "gw",
      method: "GET",
      path: () => "/v2/members/me",
      hops: [
        {
          role: "members",
          msg: (r) =>
            `member ${member(r)} loaded status=ACTIVE plan=${r.pick(["OFFPEAK", "ANYTIME", "STUDENT", "CORPORATE", "FAMILY"])} home=${r.pick(e.clubs)}`,
        },
      ],
    },
    {
      name: "timetable",
      weight: 4,
      entry: "gw",
      method: "GET",
      path: (r) => `/v2/clubs/${r.pick(e.clubs)}/classes?date=today`,
      hops: [
        {
          role: "classes",
          msg: (r) => `timetable served ${r.int(8, 31)} classes (cache ${r.pick(["hit", "hit", "miss"])})`,
        },
      ],
    },
    {
      name: "book",
      weight: 3,
      entry: "gw",
      method: "POST",
      path: () => "/v2/bookings",
      hops: [
        { role: "members", msg: (r) => `entitlement ok member=${member(r)} credits_left=${r.int(0, 12)}` },
        {
          role: "classes",
          msg: (r) =>
            `booking B${r.int(1000000, 9999999)} confirmed class=${cls(r)} ${r.pick(["HIIT", "Spin", "Yoga Flow", "Body Pump", "Pilates", "Aqua Fit", "Boxfit"])} spot ${r.int(3, 24)}/${r.pick([24, 30, 18, 40])}`,
        },
        { role: "notify", msg: (r) => `push queued template=booking_confirmed device=${r.pick(["ios", "android"])}` },
      ],
    },
    {
      name: "entry",
      weight: 5,
      entry: "door",
      method: "POST",
      path: () => "/access/verify",
      hops: [{ role: "members", msg: (r) => `access check ${member(r)} -> ALLOW (plan window ok)` }],
    },
    {
      name: "sale",
      weight: 2,
      entry: "pos",
      method: "POST",
      path: () => "/api/sales",
      hops: [
        {
          role: "billing",
          msg: (r) => `card payment captured ${cur}${money(r, 1.5, 45)} ref=${r.hex(10)} terminal=FD-${r.int(1, 4)}`,
        },
      ],
    },
    {
      name: "pt",
      weight: 1,
      entry: "gw",
      method: "POST",
      path: () => "/v2/pt/sessions",
      hops: [
        {
          role: "trainer",
          msg: (r) =>
            `session booked trainer=T-${r.int(10, 88)} member=${member(r)} slot=${r.int(6, 20)}:${r.pick(["00", "30"])}`,
        },
      ],
    },
    {
      name: "mandate",
      weight: 1,
      entry: "gw",
      method: "POST",
      path: () => "/v2/memberships/join",
      hops: [
        {
          role: "members",
          msg: (r) =>
            `membership created ${member(r)} plan=${r.pick(["ANYTIME", "OFFPEAK"])} promo=${r.pick(["NONE", "JOINFREE", "SPRING"])}`,
        },
        {
          role: "billing",
          msg: (r) => `mandate MD-${r.int(100000, 999999)} lodged, first collection ${cur}${money(r, 19, 59)}`,
        },
      ],
    },
  ];
}

/** Steady background every file carries: health checks, machine samples, periodic jobs, a deprecation warning. */
export function background(s: Stream, e: Estate): void {
  const r = s.rng;
  for (const role of ["gw", "members", "classes", "billing"] as Role[]) {
    const rt = e.rt[role];
    s.tick(r.pick([10000, 15000, 30000]), (t) =>
      s.emit(t, e.svc[role], "INFO", access(r, rt, e.svc[role], "GET", "/healthz", 200, 0.4 + r.next() * 3)),
    );
  }
  s.every(2500, (t) =>
    s.emit(
      t,
      e.svc.kit,
      "INFO",
      (() => {
        const [k, kind] = r.pick(KIT);
        return `ingested ${r.int(12, 64)} samples from ${k}-${r.int(1, 40)} (${kind}) fw=${r.pick(["4.2.1", "4.2.3", "5.0.0"])}`;
      })(),
    ),
  );
  s.tick(60000, (t) => {
    s.emit(
      t,
      e.svc.members,
      "INFO",
      `visits sync: exported ${r.int(20, 600)} check-ins to warehouse in ${r.int(200, 1900)}ms`,
    );
  });
  s.tick(30000, (t) =>
    s.emit(
      t,
      e.svc.waitlist,
      "INFO",
      `waitlist sweep: ${r.int(0, 6)} promoted, ${r.int(0, 40)} still waiting, ${r.int(20, 90)} classes scanned`,
    ),
  );
  s.tick(45000, (t) =>
    s.emit(t, e.svc.trainer, "INFO", `calendar sync done trainers=${r.int(12, 40)} events_changed=${r.int(0, 9)}`),
  );
  s.tick(20000, (t) =>
    s.emit(t, e.svc.door, "DEBUG", `controller heartbeat ok ${e.gates.length}/${e.gates.length} online`),
  );
  if (e.svc.notify)
    s.tick(40000, (t) => s.emit(t, e.svc.notify, "INFO", `send queue drained sent=${r.int(3, 120)} pending=0`));
  const rt = e.rt.members;
  s.every(70000, (t) => {
    const [cls, msg, frames] = BAD_INPUT[rt];
    s.emit(t, e.svc.members, "WARN", `profile update rejected for ${member(r)} (400)`, {
      stack: stack(r, rt, cls, msg, frames),
    });
  });
  s.every(50000, (t) => {
    s.emit(t, e.svc.billing, "WARN", `webhook to CRM failed (HTTP ${r.pick([502, 503, 504])}), retry 1/5 in 2s`);
    s.emit(t + 2100, e.svc.billing, "INFO", "webhook to CRM delivered on retry 1");
  });
  s.every(40000, (t) =>
    s.emit(
      t,
      e.svc.gw,
      "WARN",
      `deprecated endpoint GET /v1/classes called by app ${r.pick(["4.8.2", "4.9.0", "5.0.1"])} (${r.pick(["ios", "android"])}); removal scheduled for 2027-01`,
    ),
  );
  s.every(9000, (t) =>
    s.emit(
      t,
      e.svc.pos,
      "INFO",
      r.pick([
        `member ${member(r)} checked in at front desk (manual lookup)`,
        `sale completed ${r.int(1, 3)} items tender=${r.pick(["CARD", "CARD", "CASH", "ACCOUNT"])}`,
        `till FD-${r.int(1, 4)} idle lock`,
      ]),
    ),
  );
}

const BAD_INPUT: Record<Runtime, [string, string, [string, string][]]> = {
  java: [
    "jakarta.validation.ConstraintViolationException",
    'updateProfile.postcode: must match "^[A-Z]{1,2}[0-9][A-Z0-9]? ?[0-9][A-Z]{2}$"',
    [
      ["org.hibernate.validator.internal.engine.ValidatorImpl.validateParameters", "ValidatorImpl.java"],
      [
        "org.springframework.validation.beanvalidation.MethodValidationInterceptor.invoke",
        "MethodValidationInterceptor.java",
      ],
      ["com.members.api.ProfileController.update", "ProfileController.java"],
    ],
  ],
  python: [
    "pydantic_core._pydantic_core.ValidationError",
    "1 validation error for ProfileUpdate\ndate_of_birth\n  Input should be a valid date [type=date_type, input_value='31/02/1990', input_type=str]",
    [
      ["validate_python", "/usr/local/lib/python3.12/site-packages/pydantic/main.py"],
      ["update_profile", "/app/members/api/routes.py"],
    ],
  ],
  node: [
    "ValidationError",
    '"postcode" is not allowed to be empty',
    [
      ["Object.validate", "/app/node_modules/joi/lib/validator.js"],
      ["updateProfile", "/app/dist/routes/profile.js"],
    ],
  ],
  dotnet: [
    "System.FormatException",
    "String '31/02/1990' was not recognized as a valid DateTime.",
    [
      [
        "System.DateTime.Parse(String s, IFormatProvider provider)",
        "/_/src/libraries/System.Private.CoreLib/src/System/DateTime.cs",
      ],
      ["Members.Api.ProfileController.Update(ProfileDto dto)", "/src/Members.Api/ProfileController.cs"],
    ],
  ],
  ruby: [
    "ActiveRecord::RecordInvalid",
    "Validation failed: Postcode is invalid",
    [
      ["validate!", "/usr/local/bundle/gems/activerecord-7.1.3/lib/active_record/validations.rb"],
      ["update", "/app/app/controllers/profiles_controller.rb"],
    ],
  ],
  go: ["", "", []],
  cpp: ["", "", []],
};

/** The one noisy service of each estate: a constant harmless complaint from the first minute. */
export function noisy(s: Stream, e: Estate): string {
  const r = s.rng;
  const v = ["kit", "members", "door", "trainer"][ESTATES.indexOf(e)] as Role;
  const svc = e.svc[v];
  const text: Record<string, () => string> = {
    kit: () =>
      `unknown payload type 0x${r.pick(["3f", "41", "7e"])} from ${r.pick(["XT", "RW"])}-${r.int(1, 40)} (fw 3.9.x), frame dropped`,
    members: () => `home club missing for legacy member ${member(r)} (imported 2019), defaulting to ${e.clubs[0]}`,
    door: () => `reader ${r.pick(e.gates)}: unreadable credential (CRC mismatch), request ignored`,
    trainer: () => `ical export skipped for trainer T-${r.int(10, 88)}: invalid RRULE in recurring block`,
  };
  s.every(r.pick([3000, 4500, 6000]), (t) => s.emit(t, svc, "ERROR", text[v]()));
  return svc;
}
