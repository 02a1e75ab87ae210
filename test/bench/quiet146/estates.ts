// The four invented campsite businesses: service names per role, edge proxy, runtimes, request-id habit.
export type Runtime = "node" | "python" | "go" | "java" | "dotnet" | "infra";
export type Role =
  | "edge"
  | "booking"
  | "availability"
  | "payments"
  | "anpr"
  | "barrier"
  | "ehu"
  | "till"
  | "wifi"
  | "radius"
  | "notify"
  | "db"
  | "dbpool"
  | "cache"
  | "dns"
  | "broker"
  | "worker";
export type Proxy = "envoy" | "nginx" | "haproxy" | "traefik";
export type RidHabit = "x-request-id" | "traceparent" | "none";

export interface Svc {
  name: string;
  runtime: Runtime;
}
export interface Estate {
  key: string;
  title: string;
  proxy: Proxy;
  rid: RidHabit;
  currency: string;
  sites: string[];
  api: string;
  svc: Record<Role, Svc>;
}

const s = (name: string, runtime: Runtime): Svc => ({ name, runtime });

export const ESTATES: Estate[] = [
  {
    key: "pinewood",
    title: "Pinewood Holiday Parks (kebab-case, Envoy, Node and Java, x-request-id)",
    proxy: "envoy",
    rid: "x-request-id",
    currency: "GBP",
    sites: ["pinewood-bay", "kielder-ridge", "hollow-brook"],
    api: "/api/v2",
    svc: {
      edge: s("edge-envoy", "infra"),
      booking: s("pitch-booking-api", "node"),
      availability: s("pitch-availability", "java"),
      payments: s("payments-bridge", "node"),
      anpr: s("gate-anpr", "python"),
      barrier: s("barrier-controller", "go"),
      ehu: s("hookup-metering", "java"),
      till: s("shop-till-sync", "node"),
      wifi: s("guest-wifi-portal", "node"),
      radius: s("wifi-radius", "infra"),
      notify: s("notify-sender", "node"),
      db: s("bookings-postgres", "infra"),
      dbpool: s("pgbouncer", "infra"),
      cache: s("availability-redis", "infra"),
      dns: s("coredns", "infra"),
      broker: s("meter-mqtt", "infra"),
      worker: s("nightly-jobs", "node"),
    },
  },
  {
    key: "lakeside",
    title: "Lakeside Caravan Club (snake_case, nginx, Python/Django+Celery, W3C traceparent)",
    proxy: "nginx",
    rid: "traceparent",
    currency: "GBP",
    sites: ["windermere_north", "ullswater", "coniston_water"],
    api: "/club/api",
    svc: {
      edge: s("nginx_edge", "infra"),
      booking: s("booking_core", "python"),
      availability: s("pitch_search", "python"),
      payments: s("payment_hub", "python"),
      anpr: s("plate_reader", "python"),
      barrier: s("barrier_ctl", "python"),
      ehu: s("ehu_collector", "python"),
      till: s("till_gateway", "python"),
      wifi: s("wifi_portal", "python"),
      radius: s("freeradius", "infra"),
      notify: s("member_mailer", "python"),
      db: s("club_pg", "infra"),
      dbpool: s("pg_bouncer", "infra"),
      cache: s("redis_cache", "infra"),
      dns: s("kube_dns", "infra"),
      broker: s("rabbitmq", "infra"),
      worker: s("celery_beat", "python"),
    },
  },
  {
    key: "heatherdene",
    title: "Heatherdene Touring Park (one-word names, HAProxy, Go, no request ids)",
    proxy: "haproxy",
    rid: "none",
    currency: "GBP",
    sites: ["heatherdene", "moorside"],
    api: "/v1",
    svc: {
      edge: s("haproxy", "infra"),
      booking: s("reservations", "go"),
      availability: s("pitchmap", "go"),
      payments: s("paygate", "go"),
      anpr: s("anpr", "go"),
      barrier: s("barrier", "go"),
      ehu: s("kilowatt", "go"),
      till: s("tills", "go"),
      wifi: s("captive", "go"),
      radius: s("radius", "infra"),
      notify: s("postman", "go"),
      db: s("postgres", "infra"),
      dbpool: s("pgbouncer", "infra"),
      cache: s("redis", "infra"),
      dns: s("coredns", "infra"),
      broker: s("nats", "infra"),
      worker: s("cron", "go"),
    },
  },
  {
    key: "coastline",
    title: "Coastline Camping Co (team-prefixed, Traefik, Spring Boot and .NET, traceparent)",
    proxy: "traefik",
    rid: "traceparent",
    currency: "EUR",
    sites: ["plage-dorée", "les-dunes", "pointe-du-raz"],
    api: "/booking/v3",
    svc: {
      edge: s("plat-traefik", "infra"),
      booking: s("guest-bookings-api", "java"),
      availability: s("guest-availability", "java"),
      payments: s("fin-payments", "java"),
      anpr: s("site-anpr", "dotnet"),
      barrier: s("site-gate-control", "dotnet"),
      ehu: s("site-ehu-billing", "java"),
      till: s("retail-pos-bridge", "dotnet"),
      wifi: s("net-wifi-captive", "node"),
      radius: s("net-radius", "infra"),
      notify: s("guest-notify", "java"),
      db: s("plat-postgres", "infra"),
      dbpool: s("plat-pgbouncer", "infra"),
      cache: s("plat-redis", "infra"),
      dns: s("plat-coredns", "infra"),
      broker: s("plat-kafka", "infra"),
      worker: s("plat-scheduler", "java"),
    },
  },
];
