// The four made-up recruiting companies: which service plays which part, and in which runtime it is written.
export type Runtime = "node" | "java" | "python" | "go" | "ruby" | "dotnet" | "cpp";
export type Role =
  | "gw"
  | "core"
  | "parser"
  | "syndic"
  | "dedupe"
  | "sched"
  | "cal"
  | "video"
  | "offer"
  | "esign"
  | "bgc"
  | "hris"
  | "mailer";

export interface Svc {
  name: string;
  rt: Runtime;
}

export interface Estate {
  key: string;
  company: string;
  /** "trace" = 16-hex trace ids, "uuid" = correlation ids, null = no ids at all */
  ids: "trace" | "uuid" | null;
  pkg: string;
  roles: Partial<Record<Role, Svc>>;
}

export const ESTATES: Estate[] = [
  {
    key: "hirewell",
    company: "Hirewell",
    ids: "trace",
    pkg: "io.hirewell",
    roles: {
      gw: { name: "careers-web", rt: "node" },
      core: { name: "ats-api", rt: "java" },
      parser: { name: "resume-parser", rt: "python" },
      syndic: { name: "job-syndicator", rt: "go" },
      dedupe: { name: "candidate-match", rt: "python" },
      sched: { name: "interview-scheduler", rt: "ruby" },
      cal: { name: "calendar-sync", rt: "go" },
      offer: { name: "offer-service", rt: "dotnet" },
      esign: { name: "esign-bridge", rt: "node" },
      mailer: { name: "notify-mailer", rt: "python" },
    },
  },
  {
    key: "talentloop",
    company: "TalentLoop",
    ids: null,
    pkg: "com.talentloop",
    roles: {
      gw: { name: "apply-gateway", rt: "go" },
      core: { name: "talent-core", rt: "ruby" },
      parser: { name: "cv-extractor", rt: "cpp" },
      syndic: { name: "posting-fanout", rt: "node" },
      dedupe: { name: "dedupe-worker", rt: "python" },
      bgc: { name: "screening-hub", rt: "java" },
      sched: { name: "interview-slots", rt: "node" },
      mailer: { name: "mailer", rt: "go" },
      hris: { name: "hris-connector", rt: "dotnet" },
    },
  },
  {
    key: "crewpath",
    company: "Crewpath",
    ids: null,
    pkg: "crewpath",
    roles: {
      gw: { name: "crew-web", rt: "node" },
      core: { name: "hiring-api", rt: "python" },
      syndic: { name: "posting-sync", rt: "python" },
      parser: { name: "resume-ingest", rt: "go" },
      dedupe: { name: "dup-resolver", rt: "go" },
      cal: { name: "cal-connector", rt: "dotnet" },
      sched: { name: "interview-booker", rt: "ruby" },
      hris: { name: "onboard-bridge", rt: "node" },
      bgc: { name: "bgc-relay", rt: "go" },
    },
  },
  {
    key: "peopleforge",
    company: "PeopleForge",
    ids: "uuid",
    pkg: "com.peopleforge.recruit",
    roles: {
      gw: { name: "portal-bff", rt: "node" },
      core: { name: "recruit-core", rt: "java" },
      parser: { name: "resume-ai", rt: "python" },
      syndic: { name: "board-publisher", rt: "java" },
      dedupe: { name: "profile-merge", rt: "java" },
      sched: { name: "schedule-svc", rt: "go" },
      video: { name: "video-rooms", rt: "go" },
      esign: { name: "sign-gateway", rt: "node" },
      bgc: { name: "verify-checks", rt: "ruby" },
      hris: { name: "workday-sync", rt: "java" },
    },
  },
];

export const estateByKey = (k: string): Estate => {
  const e = ESTATES.find((x) => x.key === k);
  if (!e) throw new Error(`no estate ${k}`);
  return e;
};
