// Five made-up companies running mostly Windows/.NET plus localized Java, PostgreSQL and Linux services, and the
// everyday lines each role prints (requests, health checks, periodic jobs, Kerberos renewals, noisy warnings).
import type { Level } from "./formats.js";
import { type Lang, WORDS } from "./lang.js";
import type { Rng } from "./rng.js";

export type Role = "web" | "api" | "java" | "pg" | "sql" | "win" | "bus" | "ad" | "batch" | "noisy";
export const ROLES: Role[] = ["web", "api", "java", "pg", "sql", "win", "bus", "ad", "batch", "noisy"];

export interface Estate {
  company: string;
  lang: Lang;
  ns: string;
  realm: string;
  svc: Record<Role, string>;
  /** Display name of the Windows service behind `win`. */
  winName: string;
  entity: string;
  path: string;
  db: string;
  table: string;
  queue: string;
  vendor: string;
  javaPkg: string;
  dotnetNs: string;
  noisyMsg: (r: Rng) => [Level, string];
}

export const ESTATES: Estate[] = [
  {
    company: "Nordhafen Logistik GmbH",
    lang: "de",
    ns: "nordhafen-prod",
    realm: "NORDHAFEN.LOCAL",
    svc: {
      web: "kundenportal-iis",
      api: "sendungs-api",
      java: "tarif-engine",
      pg: "pg-sendungen",
      sql: "mssql-lager",
      win: "lager-dienst",
      bus: "msmq-bridge",
      ad: "ad-sync",
      batch: "zoll-export",
      noisy: "etikett-druck",
    },
    winName: "Nordhafen Lagerverwaltung",
    entity: "Sendung",
    path: "/api/v1/sendungen",
    db: "sendungen",
    table: "sendung_position",
    queue: "sendungen-events",
    vendor: "api.zollportal.example",
    javaPkg: "de.nordhafen.tarif",
    dotnetNs: "Nordhafen.Sendungen",
    noisyMsg: (r) => [
      "warn",
      `Druckerwarteschlange \\\\PRN-LAGER-0${r.int(1, 4)} meldet "Papierstau" – Auftrag ${r.int(10000, 99999)} wird erneut eingereiht`,
    ],
  },
  {
    company: "Crédit Rivage",
    lang: "fr",
    ns: "rivage-prod",
    realm: "RIVAGE.INTRA",
    svc: {
      web: "portail-clients",
      api: "virements-api",
      java: "moteur-risque",
      pg: "pg-comptes",
      sql: "sqlsrv-core",
      win: "releves-svc",
      bus: "sb-paiements",
      ad: "annuaire-ldap",
      batch: "batch-compta",
      noisy: "notif-sms",
    },
    winName: "RivageReleves",
    entity: "Virement",
    path: "/api/virements",
    db: "comptes",
    table: "operation",
    queue: "paiements-sortants",
    vendor: "sepa.gateway.example",
    javaPkg: "fr.rivage.risque",
    dotnetNs: "Rivage.Virements",
    noisyMsg: (r) => [
      "error",
      `SMPP submit_sm refusé par l'opérateur: numéro +33 6${r.int(10000000, 99999999)} invalide (ESME_RINVDSTADR), message ignoré`,
    ],
  },
  {
    company: "Sakura Retail KK",
    lang: "ja",
    ns: "sakura-prod",
    realm: "SAKURA.CORP",
    svc: {
      web: "ec-storefront",
      api: "point-api",
      java: "zaiko-service",
      pg: "pg-zaiko",
      sql: "mssql-uriage",
      win: "pos-sync",
      bus: "sb-chumon",
      ad: "ad-connector",
      batch: "haiso-batch",
      noisy: "log-forwarder",
    },
    winName: "SakuraPosSync",
    entity: "Chumon",
    path: "/api/points",
    db: "zaiko",
    table: "zaiko_meisai",
    queue: "chumon-kakutei",
    vendor: "api.yamato-b2.example",
    javaPkg: "jp.sakura.zaiko",
    dotnetNs: "Sakura.Points",
    noisyMsg: (r) => [
      "warn",
      `fluent-bit: [warn] [engine] failed to flush chunk '${r.int(1, 9)}-${r.int(1000000, 9999999)}.flb', retry in ${r.int(6, 12)} seconds: task_id=${r.int(0, 30)}, output=es.0`,
    ],
  },
  {
    company: "Andes Salud",
    lang: "es",
    ns: "andes-prod",
    realm: "ANDESSALUD.LOCAL",
    svc: {
      web: "portal-pacientes",
      api: "citas-api",
      java: "historia-clinica",
      pg: "pg-historia",
      sql: "sqlsrv-facturas",
      win: "facturacion-svc",
      bus: "msmq-laboratorio",
      ad: "ldap-gateway",
      batch: "respaldo-nocturno",
      noisy: "integracion-hl7",
    },
    winName: "AndesFacturacion",
    entity: "Cita",
    path: "/api/citas",
    db: "historia",
    table: "episodio",
    queue: "resultados-lab",
    vendor: "api.aseguradora.example",
    javaPkg: "es.andessalud.historia",
    dotnetNs: "Andes.Citas",
    noisyMsg: (r) => [
      "error",
      `HL7 ACK AE recibido de LAB-${r.int(1, 3)}: segmento PV1 sin campo PV1-19 (mensaje ${r.int(100000, 999999)}), se reenvía en el próximo ciclo`,
    ],
  },
  {
    company: "Atlântico Seguros",
    lang: "pt",
    ns: "atlantico-prod",
    realm: "ATLANTICO.CORP",
    svc: {
      web: "portal-corretor",
      api: "apolices-api",
      java: "cotacao-engine",
      pg: "pg-apolices",
      sql: "sqlserver-dw",
      win: "sinistros-svc",
      bus: "sb-sinistros",
      ad: "ad-federacao",
      batch: "boletos-batch",
      noisy: "antivirus-agent",
    },
    winName: "AtlanticoSinistros",
    entity: "Apolice",
    path: "/api/apolices",
    db: "apolices",
    table: "apolice_item",
    queue: "sinistros-abertos",
    vendor: "api.susep-gateway.example",
    javaPkg: "br.atlantico.cotacao",
    dotnetNs: "Atlantico.Apolices",
    noisyMsg: (r) => [
      "warn",
      `Event 1116 Microsoft Defender Antivirus: verificação ignorou C:\\inetpub\\temp\\IIS Temporary Compressed Files\\${r.hex(8)}.tmp (arquivo bloqueado)`,
    ],
  },
];

const ms = (r: Rng, lo: number, hi: number) => `${r.int(lo, hi)}.${r.int(0, 9)}ms`;

/** One everyday line for a role (a request, a job step, a routine message). */
export function background(e: Estate, role: Role, r: Rng): [Level, string] {
  const w = WORDS[e.lang];
  const id = r.int(100000, 999999);
  switch (role) {
    case "web":
      return [
        "info",
        `${r.pick(["GET", "GET", "POST"])} ${r.pick(["/Default.aspx", "/Konto/Uebersicht.aspx", "/api/status", "/Dokumente/Download.ashx", "/bundles/site.js"])} - 443 - 10.${r.int(10, 40)}.${r.int(0, 9)}.${r.int(2, 250)} ${r.pick([200, 200, 200, 304, 302])} 0 0 ${r.int(8, 420)}`,
      ];
    case "api":
      return r.chance(0.5)
        ? [
            "info",
            `Microsoft.AspNetCore.Hosting.Diagnostics[2] Request finished HTTP/1.1 ${r.pick(["GET", "POST"])} http://${e.svc.api}${e.path}/${id} - 200 - application/json;+charset=utf-8 ${ms(r, 4, 180)}`,
          ]
        : [
            "info",
            `${e.dotnetNs}.Controllers.${e.entity}Controller[0] ${e.entity} ${id} ${r.pick(["saved", "loaded", "validated", "updated"])} for tenant ${r.int(1, 40)}`,
          ];
    case "java":
      return [
        "info",
        `${w.jul.info} [http-nio-8080-exec-${r.int(1, 20)}] ${e.javaPkg}.${r.pick(["QuoteService", "RuleEngine", "CalcController"])}.${r.pick(["calculate", "evaluate", "handle"])} ${e.entity} ${id}: ${r.int(2, 90)} ms`,
      ];
    case "pg":
      return r.chance(0.7)
        ? ["info", `${w.pg.log}:  ${w.pgConnAuth("app", e.db)}`]
        : ["info", `${w.pg.log}:  ${w.pgVacuum(`${e.db}.public.${e.table}`)}`];
    case "sql":
      return r.chance(0.6)
        ? [
            "info",
            `spid${r.int(51, 140)} Login succeeded for user '${e.realm.split(".")[0]}\\svc_app'. Connection made using Windows authentication. [CLIENT: 10.${r.int(10, 40)}.${r.int(0, 9)}.${r.int(2, 250)}]`,
          ]
        : [
            "info",
            `Backup  Log was backed up. Database: ${e.db}, creation date(time): 2024/03/11(09:14:22), first LSN: ${r.int(100, 999)}:${r.int(1000, 9999)}:1, last LSN: ${r.int(100, 999)}:${r.int(1000, 9999)}:1, number of dump devices: 1. This is an informational message only. No user action is required.`,
          ];
    case "win":
      return [
        "info",
        `${e.winName}: ${r.pick(["document", "batch", "job"])} ${id} processed in ${r.int(20, 900)} ms (worker ${r.int(1, 8)})`,
      ];
    case "bus":
      return [
        "info",
        `${e.dotnetNs}.Messaging.QueueConsumer[0] Processed message ${r.hex(8)}-${r.hex(4)} from '${e.queue}' in ${r.int(3, 120)}ms (delivery 1)`,
      ];
    case "ad":
      return r.chance(0.7)
        ? [
            "info",
            `LDAP search (&(objectClass=user)(memberOf=CN=App-Users,OU=Groups,DC=${e.realm.split(".")[0].toLowerCase()},DC=${e.realm.split(".")[1].toLowerCase()})) returned ${r.int(1, 40)} entries in ${r.int(3, 60)} ms`,
          ]
        : ["info", `Delta sync: ${r.int(0, 14)} users changed, ${r.int(0, 3)} groups changed, 0 errors`];
    case "batch":
      return r.chance(0.3)
        ? ["info", w.batchDone(r.int(100, 90000), `${r.int(1, 40)},${r.int(0, 9)}`)]
        : ["info", `${w.batchStart(`${e.db}-${r.pick(["export", "sync", "archiv"])}`)} (pid ${r.int(2000, 60000)})`];
    case "noisy":
      return ["info", `heartbeat ok (${r.int(1, 40)} ms)`];
  }
}

/** The health check line a role prints every ~30 s. */
export function health(e: Estate, role: Role, r: Rng): string {
  if (role === "api" || role === "bus")
    return `Microsoft.AspNetCore.Hosting.Diagnostics[2] Request finished HTTP/1.1 GET http://${e.svc[role]}/healthz - 200 - text/plain ${ms(r, 0, 4)}`;
  if (role === "web") return `GET /healthcheck.aspx - 443 - 10.0.0.${r.int(2, 9)} 200 0 0 ${r.int(1, 12)}`;
  if (role === "java") return `GET /actuator/health -> 200 (${r.int(1, 9)} ms)`;
  if (role === "pg" || role === "sql") return `health probe: SELECT 1 ok (${r.int(1, 6)} ms)`;
  return `health: OK (${r.int(1, 20)} ms)`;
}

/** Periodic job / routine lines that are expected (scheduled tasks, Kerberos renewal, checkpoints). */
export function periodic(e: Estate, role: Role, r: Rng): [Level, string] {
  const w = WORDS[e.lang];
  switch (role) {
    case "pg":
      return ["info", `${w.pg.log}:  ${w.pgCheckpoint}`];
    case "sql":
      return [
        "info",
        `spid${r.int(20, 40)}s SQL Server has encountered ${r.int(1, 3)} occurrence(s) of cachestore flush for the 'Object Plans' cachestore (part of plan cache) due to some database maintenance or reconfigure operations.`,
      ];
    case "ad":
      return ["info", `Kerberos TGT renewed for svc_${e.svc.ad.split("-")[0]}@${e.realm}, valid until +10h`];
    case "win":
      return [
        "info",
        `EventID=102 Provider="Microsoft-Windows-TaskScheduler" Level=${w.ev.info}: ${w.taskDone(`\\${e.company.split(" ")[0]}\\Bereinigung-Temp`)}`,
      ];
    case "java":
      return [
        "warn",
        `${w.jul.warning} [main] org.hibernate.orm.deprecation HHH90000025: PostgreSQLDialect does not need to be specified explicitly using 'hibernate.dialect' (remove the property setting and it will be selected by default)`,
      ];
    case "api":
      return [
        "warn",
        `Microsoft.EntityFrameworkCore.Model.Validation[30000] No store type was specified for the decimal property 'Betrag' on entity type '${e.entity}'. This will cause values to be silently truncated if they do not fit in the default precision and scale.`,
      ];
    case "web":
      return [
        "info",
        `EventID=5074 Provider="WAS" Level=${w.ev.info}: A worker process with process id of '${r.int(2000, 9000)}' serving application pool '${e.svc.web}' has requested a recycle because it reached its scheduled recycle time.`,
      ];
    case "bus":
      return [
        "warn",
        `SYSLIB0014: 'WebRequest.Create(string)' is obsolete: 'WebRequest, HttpWebRequest, ServicePoint, and WebClient are obsolete. Use HttpClient instead.'`,
      ];
    default:
      return ["info", `${w.batchDone(r.int(10, 500), `${r.int(0, 3)},${r.int(0, 9)}`)}`];
  }
}
