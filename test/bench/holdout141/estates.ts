// The four made-up music-school businesses: their services, runtimes, edge proxy and id practice.

export type Runtime =
  | "spring"
  | "go"
  | "node"
  | "python"
  | "rails"
  | "sidekiq"
  | "dotnet"
  | "elixir"
  | "php"
  | "envoy"
  | "nginx"
  | "traefik"
  | "haproxy"
  | "postgres";

export type Role =
  | "edge"
  | "web"
  | "auth"
  | "lessons"
  | "rooms"
  | "exams"
  | "hire"
  | "billing"
  | "notify"
  | "worker"
  | "media"
  | "db";

/** trace: W3C trace ids on every service; req: request ids on the web tier only; corr: correlation ids on some. */
export type IdPractice = "trace" | "req" | "corr" | "none";

export interface Service {
  name: string;
  role: Role;
  runtime: Runtime;
  /** Java/.NET/Elixir package or logger root used in messages. */
  pkg: string;
  weight: number;
  ids: boolean;
}

export interface Estate {
  key: string;
  business: string;
  domain: string;
  idPractice: IdPractice;
  services: Service[];
}

const s = (name: string, role: Role, runtime: Runtime, pkg: string, weight: number, ids = true): Service => ({
  name,
  role,
  runtime,
  pkg,
  weight,
  ids,
});

export const ESTATES: Estate[] = [
  {
    key: "crescendo",
    business: "Crescendo Keys Academy (piano lessons and practice-room chain)",
    domain: "crescendokeys.co.uk",
    idPractice: "trace",
    services: [
      s("front-envoy", "edge", "envoy", "envoy", 22),
      s("lesson-portal", "web", "node", "portal", 12),
      s("student-identity", "auth", "spring", "uk.co.crescendo.identity", 7),
      s("lesson-scheduler", "lessons", "spring", "uk.co.crescendo.lessons", 10),
      s("practice-rooms", "rooms", "go", "rooms", 9),
      s("exam-entries", "exams", "spring", "uk.co.crescendo.exams", 6),
      s("instrument-hire", "hire", "node", "hire", 6),
      s("payments-gateway", "billing", "go", "payments", 6),
      s("notify-dispatch", "notify", "node", "notify", 5),
      s("term-batch", "worker", "spring", "uk.co.crescendo.batch", 4),
      s("sheet-library", "media", "go", "sheets", 5),
    ],
  },
  {
    key: "fermata",
    business: "Fermata School of Music (lessons, exam entries, instrument hire)",
    domain: "fermata.school",
    idPractice: "req",
    services: [
      s("nginx_edge", "edge", "nginx", "nginx", 22),
      s("web_portal", "web", "rails", "WebPortal", 14, true),
      s("accounts_api", "auth", "python", "accounts", 6, false),
      s("lesson_planner", "lessons", "python", "planner", 8, false),
      s("room_booking", "rooms", "python", "rooms", 8, false),
      s("exam_board_sync", "exams", "python", "examsync", 5, false),
      s("hire_ledger", "hire", "rails", "HireLedger", 6, false),
      s("payments_api", "billing", "python", "payments", 6, false),
      s("mailer_worker", "notify", "python", "mailer", 5, false),
      s("sidekiq_jobs", "worker", "sidekiq", "WebPortal", 7, false),
      s("postgres_main", "db", "postgres", "postgres", 4, false),
    ],
  },
  {
    key: "keynote",
    business: "Keynote Piano Studios (studio lessons, grade exams, piano rentals)",
    domain: "keynotestudios.com",
    idPractice: "corr",
    services: [
      s("traefik", "edge", "traefik", "traefik", 22),
      s("storefront", "web", "php", "storefront", 13, true),
      s("accounts", "auth", "dotnet", "Keynote.Accounts", 7, false),
      s("timetable", "lessons", "dotnet", "Keynote.Timetable", 10, true),
      s("rooms", "rooms", "elixir", "Rooms", 9, false),
      s("exams", "exams", "dotnet", "Keynote.Exams", 6, false),
      s("rentals", "hire", "php", "rentals", 6, true),
      s("payments", "billing", "elixir", "Payments", 6, true),
      s("notifier", "notify", "elixir", "Notifier", 5, false),
    ],
  },
  {
    key: "metronome",
    business: "Metronome Collective (music teaching co-op, rooms, recitals, instrument hire)",
    domain: "metronome.coop",
    idPractice: "none",
    services: [
      s("haproxy", "edge", "haproxy", "haproxy", 22, false),
      s("studio-web-svc", "web", "node", "studio-web", 13, false),
      s("auth-svc", "auth", "go", "auth", 7, false),
      s("booking-svc", "lessons", "spring", "coop.metronome.booking", 10, false),
      s("rooms-svc", "rooms", "go", "rooms", 8, false),
      s("exams-svc", "exams", "python", "exams", 6, false),
      s("hire-svc", "hire", "spring", "coop.metronome.hire", 6, false),
      s("billing-worker", "billing", "python", "billing", 5, false),
      s("reminder-worker", "notify", "node", "reminders", 5, false),
      s("recital-stream-svc", "media", "go", "recital", 4, false),
    ],
  },
];

export function svcOf(e: Estate, role: Role): Service {
  const f = e.services.find((x) => x.role === role);
  if (!f) throw new Error(`${e.key} has no ${role}`);
  return f;
}
