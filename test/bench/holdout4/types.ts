// Shared shapes of the holdout4 simulator: services, events and the failure-mode context.
import type { Category } from "../../../shared/domain/analysis-vocabulary.js";
import type { Rng } from "../holdout3/kit.js";

export type Rt =
  | "java"
  | "go"
  | "python"
  | "node"
  | "dotnet"
  | "ruby"
  | "rust"
  | "php"
  | "postgres"
  | "mysql"
  | "redis"
  | "kafka"
  | "nginx"
  | "envoy"
  | "haproxy"
  | "kubelet"
  | "systemd"
  | "kernel";

export type Lvl = "DEBUG" | "INFO" | "WARN" | "ERROR" | "FATAL";
export type Fields = Record<string, string | number | boolean>;

/** One log record at its true time `t` (ms); the printed time adds the service's clock skew. */
export interface Ev {
  t: number;
  svc: string;
  lvl: Lvl;
  msg: string;
  /** exception first line ("Type: message") and the frames printed after it */
  err?: string;
  stack?: string[];
  f?: Fields;
  /** printed as-is, outside the logger (a runtime writing straight to stderr) */
  raw?: boolean;
  trace?: string;
  /** an access-log record: rendered by the service's access format */
  access?: {
    method: string;
    path: string;
    status: number;
    ms: number;
    bytes: number;
    upstream?: string;
    flags?: string;
  };
}

export type Kind = "app" | "db" | "cache" | "broker" | "edge" | "sup";

export interface SvcDef {
  name: string;
  rt: Rt;
  kind: Kind;
  /** what it does: paths it serves or jobs it runs */
  ops: string[];
}

export interface Svc extends SvcDef {
  skew: number;
  pod: string;
  host: string;
  pid: number;
  /** 0..1 share of background traffic */
  weight: number;
}

export interface Estate {
  id: string;
  domain: string;
  pkg: string;
  ns: string;
  services: SvcDef[];
  /** caller -> callees */
  calls: Record<string, string[]>;
}

export type Sev = "medium" | "high";

/** What a failure mode needs to write its evidence. */
export interface Ctx {
  r: Rng;
  /** true fault start at the origin */
  t0: number;
  winStart: number;
  end: number;
  origin: Svc;
  /** direct callers of the origin present in the window, nearest first */
  callers: Svc[];
  /** the edge proxy / gateway of the estate if present */
  edge?: Svc;
  /** kubelet / systemd / kernel reporter if the layout has one */
  sup?: Svc;
  /** the kernel's reporter on systemd hosts */
  kernel?: Svc;
  all: Svc[];
  estate: Estate;
  emit(t: number, svc: Svc, lvl: Lvl, msg: string, more?: Partial<Ev>): void;
  /** thin the service's normal traffic to `keep` (0 = silent) from `from` to the window end */
  silence(svc: Svc, from: number, keep?: number): void;
  /** evenly jittered times from a to b, about every `every` ms */
  ticks(a: number, b: number, every: number): number[];
}

export interface Mode {
  id: string;
  cat: Category;
  note: string;
  hints: string[];
  sev: Sev;
  /** origin runtimes whose words the mode writes */
  rts: Rt[];
  run(c: Ctx): void;
}
