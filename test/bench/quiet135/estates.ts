// Four made-up nightlife businesses, each with its own naming, runtimes, proxy and request-id habit:
//   Velvet Lantern (clubs)        kebab-case, Envoy, W3C trace ids on every service
//   Echo Booth (karaoke bars)     snake_case, nginx, x-request-id on the web tier only
//   Neon Pelican (club + lounge)  one-word names, HAProxy, correlation ids on the .NET/JVM services only
//   Midnight Oriole (late bars)   -svc/-worker names, Traefik, no request ids at all
import type { Estate, Framework, Role, RouteTpl, Runtime, Service } from "./types.js";

export function runtimeOf(f: Framework): Runtime {
  switch (f) {
    case "spring":
    case "ktor":
      return "java";
    case "express":
    case "nest":
      return "node";
    case "gohttp":
      return "go";
    case "aspnet":
      return "dotnet";
    case "fastapi":
    case "django":
    case "flask":
    case "celery":
      return "python";
    case "rails":
    case "sidekiq":
      return "ruby";
    case "laravel":
      return "php";
    case "envoy":
    case "nginx":
    case "haproxy":
    case "traefik":
      return "proxy";
    default:
      return "infra";
  }
}

function s(
  name: string,
  framework: Framework,
  roles: Role[],
  ids: Service["ids"],
  pkg: string,
  version: string,
  logsRequests = 0.5,
  logsProbes = false,
): Service {
  return { name, framework, roles, ids, pkg, version, logsRequests, logsProbes };
}

function r(role: Role, method: string, path: string, weight: number, ms: number): RouteTpl {
  return { role, method, path, weight, ms };
}

const velvet: Estate = {
  key: "velvet",
  name: "Velvet Lantern",
  domain: "velvetlantern.example",
  venues: ["shoreditch", "leeds-call-lane", "glasgow-merchant"],
  cur: "£",
  namespace: "vl-prod",
  region: "eu-west-2",
  services: [
    s("door-edge", "envoy", ["edge"], "trace", "envoy", "1.29.4", 1),
    s("guestlist-api", "express", ["guests", "portal"], "trace", "src/guestlist", "3.14.2", 0.35, true),
    s("table-booking", "spring", ["bookings"], "trace", "com.velvetlantern.tables", "5.8.0", 0.3),
    s("age-check", "gohttp", ["door"], "trace", "github.com/velvetlantern/agecheck", "2.4.1", 0.6),
    s("bar-tab", "aspnet", ["tabs"], "trace", "VelvetLantern.BarTab", "7.2.3", 0.4, true),
    s("payments-bridge", "spring", ["pay"], "trace", "com.velvetlantern.payments", "4.11.0", 0.5),
    s("song-library", "fastapi", ["songs", "queue"], "trace", "songlib", "1.22.0", 0.5, true),
    s("licence-reporter", "celery", ["licence", "jobs"], "trace", "licrep", "0.19.3", 0),
    s("notify-worker", "nest", ["notify"], "trace", "src/notify", "2.7.0", 0),
    s("venue-devices", "gohttp", ["devices"], "trace", "github.com/velvetlantern/venuedevices", "1.9.5", 0.05),
    s("pos-sync", "gohttp", ["pos"], "trace", "github.com/velvetlantern/possync", "3.0.2", 0.2),
    s("pgbouncer", "pgbouncer", ["infra"], "none", "pgbouncer", "1.22.1", 0),
  ],
  routes: [
    r("guests", "GET", "/api/v2/events/{n}/guestlist?page={small}", 5, 35),
    r("guests", "POST", "/api/v2/guestlist/{n}/checkin", 4, 30),
    r("guests", "GET", "/api/v2/guestlist/search?name={name}", 3, 45),
    r("portal", "GET", "/api/v2/promoters/{n}/lists", 1, 60),
    r("bookings", "GET", "/api/v2/tables/availability?venue={venue}&date={date}", 4, 80),
    r("bookings", "POST", "/api/v2/tables/holds", 1, 120),
    r("bookings", "GET", "/api/v2/bookings/{id}", 2, 25),
    r("door", "POST", "/api/v2/door/scan", 5, 140),
    r("tabs", "POST", "/api/v2/tabs", 2, 40),
    r("tabs", "POST", "/api/v2/tabs/{n}/items", 6, 25),
    r("tabs", "POST", "/api/v2/tabs/{n}/close", 2, 380),
    r("pay", "POST", "/api/v2/payments/webhooks/tillpoint", 0.5, 20),
    r("songs", "GET", "/api/v2/songs/search?q={q}", 3, 55),
    r("queue", "POST", "/api/v2/rooms/{room}/queue", 2, 70),
    r("devices", "POST", "/api/v2/devices/{hex}/telemetry", 3, 6),
    r("pos", "POST", "/api/v2/pos/batches", 2, 22),
  ],
  agents: [
    "VelvetLantern/6.3.1 (iPhone; iOS 17.5; Scale/3.00)",
    "VelvetLantern/6.3.0 (Android 14; Pixel 7)",
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Safari/537.36",
    "VL-DoorTablet/4.8.2 (Android 12; SM-T505)",
    "SunmiPOS/2.6.1 (V2s; Android 11)",
  ],
};

const echo: Estate = {
  key: "echo",
  name: "Echo Booth",
  domain: "echobooth.example",
  venues: ["camden", "manchester-nq", "bristol-harbourside"],
  cur: "£",
  namespace: "echobooth",
  region: "eu-west-1",
  services: [
    s("nginx_front", "nginx", ["edge"], "request", "nginx", "1.25.5", 1),
    s("booking_web", "rails", ["bookings", "guests", "portal"], "request", "app", "2024.19.3", 0.45, true),
    s("booking_jobs", "sidekiq", ["jobs", "notify"], "none", "app", "2024.19.3", 0),
    s("room_control", "express", ["queue"], "request", "lib/rooms", "8.2.0", 0.4),
    s("song_catalog", "fastapi", ["songs"], "request", "catalog", "3.5.1", 0.5, true),
    s("licence_ledger", "flask", ["licence"], "request", "ledger", "1.12.4", 0.3),
    s("room_tabs", "rails", ["tabs", "pos"], "request", "app", "2024.7.1", 0.4),
    s("card_gateway", "gohttp", ["pay"], "none", "github.com/echobooth/cardgw", "0.31.0", 0.3),
    s("door_check", "flask", ["door"], "request", "doorcheck", "2.0.9", 0.5),
    s("mic_fleet", "gohttp", ["devices"], "none", "github.com/echobooth/micfleet", "1.4.7", 0.02),
    s("loyalty_points", "spring", ["loyalty"], "none", "uk.co.echobooth.loyalty", "2.3.0", 0.2),
  ],
  routes: [
    r("bookings", "GET", "/bookings/availability?venue={venue}&date={date}", 5, 70),
    r("bookings", "POST", "/bookings", 1, 150),
    r("bookings", "GET", "/bookings/{id}", 2, 30),
    r("guests", "POST", "/guest_lists/{n}/entries", 1, 40),
    r("door", "POST", "/door/checks", 3, 120),
    r("tabs", "POST", "/tabs/{n}/line_items", 5, 30),
    r("tabs", "POST", "/tabs/{n}/settle", 2, 420),
    r("songs", "GET", "/catalog/search?q={q}", 6, 50),
    r("songs", "GET", "/catalog/tracks/{n}", 3, 20),
    r("queue", "POST", "/rooms/{room}/queue", 5, 60),
    r("queue", "GET", "/rooms/{room}/now_playing", 3, 10),
    r("pay", "POST", "/card/webhooks", 0.4, 15),
    r("devices", "POST", "/fleet/{hex}/ping", 2, 5),
    r("portal", "GET", "/admin/nights/{date}", 0.5, 90),
  ],
  agents: [
    "EchoBooth/4.12.0 (iPhone; iOS 17.4.1)",
    "EchoBooth/4.11.2 (Android 13; SM-A546B)",
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15",
    "Mozilla/5.0 (Linux; Android 13; SM-A546B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36",
    "RoomPad/3.3.0 (Android 11; Lenovo TB-X606F)",
    "EchoTill/1.9 (Windows 10; Epson TM-m30III)",
  ],
};

const neon: Estate = {
  key: "neon",
  name: "Neon Pelican",
  domain: "neonpelican.example",
  venues: ["brighton", "liverpool-seel-st", "cardiff-womanby"],
  cur: "£",
  namespace: "neon",
  region: "europe-west2",
  services: [
    s("gatekeeper", "haproxy", ["edge"], "none", "haproxy", "2.8.9", 1),
    s("doorman", "aspnet", ["door"], "corr", "NeonPelican.Doorman", "6.4.0", 0.5, true),
    s("roster", "spring", ["guests"], "corr", "com.neonpelican.roster", "4.2.1", 0.3),
    s("tables", "ktor", ["bookings"], "corr", "com.neonpelican.tables", "1.17.0", 0.4),
    s("tabs", "aspnet", ["tabs", "pos"], "corr", "NeonPelican.Tabs", "9.0.2", 0.35),
    s("cashier", "spring", ["pay"], "corr", "com.neonpelican.cashier", "3.9.4", 0.5),
    s("jukebox", "gohttp", ["songs", "queue"], "none", "github.com/neonpelican/jukebox", "2.2.0", 0.4),
    s("royalties", "celery", ["licence", "jobs"], "none", "royalties", "0.8.12", 0),
    s("courier", "nest", ["notify", "loyalty"], "none", "src/courier", "5.0.3", 0),
    s("scanner", "gohttp", ["devices"], "none", "github.com/neonpelican/scanner", "1.1.0", 0.03),
    s("backoffice", "nest", ["portal"], "none", "src/backoffice", "12.4.0", 0.6),
    s("kafka", "kafka", ["infra"], "none", "kafka", "3.7.0", 0),
  ],
  routes: [
    r("guests", "GET", "/v1/lists/{n}/guests?q={name}", 4, 40),
    r("guests", "POST", "/v1/lists/{n}/arrivals", 3, 35),
    r("door", "POST", "/v1/door/verify", 5, 160),
    r("bookings", "GET", "/v1/tables?venue={venue}&night={date}", 3, 60),
    r("bookings", "POST", "/v1/tables/{n}/reservations", 1, 140),
    r("tabs", "POST", "/v1/tabs/{n}/lines", 6, 25),
    r("tabs", "POST", "/v1/tabs/{n}/settle", 2, 400),
    r("songs", "GET", "/v1/jukebox/search?q={q}", 3, 30),
    r("queue", "POST", "/v1/jukebox/rooms/{room}/queue", 2, 40),
    r("devices", "POST", "/v1/scanner/{hex}/events", 2, 5),
    r("portal", "GET", "/v1/backoffice/nights/{date}/summary", 0.6, 150),
    r("pay", "POST", "/v1/cashier/notifications", 0.4, 15),
  ],
  agents: [
    "NeonPelican/2.40.0 (com.neonpelican.app; build:4012; iOS 17.4.1) Alamofire/5.9.1",
    "okhttp/4.12.0",
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:126.0) Gecko/20100101 Firefox/126.0",
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148",
    "NP-Door/3.0.7 (Zebra ET40; Android 13)",
    "NP-Till/2.2.0 (PAX A920; Android 10)",
  ],
};

const oriole: Estate = {
  key: "oriole",
  name: "Midnight Oriole",
  domain: "midnightoriole.example",
  venues: ["dalston", "peckham-rye"],
  cur: "£",
  namespace: "oriole",
  region: "lon1",
  services: [
    s("traefik", "traefik", ["edge"], "none", "traefik", "2.11.2", 1),
    s("guestbook-svc", "express", ["guests", "portal"], "none", "server", "1.38.0", 0.4),
    s("rooms-svc", "django", ["bookings", "queue"], "none", "rooms", "4.6.2", 0.6),
    s("songs-svc", "gohttp", ["songs"], "none", "git.oriole.example/platform/songs", "0.44.1", 0.3),
    s("royalty-worker", "sidekiq", ["licence"], "none", "lib", "1.3.0", 0),
    s("tab-svc", "laravel", ["tabs", "pos"], "none", "App", "2.17.4", 0.5),
    s("pay-svc", "spring", ["pay"], "none", "uk.oriole.pay", "1.20.0", 0.4),
    s("idcheck-svc", "gohttp", ["door", "devices"], "none", "git.oriole.example/platform/idcheck", "0.9.3", 0.5),
    s("tasks-worker", "celery", ["notify", "jobs"], "none", "tasksworker", "0.6.0", 0),
    s("stock-svc", "spring", ["loyalty"], "none", "uk.oriole.stock", "0.12.7", 0.2),
    s("redis", "redis", ["infra"], "none", "redis", "7.2.4", 0),
  ],
  routes: [
    r("guests", "GET", "/api/guests?list={n}&q={name}", 4, 35),
    r("guests", "POST", "/api/guests/{n}/arrive", 3, 30),
    r("bookings", "GET", "/api/rooms/free?site={venue}&date={date}", 4, 90),
    r("bookings", "POST", "/api/rooms/bookings/", 1, 160),
    r("queue", "POST", "/api/rooms/{room}/songs/", 3, 50),
    r("songs", "GET", "/api/songs?q={q}", 4, 30),
    r("door", "POST", "/api/idcheck/scan", 3, 150),
    r("tabs", "POST", "/tabs/{n}/items", 5, 45),
    r("tabs", "POST", "/tabs/{n}/close", 2, 450),
  ],
  agents: [
    "Oriole/1.9.3 CFNetwork/1494.0.7 Darwin/23.4.0",
    "Dart/3.3 (dart:io)",
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36",
    "Mozilla/5.0 (iPhone; CPU iPhone OS 16_7_8 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1",
    "OrioleDoor/0.9.1 (Android 12; Honeywell CT40)",
    "SumUp-POS/3.1 (Android 11)",
  ],
};

export const ESTATES: readonly Estate[] = [velvet, echo, neon, oriole];

/** When an estate has no service for a role, the role whose service stands in for it. */
const FALLBACK: Partial<Record<Role, Role>> = {
  loyalty: "tabs",
  pos: "tabs",
  queue: "songs",
  portal: "guests",
  jobs: "notify",
  notify: "jobs",
  devices: "door",
  licence: "songs",
};

export function serviceFor(e: Estate, role: Role): Service {
  let want: Role | undefined = role;
  for (let hop = 0; hop < 4 && want; hop++) {
    const w: Role = want;
    const found = e.services.find((x) => x.roles.includes(w));
    if (found) return found;
    want = FALLBACK[w];
  }
  throw new Error(`${e.key}: no service for role ${role}`);
}

export function serviceNamed(e: Estate, name: string): Service {
  const found = e.services.find((x) => x.name === name);
  if (!found) throw new Error(`${e.key}: no service ${name}`);
  return found;
}
