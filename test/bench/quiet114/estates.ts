// Four made-up church-software estates: which role each service plays, its runtime, and the estate's habits
// (tracing or not, its always-noisy service and what that one keeps complaining about).
export type Role =
  | "gw"
  | "giving"
  | "recurring"
  | "directory"
  | "checkin"
  | "labels"
  | "events"
  | "volunteers"
  | "sms"
  | "email"
  | "stream"
  | "chat"
  | "search";
export type Runtime = "node" | "java" | "python" | "go" | "dotnet" | "ruby" | "cpp";

export interface Estate {
  key: string;
  company: string;
  namespace: string;
  tracing: boolean;
  services: Partial<Record<Role, { name: string; rt: Runtime }>>;
  /** the role whose harmless complaint runs from the first minute */
  noisy: Role;
  noisyMsgs: readonly string[];
  noisyLevel: "WARN" | "ERROR";
  kiosks: readonly string[];
  rooms: readonly string[];
  funds: readonly string[];
}

export const ESTATES: readonly Estate[] = [
  {
    key: "gracepoint",
    company: "Gracepoint Church Cloud",
    namespace: "gpcc-prod",
    tracing: true,
    services: {
      gw: { name: "web-portal", rt: "node" },
      giving: { name: "giving-api", rt: "java" },
      recurring: { name: "recurring-gifts", rt: "java" },
      directory: { name: "people-directory", rt: "python" },
      checkin: { name: "checkin-core", rt: "go" },
      labels: { name: "label-print", rt: "go" },
      events: { name: "events-signup", rt: "dotnet" },
      sms: { name: "sms-dispatch", rt: "ruby" },
      email: { name: "mail-blast", rt: "ruby" },
      stream: { name: "stream-edge", rt: "cpp" },
    },
    noisy: "directory",
    noisyMsgs: [
      "household HH-{n5} has no primary contact with an email address; weekly digest skipped",
      "photo sync: person P{n6} avatar URL returned 404 from media bucket, keeping placeholder",
    ],
    noisyLevel: "ERROR",
    kiosks: ["KIOSK-NORTH-1", "KIOSK-NORTH-2", "KIOSK-NURSERY", "KIOSK-GYM-LOBBY"],
    rooms: ["Nursery A", "Toddlers 2s", "Pre-K Room 104", "K-1st Grade", "2nd-3rd Grade", "Elevate Students"],
    funds: ["General Fund", "Missions", "Building Campaign", "Benevolence"],
  },
  {
    key: "harvest",
    company: "Harvest Parish Systems",
    namespace: "harvest",
    tracing: false,
    services: {
      gw: { name: "parish-gw", rt: "go" },
      giving: { name: "donations", rt: "python" },
      recurring: { name: "pledge-runner", rt: "python" },
      directory: { name: "members", rt: "ruby" },
      checkin: { name: "kidcheck", rt: "dotnet" },
      labels: { name: "badge-printer", rt: "dotnet" },
      volunteers: { name: "rota", rt: "ruby" },
      sms: { name: "text-relay", rt: "node" },
      chat: { name: "live-chat", rt: "node" },
      search: { name: "member-search-es", rt: "java" },
    },
    noisy: "labels",
    noisyMsgs: [
      "SNMP status poll for printer BR-QL820-{kiosk} timed out (community 'public'), using last known state",
      "printer BR-QL820-{kiosk} reports firmware 1.23 < recommended 1.31",
    ],
    noisyLevel: "WARN",
    kiosks: ["HALL-A", "HALL-B", "CHAPEL", "YOUTH-ANNEX"],
    rooms: ["Little Lambs", "Sunbeams", "Junior Church", "Confirmation Class", "Crèche"],
    funds: ["Parish Share", "Roof Appeal", "Foodbank", "Flowers"],
  },
  {
    key: "covenant",
    company: "Covenant Hub",
    namespace: "covenant-hub",
    tracing: true,
    services: {
      gw: { name: "hub-api", rt: "dotnet" },
      giving: { name: "tithe-svc", rt: "dotnet" },
      directory: { name: "household-svc", rt: "java" },
      checkin: { name: "safe-checkin", rt: "java" },
      events: { name: "signup-forms", rt: "python" },
      volunteers: { name: "serve-teams", rt: "python" },
      email: { name: "email-relay", rt: "go" },
      stream: { name: "sermon-live", rt: "cpp" },
      chat: { name: "chat-relay", rt: "node" },
    },
    noisy: "stream",
    noisyMsgs: [
      "[hls @ 0x55d1c3a2e8c0] Non-monotonous DTS in output stream 0:1; previous: {n6}, current: {n6}; changing to {n6}. This may result in incorrect timestamps in the output file.",
    ],
    noisyLevel: "WARN",
    kiosks: ["WEST-ENTRY-1", "WEST-ENTRY-2", "KIDS-WING", "SPECIAL-NEEDS"],
    rooms: ["Babies", "Wobblers", "Preschool Blue", "Grade School Gym", "Buddy Room"],
    funds: ["Tithe", "Global Outreach", "Youth Camp Scholarships", "Care Fund"],
  },
  {
    key: "stillwaters",
    company: "StillWaters Congregational",
    namespace: "stillwaters",
    tracing: false,
    services: {
      gw: { name: "sw-gateway", rt: "go" },
      giving: { name: "give-engine", rt: "go" },
      recurring: { name: "recurring-runner", rt: "python" },
      directory: { name: "roster", rt: "python" },
      checkin: { name: "checkin-svc", rt: "node" },
      labels: { name: "label-spooler", rt: "node" },
      events: { name: "calendar-events", rt: "ruby" },
      volunteers: { name: "serve-sched", rt: "ruby" },
      sms: { name: "notify-sms", rt: "python" },
      search: { name: "people-es", rt: "java" },
    },
    noisy: "sms",
    noisyMsgs: [
      "Twilio error 21610 sending to +1{n3}555{n4}: Attempt to send to unsubscribed recipient (STOP on file); suppressed",
      "Twilio error 21211 sending to +1{n3}{n3}{n2}: The 'To' number is not a valid phone number; marked invalid on person record",
    ],
    noisyLevel: "ERROR",
    kiosks: ["FOYER-1", "FOYER-2", "FELLOWSHIP-HALL"],
    rooms: ["Nursery", "Pre-School", "Elementary", "Middle School"],
    funds: ["Offering", "Mission Trip", "Deacons Fund", "Organ Restoration"],
  },
];

export const svcName = (e: Estate, r: Role): string | undefined => e.services[r]?.name;
