// The four made-up companies: which service plays which part, its runtime, and whether requests carry ids.
export type Role = "gw" | "sched" | "remind" | "records" | "imaging" | "lab" | "rx" | "pay" | "claims" | "kiosk";
export type Runtime = "java" | "python" | "go" | "node" | "dotnet" | "ruby" | "cpp";

export interface Estate {
  key: string;
  company: string;
  kind: "vet" | "dental";
  namespace: string;
  /** whether request/trace ids travel with log lines */
  ids: boolean;
  svc: Partial<Record<Role, string>>;
  rt: Record<string, Runtime>;
  doctors: string[];
  labs: string[];
  insurers: string[];
}

const rtOf = (pairs: [string, Runtime][]) => Object.fromEntries(pairs) as Record<string, Runtime>;

export const ESTATES: Estate[] = [
  {
    key: "pawcare",
    company: "PawCare Clinics",
    kind: "vet",
    namespace: "pawcare-prod",
    ids: true,
    svc: {
      gw: "clinic-portal",
      sched: "appt-scheduler",
      remind: "reminder-dispatch",
      records: "patient-records",
      imaging: "imaging-bridge",
      lab: "lab-gateway",
      rx: "pharmacy-stock",
      pay: "payments-svc",
      claims: "petins-claims",
      kiosk: "kiosk-checkin",
    },
    rt: rtOf([
      ["clinic-portal", "node"],
      ["appt-scheduler", "java"],
      ["reminder-dispatch", "python"],
      ["patient-records", "java"],
      ["imaging-bridge", "cpp"],
      ["lab-gateway", "java"],
      ["pharmacy-stock", "ruby"],
      ["payments-svc", "go"],
      ["petins-claims", "python"],
      ["kiosk-checkin", "node"],
    ]),
    doctors: ["Dr. Okafor", "Dr. Lindqvist", "Dr. Ramos", "Dr. Patel", "Dr. Haddad"],
    labs: ["IDEXX", "Antech", "Zoetis Reference Labs"],
    insurers: ["Trupanion", "Nationwide Pet", "Healthy Paws", "Petplan"],
  },
  {
    key: "brightsmile",
    company: "BrightSmile Dental Group",
    kind: "dental",
    namespace: "brightsmile",
    ids: false,
    svc: {
      gw: "front-desk-api",
      sched: "chair-schedule",
      remind: "recall-notifier",
      records: "chart-service",
      imaging: "xray-acquire",
      lab: "pacs-uploader",
      pay: "card-terminal",
      claims: "claims-edi",
      kiosk: "kiosk-web",
    },
    rt: rtOf([
      ["front-desk-api", "dotnet"],
      ["chair-schedule", "dotnet"],
      ["recall-notifier", "node"],
      ["chart-service", "java"],
      ["xray-acquire", "cpp"],
      ["pacs-uploader", "go"],
      ["card-terminal", "go"],
      ["claims-edi", "java"],
      ["kiosk-web", "node"],
    ]),
    doctors: ["Dr. Nguyen", "Dr. Brennan", "Dr. Castillo", "Dr. Iwata"],
    labs: ["Glidewell", "Modern Dental Lab"],
    insurers: ["Delta Dental", "MetLife", "Cigna Dental", "Guardian", "Aetna DMO"],
  },
  {
    key: "riverbend",
    company: "Riverbend Animal Hospital",
    kind: "vet",
    namespace: "riverbend",
    ids: true,
    svc: {
      gw: "vetlink-web",
      sched: "booking-core",
      remind: "notify-worker",
      records: "ehr-api",
      imaging: "dicom-router",
      lab: "labsync",
      rx: "rx-dispense",
      pay: "billing-api",
      kiosk: "lobby-kiosk",
    },
    rt: rtOf([
      ["vetlink-web", "ruby"],
      ["booking-core", "go"],
      ["notify-worker", "ruby"],
      ["ehr-api", "python"],
      ["dicom-router", "java"],
      ["labsync", "go"],
      ["rx-dispense", "python"],
      ["billing-api", "node"],
      ["lobby-kiosk", "node"],
    ]),
    doctors: ["Dr. Abernathy", "Dr. Sato", "Dr. Mensah", "Dr. Kowalski"],
    labs: ["IDEXX", "Antech", "in-house Catalyst One"],
    insurers: ["Trupanion", "Embrace", "ASPCA Pet Health", "Figo"],
  },
  {
    key: "molar",
    company: "Molar & Co Orthodontics",
    kind: "dental",
    namespace: "molarco-prod",
    ids: true,
    svc: {
      gw: "smile-gw",
      sched: "ortho-planner",
      remind: "text-reminders",
      records: "perio-charts",
      imaging: "ceph-imaging",
      claims: "ins-eligibility",
      pay: "pay-ledger",
      rx: "supplies-order",
      kiosk: "checkin-kiosk",
    },
    rt: rtOf([
      ["smile-gw", "go"],
      ["ortho-planner", "python"],
      ["text-reminders", "python"],
      ["perio-charts", "java"],
      ["ceph-imaging", "dotnet"],
      ["ins-eligibility", "dotnet"],
      ["pay-ledger", "dotnet"],
      ["supplies-order", "ruby"],
      ["checkin-kiosk", "node"],
    ]),
    doctors: ["Dr. Feld", "Dr. Osei", "Dr. Marchetti", "Dr. Yamada"],
    labs: ["OrthoLab Direct", "Dentsply aligner lab"],
    insurers: ["Delta Dental", "United Concordia", "Humana Dental", "Ameritas"],
  },
];

export const services = (e: Estate): string[] => Object.values(e.svc).filter((s): s is string => !!s);
