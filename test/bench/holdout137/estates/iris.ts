// Iris & Co: an optician and hearing-care chain in Ireland and the UK. Patient portal, appointment book,
// vision-plan eligibility with insurers (270/271 through a clearinghouse), claims (837), clinical chart,
// hearing-aid fittings, contact-lens replenishment subscriptions, pricing, imaging, auth and notifications.
// Every request carries an x-request-id.
import type { Rng } from "../rng.js";
import type { Estate, Flow, Hop } from "../types.js";

export const IC = {
  portal: "ic-portal",
  appts: "ic-appointments",
  elig: "ic-eligibility",
  claims: "ic-claims",
  chart: "ic-patient-chart",
  hearing: "ic-hearing-fit",
  lenses: "ic-cl-replenish",
  notify: "ic-notify",
  pricing: "ic-pricing",
  imaging: "ic-imaging-gw",
  auth: "ic-auth",
} as const;

export const icClinic = (r: Rng): string =>
  `IC-${r.pick(["DUB", "DUB", "CRK", "GAL", "BFS", "LIM", "MAN"])}-${String(r.int(1, 24)).padStart(2, "0")}`;
export const icPatient = (r: Rng): string => `pt_${r.alnum(10)}`;
export const icMember = (r: Rng): string => `${r.pick(["VSN", "LHI", "IRH", "AVX"])}${r.digits(9)}`;
export const icPayer = (r: Rng): string => r.pick(["P00321", "P00871", "P01145", "P00409"]);
export const icPlan = (r: Rng): string =>
  r.pick(["VIS-GOLD", "VIS-SILVER", "VIS-ESSENTIAL", "CORP-OPTICAL-2", "HSF-PLUS"]);
const ms = (r: Rng, lo: number, hi: number): number => r.int(lo, hi);

const portalBooking: Flow = {
  weight: 12,
  make(r) {
    const clinic = icClinic(r);
    const apt = `APT-${r.digits(7)}`;
    const member = icMember(r);
    const e = ms(r, 180, 900);
    const total = e + ms(r, 40, 160);
    const type = r.pick(["EYE_EXAM", "EYE_EXAM", "CL_CHECK", "HEARING_TEST", "HEARING_FITTING", "KIDS_EXAM"]);
    const hops: Hop[] = [
      {
        svc: IC.elig,
        at: e - 5,
        msg: `Eligibility 271 member=${member} payer=${icPayer(r)} plan=${icPlan(r)} status=Active copay=${r.pick(["0.00", "10.00", "15.00", "25.00"])} (clearinghouse ${e - 30} ms)`,
      },
      {
        svc: IC.appts,
        at: total - 20,
        msg: `Booked ${apt} type=${type} clinic=${clinic} practitioner=OPT-${r.int(100, 260)}`,
      },
      { svc: IC.portal, at: total, msg: `POST /api/appointments 201 ${total}ms` },
    ];
    if (r.chance(0.7))
      hops.push({ svc: IC.notify, at: total + ms(r, 10, 200), msg: `queued sms template=appt_confirm ref=${apt}` });
    return hops;
  },
};

const eligibility: Flow = {
  weight: 10,
  make(r) {
    const member = icMember(r);
    const e = ms(r, 150, 1100);
    if (r.chance(0.12))
      return [
        {
          svc: IC.elig,
          at: e,
          msg: `Eligibility 271 member=${member} payer=${icPayer(r)} status=Inactive reason=${r.pick(["frame benefit used 2025-11-02, next eligible 2026-11-02", "coverage terminated 2026-03-31", "member not found (AAA*N**75)"])}`,
        },
        { svc: IC.portal, at: e + 12, msg: `GET /api/benefits/${member} 200 ${e + 12}ms` },
      ];
    return [
      {
        svc: IC.elig,
        at: e,
        msg: `Eligibility 271 member=${member} payer=${icPayer(r)} plan=${icPlan(r)} status=Active frames_allowance=${r.pick(["100.00", "150.00", "175.00", "200.00"])} lens_allowance=covered (clearinghouse ${e - 20} ms)`,
      },
      { svc: IC.portal, at: e + 10, msg: `GET /api/benefits/${member} 200 ${e + 10}ms` },
    ];
  },
};

const chartView: Flow = {
  weight: 9,
  make(r) {
    const p = icPatient(r);
    const t = ms(r, 20, 140);
    return [
      {
        svc: IC.chart,
        at: t - 4,
        msg: `chart loaded patient=${p} encounters=${r.int(1, 22)} refractions=${r.int(1, 9)} clinic=${icClinic(r)} (${t - 6} ms)`,
      },
      { svc: IC.portal, at: t, msg: `GET /api/chart/${p} 200 ${t}ms` },
    ];
  },
};

const claim: Flow = {
  weight: 5,
  make(r) {
    const c = `CLM-${r.digits(8)}`;
    const lines = r.int(1, 4);
    return [
      {
        svc: IC.claims,
        at: 0,
        msg: `Claim ${c} built: ${lines} service lines (${r.shuffle(["92014", "92015", "V2020", "V2103", "V2781", "92310"]).slice(0, lines).join(", ")}) total=${r.float(40, 620).toFixed(2)} payer=${icPayer(r)}`,
      },
      { svc: IC.claims, at: ms(r, 5, 40), msg: `Claim ${c} queued for 837P batch` },
    ];
  },
};

const pricing: Flow = {
  weight: 8,
  make(r) {
    const t = ms(r, 8, 60);
    const quote = `Q-${r.alnum(8).toUpperCase()}`;
    return [
      {
        svc: IC.pricing,
        at: t - 2,
        msg: `Quote ${quote} frame=${r.pick(["IC-ORLA-51", "IC-ROWAN-49", "RB2140-50", "IC-KIDS-FINN"])} lenses=${r.pick(["SV-1.6-AR", "PAL-premium", "PAL-standard", "SV-1.5-blue"])} plan=${icPlan(r)} member_pays=${r.float(0, 320).toFixed(2)} EUR`,
      },
      { svc: IC.portal, at: t, msg: `POST /api/quotes 200 ${t}ms` },
    ];
  },
};

const hearing: Flow = {
  weight: 4,
  make(r) {
    const t = ms(r, 30, 240);
    const id = `FT-${r.int(10000, 99999)}`;
    return [
      { svc: IC.hearing, at: 0, msg: `Started GET "/fittings/${id}" for 10.30.${r.int(0, 3)}.${r.int(2, 250)}` },
      { svc: IC.hearing, at: 1, msg: "Processing by FittingsController#show as JSON" },
      {
        svc: IC.hearing,
        at: t,
        msg: `Completed 200 OK in ${t}ms (Views: ${(t * 0.1).toFixed(1)}ms | ActiveRecord: ${(t * 0.3).toFixed(1)}ms | Allocations: ${r.int(4000, 30000)})`,
      },
    ];
  },
};

const lenses: Flow = {
  weight: 5,
  make(r) {
    const sub = `SUB-${r.digits(6)}`;
    if (r.chance(0.08))
      return [
        {
          svc: IC.lenses,
          at: 0,
          level: "warn",
          msg: `Replenishment ${sub} payment declined (${r.pick(["card_declined/insufficient_funds", "expired_card", "card_declined/do_not_honor"])}); dunning step ${r.int(1, 3)} scheduled`,
        },
      ];
    return [
      {
        svc: IC.lenses,
        at: 0,
        msg: `Replenishment ${sub} shipped: ${r.pick(["90x daily", "6x monthly toric", "30x daily multifocal", "12x fortnightly"])} BC ${r.pick(["8.4", "8.5", "8.6", "8.7"])} PWR ${(r.int(-36, 16) * 0.25).toFixed(2)} (charged ${r.float(24, 140).toFixed(2)} EUR)`,
      },
    ];
  },
};

const imaging: Flow = {
  weight: 4,
  make(r) {
    const p = icPatient(r);
    return [
      {
        svc: IC.imaging,
        at: 0,
        msg: `stored ${r.pick(["fundus", "oct", "topography"])} image patient=${p} bytes=${r.int(800000, 48000000)} key=clinical/${p}/${r.hex(12)}.dcm`,
      },
    ];
  },
};

const auth: Flow = {
  weight: 9,
  make(r) {
    const u = `${r.pick(["aoife", "sean", "niamh", "ciaran", "grainne", "liam", "emma", "jack"])}${r.int(1, 99)}@${r.pick(["gmail.com", "eircom.net", "outlook.ie", "icloud.com"])}`;
    const roll = r.next();
    if (roll < 0.08)
      return [
        {
          svc: IC.auth,
          at: 0,
          level: "warn",
          msg: `login failed user=${u} reason=bad_password attempts=${r.int(1, 4)}`,
        },
      ];
    if (roll < 0.14)
      return [{ svc: IC.auth, at: 0, msg: `refresh rejected: token expired sub=${icPatient(r)} client=ic-portal` }];
    return [
      {
        svc: IC.auth,
        at: 0,
        msg: `token issued sub=${icPatient(r)} client=ic-portal scope="patient profile" ttl=900s`,
      },
    ];
  },
};

export const iris: Estate = {
  key: "iris",
  title: "Iris & Co opticians and hearing care",
  namespace: "irisco",
  traces: "reqid",
  services: [
    { name: IC.portal, runtime: "node" },
    { name: IC.appts, runtime: "java" },
    { name: IC.elig, runtime: "dotnet" },
    { name: IC.claims, runtime: "dotnet" },
    { name: IC.chart, runtime: "java" },
    { name: IC.hearing, runtime: "ruby" },
    { name: IC.lenses, runtime: "ruby" },
    { name: IC.notify, runtime: "go" },
    { name: IC.pricing, runtime: "java" },
    { name: IC.imaging, runtime: "go" },
    { name: IC.auth, runtime: "go" },
  ],
  flows: [portalBooking, eligibility, chartView, claim, pricing, hearing, lenses, imaging, auth],
  ticks: [
    {
      svc: IC.claims,
      every: 300,
      make: (r) => ["info", `837P batch window: ${r.int(20, 70)} claims pending, next cut 15:00`],
    },
    {
      svc: IC.lenses,
      every: 60,
      make: (r) => ["info", `Sidekiq-Cron: enqueued ReplenishmentSweepJob (${r.int(4, 25)} due)`],
    },
    {
      svc: IC.notify,
      every: 30,
      make: (r) => ["info", `outbox drained sent=${r.int(0, 14)} failed=0 pending=${r.int(0, 3)}`],
    },
    { svc: IC.auth, every: 600, make: () => ["info", "jwks: active kid=ic-2026-04, next rotation 2026-07-01"] },
  ],
  probes: [
    { svc: IC.portal, every: 10, make: (r) => ["debug", `GET /healthz 200 ${r.int(0, 1)}ms kube-probe/1.29`] },
    { svc: IC.auth, every: 10, make: () => ["debug", "GET /readyz 200"] },
  ],
  chronic: [
    {
      svc: IC.portal,
      every: 11,
      make: (r) => [
        "error",
        `CSP violation: blocked-uri=${r.pick(["https://connect.facebook.net/en_US/fbevents.js", "inline", "https://www.googletagmanager.com/gtm.js"])} violated-directive=script-src-elem document-uri=https://www.irisandco.ie/book`,
      ],
    },
    {
      svc: IC.hearing,
      every: 40,
      make: () => [
        "error",
        "Audiometer AM-DUB-02 sync failed: device offline since 2026-05-11 08:12 (last heartbeat 3d ago)",
      ],
    },
    {
      svc: IC.notify,
      every: 28,
      make: (r) => ["error", `sms to +3538${r.digits(8)} failed: 21610 Attempt to send to unsubscribed recipient`],
    },
    {
      svc: IC.pricing,
      every: 55,
      make: () => ["error", "FX rate GBP/EUR stale (age 26h 4m); using last published rate 1.1682"],
    },
  ],
  sporadic: [
    {
      svc: IC.chart,
      perMin: 0.1,
      make: () => [
        "warn",
        "spring.jpa.open-in-view is enabled by default. Therefore, database queries may be performed during view rendering. Explicitly configure spring.jpa.open-in-view to disable this warning",
      ],
    },
    {
      svc: IC.elig,
      perMin: 0.4,
      make: (r) => [
        "warn",
        `Clearinghouse returned 502 for 270 request, retry 1 of 3 in ${r.int(200, 400)} ms; succeeded on retry`,
      ],
    },
    {
      svc: IC.claims,
      perMin: 0.5,
      make: (r) => [
        "warn",
        `277CA rejection for CLM-${r.digits(8)} from ${icPayer(r)}: ${r.pick(["A7:562 Entity's National Provider Identifier (NPI)", "A3:21 Missing or invalid information", "A7:164 Entity's contract/member number"])}`,
      ],
    },
    {
      svc: IC.auth,
      perMin: 0.3,
      make: (r) => ["warn", `account locked for 15m after 5 failed logins user=${r.alnum(6).toLowerCase()}@gmail.com`],
    },
    {
      svc: IC.appts,
      perMin: 0.6,
      make: (r) => [
        "info",
        `Booking refused: slot ${icClinic(r)}/${r.int(9, 17)}:${r.pick(["00", "20", "40"])} no longer available (409)`,
      ],
    },
    {
      svc: IC.lenses,
      perMin: 0.2,
      make: () => [
        "warn",
        "DEPRECATION WARNING: `ActiveSupport::ProxyObject` is deprecated and will be removed in Rails 8.0. Use `BasicObject` directly instead.",
      ],
    },
  ],
  rollouts: [
    {
      svc: IC.notify,
      lines: (r) => [
        [0, "info", "shutting down: signal terminated"],
        [
          r.int(3000, 7000),
          "info",
          `ic-notify v1.${r.int(30, 39)}.${r.int(0, 9)} (go1.22.3) starting, providers=[sms email push]`,
        ],
        [r.int(7100, 7500), "info", "listening on :8080"],
      ],
    },
    {
      svc: IC.hearing,
      lines: (r) => [
        [0, "info", "- Gracefully stopping, waiting for requests to finish"],
        [r.int(4000, 8000), "info", "Puma starting in cluster mode..."],
        [r.int(8100, 8400), "info", '* Puma version: 6.4.2 (ruby 3.3.1-p55) ("The Eagle of Durango")'],
        [r.int(8500, 9000), "info", "* Listening on http://0.0.0.0:3000"],
      ],
    },
    {
      svc: IC.chart,
      lines: (r) => [
        [0, "info", "Commencing graceful shutdown. Waiting for active requests to complete"],
        [
          r.int(9000, 14000),
          "info",
          `Started ChartApplication in ${r.float(11, 19).toFixed(3)} seconds (process running for ${r.float(12, 20).toFixed(3)})`,
        ],
      ],
    },
    {
      svc: IC.portal,
      lines: (r) => [
        [
          0,
          "info",
          `config reloaded: feature flags ${r.pick(["new-checkout=on", "kids-frames-banner=off", "hearing-online-booking=on"])}`,
        ],
      ],
    },
  ],
};
