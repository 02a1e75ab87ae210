// Four made-up pet-care companies (roles -> services and runtimes) and the everyday traffic every window carries.
import type { Rng } from "./rng.js";
import { every, type Level, type Stream } from "./stream.js";
import { access, deprecation, type Runtime, type Svc } from "./styles.js";

export type Role =
  | "edge"
  | "booking"
  | "inventory"
  | "vax"
  | "payments"
  | "notify"
  | "webcam"
  | "care"
  | "groom"
  | "profiles";
export const ROLES: Role[] = [
  "edge",
  "booking",
  "inventory",
  "vax",
  "payments",
  "notify",
  "webcam",
  "care",
  "groom",
  "profiles",
];

export interface Estate {
  key: string;
  company: string;
  namespace: string;
  traced: boolean;
  svcs: Record<Role, Svc>;
  noisy: { role: Role; level: Level; every: number; msg: (r: Rng) => string };
}

const S = (name: string, rt: Runtime, port: number, pkg: string): Svc => ({ name, rt, port, pkg });

export const ESTATES: Estate[] = [
  {
    key: "wagtail",
    company: "Wagtail Lodge",
    namespace: "wagtail-prod",
    traced: true,
    svcs: {
      edge: S("wl-gateway", "node", 3000, "gateway"),
      booking: S("stay-booking", "java", 8080, "com.wagtail.stay"),
      inventory: S("kennel-inventory", "go", 8080, "github.com/wagtail/kennel-inventory/internal"),
      vax: S("vax-verify", "python", 8000, "vaxverify"),
      payments: S("deposits-api", "java", 8080, "com.wagtail.deposits"),
      notify: S("text-reminders", "python", 8000, "reminders"),
      webcam: S("pupcam-relay", "go", 8443, "github.com/wagtail/pupcam-relay/pkg"),
      care: S("care-schedule", "dotnet", 8080, "Wagtail.CareSchedule"),
      groom: S("groom-calendar", "ruby", 3000, "groom"),
      profiles: S("pet-profiles", "node", 3000, "profiles"),
    },
    noisy: {
      role: "profiles",
      level: "error",
      every: 6500,
      msg: (r) =>
        `thumbnail: cannot read EXIF orientation of upload ${r.hex(10)}.jpg (Invalid IFD0 offset), storing unrotated`,
    },
  },
  {
    key: "happytails",
    company: "Happy Tails Daycare",
    namespace: "htd",
    traced: false,
    svcs: {
      edge: S("htd-web", "ruby", 3000, "web"),
      booking: S("daycare-reservations", "ruby", 3000, "reservations"),
      inventory: S("capacity-svc", "go", 8080, "gitlab.com/happytails/capacity/internal"),
      vax: S("immunization-check", "python", 8000, "immunization"),
      payments: S("billing-svc", "dotnet", 8080, "HappyTails.Billing"),
      notify: S("owner-notify", "node", 3000, "notify"),
      webcam: S("yard-cams", "cpp", 9000, "yardcam"),
      care: S("meds-feeding", "python", 8000, "medsfeeding"),
      groom: S("salon-book", "node", 3000, "salon"),
      profiles: S("pet-records", "java", 8080, "com.happytails.records"),
    },
    noisy: {
      role: "care",
      level: "error",
      every: 9000,
      msg: (r) =>
        `feeding plan for pet ${r.pick(["HT-", "HT-"])}${r.digits(5)} references discontinued food SKU ${r.pick(["PPL-LB-30", "HIL-SD-17", "RC-MINI-8"])}; using house kibble portion`,
    },
  },
  {
    key: "suds",
    company: "Suds & Scissors Grooming",
    namespace: "suds-prod",
    traced: true,
    svcs: {
      edge: S("sns-bff", "node", 4000, "bff"),
      booking: S("appt-service", "dotnet", 8080, "Suds.Appointments"),
      inventory: S("table-slots", "go", 8080, "github.com/suds/table-slots/internal"),
      vax: S("vet-records", "python", 8000, "vetrecords"),
      payments: S("noshow-fees", "ruby", 3000, "fees"),
      notify: S("sms-gateway", "go", 8080, "github.com/suds/sms-gateway/internal"),
      webcam: S("tubcam", "cpp", 8554, "tubcam"),
      care: S("pet-care-notes", "java", 8080, "com.suds.carenotes"),
      groom: S("stylist-calendar", "java", 8080, "com.suds.calendar"),
      profiles: S("clients-pets", "python", 8000, "clientspets"),
    },
    noisy: {
      role: "webcam",
      level: "error",
      every: 7500,
      msg: (r) =>
        `RTSP DESCRIBE rtsp://cam-${r.pick(["lobby-03", "lobby-03", "dryer-1"])}.salon.local:554/stream1 failed: 401 Unauthorized, retrying in 30s`,
    },
  },
  {
    key: "barkley",
    company: "Barkley Stays",
    namespace: "barkley",
    traced: false,
    svcs: {
      edge: S("barkley-api", "go", 8080, "barkley.dev/api/internal"),
      booking: S("boarding-core", "java", 8080, "dev.barkley.boarding"),
      inventory: S("suites-avail", "java", 8080, "dev.barkley.suites"),
      vax: S("shots-validator", "node", 3000, "shots"),
      payments: S("payments-bridge", "go", 8080, "barkley.dev/payments/internal"),
      notify: S("reminder-worker", "ruby", 3000, "reminders"),
      webcam: S("cam-streamer", "go", 8080, "barkley.dev/camstreamer/internal"),
      care: S("feeding-meds", "dotnet", 8080, "Barkley.FeedingMeds"),
      groom: S("grooming-desk", "python", 8000, "groomdesk"),
      profiles: S("petfile", "dotnet", 8080, "Barkley.Petfile"),
    },
    noisy: {
      role: "notify",
      level: "warn",
      every: 5200,
      msg: (r) =>
        `carrier lookup for +44 7${r.digits(3)} ***${r.digits(3)} failed (Lookup v2: 20404 resource not found); sending from shared long code`,
    },
  },
];

export const PETS = [
  "Biscuit",
  "Luna",
  "Milo",
  "Pepper",
  "Waffles",
  "Juniper",
  "Tank",
  "Noodle",
  "Olive",
  "Ziggy",
  "Moose",
  "Clementine",
  "Bear",
  "Pickles",
  "Rosie",
  "Gus",
  "Hazel",
  "Otis",
  "Mochi",
  "Winston",
  "Maple",
  "Koda",
  "Pretzel",
  "Sadie",
];
export const BREEDS = [
  "goldendoodle",
  "labrador",
  "french bulldog",
  "border collie",
  "dachshund",
  "great dane",
  "shih tzu",
  "beagle",
  "maine coon",
  "cavalier",
  "husky",
  "mixed breed",
];
export const GROOMERS = ["Marisol", "Dev", "Keiko", "Alina", "Tobias", "Rhea", "Jonah", "Priya"];
export const ROOMS = [
  "play-yard-1",
  "play-yard-2",
  "small-dog-den",
  "suite-wing-a",
  "suite-wing-b",
  "cattery",
  "splash-pad",
];

export interface Ctx {
  e: Estate;
  r: Rng;
  s: Stream;
  start: number;
  end: number;
  roles: Role[];
  day: string;
}

export const svcOf = (c: Ctx, role: Role): Svc => c.e.svcs[role];
export const has = (c: Ctx, role: Role) => c.roles.includes(role);
export const traceId = (c: Ctx) => (c.e.traced ? c.r.hex(16) : undefined);
export const petId = (c: Ctx) => `${c.e.key === "happytails" ? "HT-" : "P-"}${c.r.digits(5)}`;
export const rsv = (c: Ctx) => `RSV-${c.r.digits(6)}`;
export const phone = (c: Ctx) => `+1***${c.r.digits(4)}`;
export const plusDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86400000).toISOString().slice(0, 10);

/** One step of a request flow: role, level, message, delay after the previous step. */
export type Step = [Role, Level, string, number];

export function flow(c: Ctx, t: number, steps: Step[], extra: { trace?: string } = {}): number {
  const tr = extra.trace ?? traceId(c);
  const flowRoles = steps.map((s) => s[0]);
  // the edge access line is written when the response goes out, after the calls behind it
  const [head, ...rest] = steps[0][0] === "edge" ? [steps[0], ...steps.slice(1)] : [undefined, ...steps];
  let tt = t;
  for (const [role, level, msg, dt] of rest) {
    tt += dt;
    if (!has(c, role)) continue;
    c.s.add(tt, svcOf(c, role).name, level, msg, { trace: tr, flow: flowRoles });
  }
  if (head) {
    tt += c.r.int(3, 40);
    c.s.add(tt, svcOf(c, "edge").name, head[1], head[2], { trace: tr, flow: flowRoles });
  }
  return tt;
}

/** Everyday traffic: request flows, health checks, periodic jobs, deprecation warnings and the noisy service. */
export function baseline(c: Ctx, flowsPerSec: number): void {
  const { r, e } = c;
  const acc = (role: Role, m: string, p: string, st: number, ms: number) => access(svcOf(c, role), r, m, p, st, ms);
  const kinds: [number, (t: number) => void][] = [
    [
      3,
      (t) => {
        const pet = r.pick(PETS);
        const id = rsv(c);
        const from = plusDays(c.day, r.int(1, 40));
        const nights = r.int(1, 9);
        const runs = r.pick(["K-", "RUN-", "S-"]) + r.int(1, 64);
        flow(c, t, [
          ["edge", "info", acc("edge", "POST", "/v1/reservations", 201, r.int(120, 480)), 0],
          [
            "booking",
            "info",
            `reservation ${id} created: ${pet} (${r.pick(BREEDS)}), ${nights} night(s) from ${from}`,
            r.int(-90, -20),
          ],
          [
            "inventory",
            "info",
            `hold placed unit=${runs} size=${r.pick(["S", "M", "L", "XL"])} from=${from} nights=${nights} remaining=${r.int(2, 40)}`,
            r.int(5, 30),
          ],
          [
            "payments",
            "info",
            `deposit authorized for ${id}: ${r.pick(["25.00", "50.00", "75.00", "100.00"])} USD (pi_${r.hex(24)})`,
            r.int(40, 220),
          ],
        ]);
      },
    ],
    [
      3,
      (t) => {
        const pid = petId(c);
        flow(c, t, [
          ["edge", "info", acc("edge", "POST", `/v1/checkins`, 200, r.int(90, 400)), 0],
          ["booking", "info", `check-in started for ${rsv(c)} pet=${pid}`, r.int(-80, -10)],
          [
            "vax",
            "info",
            `vaccination check ${pid}: rabies ok (exp ${plusDays(c.day, r.int(30, 900))}), DHPP ok, bordetella ok`,
            r.int(10, 60),
          ],
          ["profiles", "info", acc("profiles", "GET", `/pets/${pid}`, 200, r.int(4, 40)), r.int(5, 20)],
          [
            "care",
            "info",
            `care plan loaded for ${pid}: ${r.int(1, 3)} meal(s)/day, ${r.pick(["no meds", "1 medication", "2 medications"])}`,
            r.int(5, 30),
          ],
        ]);
      },
    ],
    [
      2,
      (t) => {
        const g = r.pick(GROOMERS);
        flow(c, t, [
          [
            "edge",
            "info",
            acc("edge", "GET", `/v1/grooming/availability?date=${plusDays(c.day, r.int(0, 14))}`, 200, r.int(60, 300)),
            0,
          ],
          [
            "groom",
            "info",
            `availability computed for ${r.int(3, 8)} groomers (${r.int(4, 40)} open slots)`,
            r.int(-60, -10),
          ],
          [
            "inventory",
            "info",
            `table/tub slots read for ${plusDays(c.day, r.int(0, 14))}: ${r.int(0, 12)} free`,
            r.int(3, 15),
          ],
        ]);
        if (r.chance(0.5))
          flow(c, t + r.int(3000, 20000), [
            ["edge", "info", acc("edge", "POST", "/v1/grooming/appointments", 201, r.int(90, 350)), 0],
            [
              "groom",
              "info",
              `appointment APT-${r.digits(6)} booked with ${g} ${r.pick(["09:00", "10:30", "13:00", "14:30"])} (${r.pick(["full groom", "bath & brush", "nail trim", "de-shed"])})`,
              r.int(-60, -10),
            ],
            ["notify", "info", `queued confirmation SMS to ${phone(c)} template=grooming_confirmed`, r.int(20, 90)],
          ]);
      },
    ],
    [
      3,
      (t) => {
        const room = r.pick(ROOMS);
        flow(c, t, [
          ["edge", "info", acc("edge", "GET", `/v1/webcams/${room}/token`, 200, r.int(20, 120)), 0],
          ["webcam", "info", `viewer token issued room=${room} ttl=300s viewers=${r.int(1, 40)}`, r.int(-30, -5)],
        ]);
      },
    ],
    [
      3,
      (t) => {
        const pid = petId(c);
        flow(c, t, [
          ["edge", "info", acc("edge", "GET", `/v1/pets/${pid}`, 200, r.int(20, 150)), 0],
          ["profiles", "info", acc("profiles", "GET", `/pets/${pid}`, 200, r.int(3, 60)), r.int(-40, -5)],
        ]);
      },
    ],
  ];
  const total = kinds.reduce((s, k) => s + k[0], 0);
  every(
    c.start,
    c.end,
    1000 / flowsPerSec,
    0.9,
    () => r.next(),
    (t) => {
      let x = r.next() * total;
      for (const [w, f] of kinds) {
        x -= w;
        if (x < 0) {
          f(t);
          break;
        }
      }
    },
  );

  // health checks (some services log them, as many do)
  const hc: [Role, string][] = [
    ["booking", "/actuator/health"],
    ["inventory", "/healthz"],
    ["payments", "/health/ready"],
    ["care", "/healthz"],
  ];
  for (const [role, p] of hc) {
    if (!has(c, role) || !r.chance(0.75)) continue;
    every(
      c.start,
      c.end,
      10000,
      0.05,
      () => r.next(),
      (t) => {
        c.s.add(t, svcOf(c, role).name, "info", access(svcOf(c, role), r, "GET", p, 200, r.int(1, 6)));
      },
    );
  }
  // periodic jobs
  if (has(c, "notify"))
    every(
      c.start,
      c.end,
      60000,
      0.02,
      () => r.next(),
      (t) => {
        const n = r.int(4, 40);
        c.s.add(
          t,
          svcOf(c, "notify").name,
          "info",
          `reminder batch: ${n} due, ${n} queued (window ${r.pick(["24h", "2h", "24h"])})`,
        );
        for (let i = 0; i < Math.min(n, 6); i++)
          c.s.add(
            t + 200 + i * r.int(80, 300),
            svcOf(c, "notify").name,
            "info",
            `sent SM${r.hex(32)} to ${phone(c)} template=${r.pick(["checkin_tomorrow", "pickup_reminder", "vaccine_due", "grooming_tomorrow"])} status=queued`,
          );
      },
    );
  if (has(c, "care"))
    every(
      c.start,
      c.end,
      45000,
      0.3,
      () => r.next(),
      (t) => {
        c.s.add(
          t,
          svcOf(c, "care").name,
          "info",
          r.chance(0.5)
            ? `feeding round logged: ${r.int(8, 60)} pets in ${r.pick(ROOMS)} by staff #${r.int(10, 99)}`
            : `medication dose recorded ${petId(c)} ${r.pick(["Apoquel 16mg", "Rimadyl 75mg", "gabapentin 100mg", "insulin 4U", "Proin 50mg"])} (due ${r.pick(["07:00", "08:00", "12:00", "18:00"])}, given +${r.int(0, 14)}m)`,
        );
      },
    );
  if (has(c, "webcam"))
    every(
      c.start,
      c.end,
      30000,
      0.1,
      () => r.next(),
      (t) => {
        c.s.add(
          t,
          svcOf(c, "webcam").name,
          "info",
          `streams healthy: ${r.int(9, 14)}/${r.int(14, 14)} cameras, ${r.int(12, 160)} viewers, egress ${r.float(8, 90).toFixed(1)} Mbit/s`,
        );
      },
    );
  if (has(c, "inventory"))
    every(
      c.start,
      c.end,
      120000,
      0.05,
      () => r.next(),
      (t) => {
        c.s.add(
          t,
          svcOf(c, "inventory").name,
          "info",
          `occupancy snapshot: ${r.int(60, 97)}% tonight, ${r.int(40, 99)}% next 7 days`,
        );
      },
    );
  // deprecation warnings
  for (const role of r.shuffle([...c.roles]).slice(0, 2)) {
    every(
      c.start,
      c.end,
      r.int(90000, 240000),
      0.2,
      () => r.next(),
      (t) => {
        c.s.add(t, svcOf(c, role).name, "warn", deprecation(svcOf(c, role), r));
      },
    );
  }
  // the noisy service, from the first minute
  if (has(c, e.noisy.role))
    every(
      c.start + r.int(1000, 20000),
      c.end,
      e.noisy.every,
      0.6,
      () => r.next(),
      (t) => {
        c.s.add(t, svcOf(c, e.noisy.role).name, e.noisy.level, e.noisy.msg(r));
      },
    );
}
