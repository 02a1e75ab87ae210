// Hospital-records incidents (estate "stmarys"): 20 scenarios across the categories.
import { E, ip, once, seq } from "./dsl.js";
import type { Rng } from "./rng.js";
import { dotnetStack, javaStack, nodeStack, pyStack, rubyStack } from "./stacks.js";
import type { Spec } from "./types.js";

const mrn = (r: Rng) => `MRN${r.int(1000000, 9999999)}`;
const pid = (r: Rng) => `${r.int(100000, 999999)}`;
const msg = (r: Rng) => `MSG${r.int(10000000, 99999999)}`;

const portal502 = (lag: number, path: string, up: string, every = 0.8) =>
  E(
    "ehr-portal",
    "error",
    every,
    (r) => `HTTP GET ${path.replace("{mrn}", mrn(r))} responded 502 in ${r.f(20, 3000, 4)} ms (upstream ${up})`,
    { lag, traced: true },
  );

export const ehrIncidents: Spec[] = [
  {
    estate: "ehr",
    cat: "authentication",
    origin: "fhir-facade",
    hints: ["jwt", "token", "signature"],
    sev: "high",
    note: "IdP rotates signing key, fhir-facade keeps stale JWKS and rejects every bearer token at WARN; ehr-portal logs 401s louder; 2 hops",
    emits: [
      E(
        "fhir-facade",
        "warn",
        1.2,
        () =>
          "Bearer token rejected: An error occurred while attempting to decode the Jwt: Signed JWT rejected: Another algorithm expected, or no matching key(s) found (kid=Rk3_2026-06)",
      ),
      once(
        "fhir-facade",
        "warn",
        5,
        "JWKS cache for https://sso.stmarys.local/realms/clinical/protocol/openid-connect/certs is 26h old, keys: [Rk2_2026-05]",
      ),
      E(
        "ehr-portal",
        "error",
        0.6,
        (r) =>
          `FHIR request GET Patient/${pid(r)} failed: 401 Unauthorized (WWW-Authenticate: Bearer error="invalid_token")`,
        { lag: 0.5, traced: true },
      ),
      E(
        "ehr-portal",
        "warn",
        3,
        (r) => `User clin${r.int(1000, 9999)} shown "session expired" banner; re-login loop detected`,
        { lag: 20 },
      ),
      E(
        "scheduling-api",
        "error",
        4,
        (r) => `fhir-facade lookup Patient/${pid(r)} -> 401, appointment check-in skipped`,
        { lag: 3 },
      ),
    ],
  },
  {
    estate: "ehr",
    cat: "authentication",
    origin: "pharmacy-dispense",
    hints: ["invalid_client", "oauth", "auth"],
    sev: "medium",
    note: "drug-interaction vendor OAuth client secret expired; pharmacy-dispense (Ruby) gets 401 invalid_client on token fetch, dispenses queue for manual check; 2 hops",
    emits: [
      E(
        "pharmacy-dispense",
        "error",
        3,
        (r) =>
          `interaction check for D-${r.int(100000, 999999)} failed: OAuth2::Error invalid_client: Client authentication failed (HTTP 401 from https://api.medinteract.example/oauth2/token)`,
        {
          etype: "OAuth2::Error",
          stack: () =>
            rubyStack("oauth2-2.0.9/lib/oauth2/client.rb:142:in `request'", [
              "oauth2-2.0.9/lib/oauth2/client.rb:168:in `get_token'",
              "app/clients/med_interact_client.rb:19:in `access_token'",
              "app/services/interaction_check.rb:11:in `call'",
            ]),
        },
      ),
      E(
        "pharmacy-dispense",
        "warn",
        6,
        (r) => `dispense D-${r.int(100000, 999999)} held for manual interaction review`,
        { lag: 2 },
      ),
      E(
        "ehr-portal",
        "warn",
        5,
        (r) =>
          `HTTP POST /orders/${r.int(100000, 999999)}/verify responded 409 in ${r.f(30, 200, 4)} ms (pharmacy hold)`,
        { lag: 10 },
      ),
    ],
  },
  {
    estate: "ehr",
    cat: "authorization",
    origin: "lab-results",
    hints: ["permission", "denied", "42501"],
    sev: "high",
    note: "migration recreates lab_observations owned by migrator without GRANT; lab-results (Python) gets permission denied (42501); hl7 ORU routing errors louder; 3 hops",
    emits: [
      ...seq("lab-results", "info", -50, 3, [
        "alembic: Running upgrade 7f1c2a -> 9b3e4d, partition lab_observations by month",
        "alembic: upgrade complete",
      ]),
      E("lab-results", "error", 1.5, (r) => `failed to store result set LR-${r.int(100000, 999999)}`, {
        etype: "psycopg2.errors.InsufficientPrivilege",
        stack: () =>
          pyStack(
            [
              ["/app/lab/store.py", 64, "store_results", "cur.execute(INSERT_OBS, rows)"],
              [
                "/usr/local/lib/python3.12/site-packages/psycopg2/extras.py",
                236,
                "execute",
                "return super().execute(query, vars)",
              ],
            ],
            "psycopg2.errors.InsufficientPrivilege: permission denied for table lab_observations_2026_06",
          ),
      }),
      E(
        "hl7-interface",
        "error",
        0.7,
        (r) =>
          `ORU^R01 ${msg(r)} delivery to lab-results failed: HTTP 500, queued for retry (queue depth ${r.int(10, 900)})`,
        { lag: 1 },
      ),
      E(
        "fhir-facade",
        "warn",
        4,
        (r) => `search Observation?patient=${pid(r)}&category=laboratory -> 0 results (stale since ${r.int(5, 50)}m)`,
        { lag: 60 },
      ),
    ],
  },
  {
    estate: "ehr",
    cat: "database",
    origin: "patient-index",
    hints: ["deadlock", "sql", "database"],
    sev: "medium",
    note: "MPI merge job and ADT updates deadlock on SQL Server (error 1205); patient-index retries; fhir-facade and portal 500s; 3 hops",
    emits: [
      E("patient-index", "error", 2, (r) => `link ${mrn(r)} failed`, {
        etype: "com.microsoft.sqlserver.jdbc.SQLServerException",
        stack: (r) =>
          javaStack(
            `com.microsoft.sqlserver.jdbc.SQLServerException: Transaction (Process ID ${r.int(50, 200)}) was deadlocked on lock resources with another process and has been chosen as the deadlock victim. Rerun the transaction.`,
            [
              "com.microsoft.sqlserver.jdbc.SQLServerException.makeFromDatabaseError(SQLServerException.java:265)",
              "com.microsoft.sqlserver.jdbc.SQLServerStatement.getNextResult(SQLServerStatement.java:1695)",
              "org.stmarys.mpi.LinkRepository.merge(LinkRepository.java:118)",
            ],
          ),
      }),
      once("patient-index", "info", -25, "duplicate-merge job started: 14 220 candidate pairs"),
      E("fhir-facade", "error", 1, (r) => `GET Patient/${pid(r)} 500 (${r.int(100, 900)}ms): MPI lookup failed`, {
        lag: 1,
      }),
      portal502(2, "/patients/{mrn}/summary", "fhir-facade", 1.2),
    ],
  },
  {
    estate: "ehr",
    cat: "database",
    origin: "scheduling-api",
    hints: ["recovery", "database", "postgres"],
    sev: "high",
    note: "scheduling Postgres primary crash-recovers; scheduling-api (Node) gets 57P03 'in recovery mode' and terminated connections; portal 503s; 2 hops",
    emits: [
      once("scheduling-api", "error", 0, "Error: Connection terminated unexpectedly", {
        stack: () =>
          nodeStack("Error: Connection terminated unexpectedly", [
            "Connection.<anonymous> (/app/node_modules/pg/lib/client.js:132:73)",
            "Object.onceWrapper (node:events:632:28)",
            "Socket.<anonymous> (/app/node_modules/pg/lib/connection.js:63:12)",
          ]),
      }),
      E(
        "scheduling-api",
        "error",
        1.3,
        (r) =>
          `GET /v1/slots failed: error: the database system is in recovery mode (code 57P03) clinic=${r.pick(["CARD-2", "ORTHO-1", "DERM-3"])}`,
        { lag: 1, dur: 400 },
      ),
      E(
        "scheduling-api",
        "error",
        3,
        (r) =>
          `POST /v1/appointments failed: error: cannot execute INSERT in a read-only transaction (code 25006) for ${mrn(r)}`,
        { lag: 400 },
      ),
      portal502(1.5, "/patients/{mrn}/appointments", "scheduling-api", 0.9),
    ],
  },
  {
    estate: "ehr",
    cat: "network",
    origin: "hl7-interface",
    hints: ["route", "socket", "network"],
    sev: "high",
    note: "site-to-site VPN to the LIS drops; hl7-interface MLLP sends fail with NoRouteToHost/connection reset, lab orders pile up; portal WARNs; 2 hops",
    emits: [
      E("hl7-interface", "error", 2, (r) => `ORM^O01 ${msg(r)} send to LIS-SUNQUEST (172.20.14.8:6661) failed`, {
        etype: "java.net.NoRouteToHostException",
        stack: () =>
          javaStack("java.net.NoRouteToHostException: No route to host", [
            "java.base/sun.nio.ch.Net.connect0(Native Method)",
            "java.base/sun.nio.ch.NioSocketImpl.connect(NioSocketImpl.java:592)",
            "org.stmarys.hl7.mllp.MllpClient.send(MllpClient.java:77)",
          ]),
      }),
      E(
        "hl7-interface",
        "warn",
        5,
        () => "MLLP connection to LIS-SUNQUEST reset: java.net.SocketException: Connection reset",
        { lag: 1 },
      ),
      E("hl7-interface", "warn", 20, (r) => `outbound queue LIS-SUNQUEST depth=${r.int(50, 2000)}`, { lag: 30 }),
      E(
        "ehr-portal",
        "warn",
        3,
        (r) => `Lab order ${r.int(100000, 999999)} pending transmission for ${r.int(2, 40)} min`,
        { lag: 120 },
      ),
    ],
  },
  {
    estate: "ehr",
    cat: "network",
    origin: "imaging-gateway",
    hints: ["reset", "connection", "network"],
    sev: "medium",
    note: "MTU mismatch after switch change; imaging-gateway (Rust) sees peer resets and broken pipes on large WADO transfers; portal viewer errors louder; 2 hops",
    emits: [
      E(
        "imaging-gateway",
        "error",
        1.5,
        (r) =>
          `WADO-RS retrieve series ${r.int(1, 9)} from pacs-archive failed: error sending request for url (https://pacs-archive.stmarys.local/dicom-web/studies/1.2.840.113619.2.${r.int(100, 999)}): connection error: Connection reset by peer (os error 104)`,
      ),
      E("imaging-gateway", "warn", 4, () => "C-STORE association aborted by peer: Broken pipe (os error 32)", {
        lag: 3,
      }),
      E(
        "ehr-portal",
        "error",
        0.7,
        (r) =>
          `HTTP GET /imaging/viewer/${r.hex(8)} responded 502 in ${r.f(500, 9000, 4)} ms (upstream imaging-gateway)`,
        { lag: 1, traced: true },
      ),
    ],
  },
  {
    estate: "ehr",
    cat: "timeout",
    origin: "fhir-facade",
    hints: ["lock", "timeout", "wait"],
    sev: "high",
    note: "bulk export holds row locks; fhir-facade writes hit MySQL lock wait timeout (1205); portal order submission 504s louder; 2 hops, onset late",
    emits: [
      once(
        "fhir-facade",
        "info",
        -15,
        "$export job 7731 started: Patient,Observation,MedicationRequest (since 2019-01-01)",
      ),
      E(
        "fhir-facade",
        "error",
        1.4,
        (r) => `POST ServiceRequest 500 (${r.int(50000, 50300)}ms): HAPI-0389: Failed to call access method`,
        {
          etype: "com.mysql.cj.jdbc.exceptions.MySQLTransactionRollbackException",
          stack: () =>
            javaStack(
              "org.springframework.dao.CannotAcquireLockException: could not execute statement",
              [
                "org.springframework.orm.jpa.vendor.HibernateJpaDialect.convertHibernateAccessException(HibernateJpaDialect.java:262)",
                "ca.uhn.fhir.jpa.dao.BaseHapiFhirDao.updateEntity(BaseHapiFhirDao.java:1034)",
              ],
              [
                "Caused by: com.mysql.cj.jdbc.exceptions.MySQLTransactionRollbackException: Lock wait timeout exceeded; try restarting transaction",
                "\tat com.mysql.cj.jdbc.exceptions.SQLError.createSQLException(SQLError.java:123)",
              ],
            ),
        },
      ),
      E(
        "ehr-portal",
        "error",
        0.6,
        (r) => `HTTP POST /orders responded 504 in ${r.f(30000, 30100, 4)} ms (upstream fhir-facade timed out)`,
        { lag: 50, traced: true },
      ),
      E("pharmacy-dispense", "warn", 8, (r) => `order feed poll slow: fhir-facade took ${r.int(20, 50)}s`, { lag: 60 }),
    ],
  },
  {
    estate: "ehr",
    cat: "rate_limiting",
    origin: "audit-trail",
    hints: ["throughput", "rate", "exceeded"],
    sev: "medium",
    note: "audit-trail (Go) writes to Kinesis hit ProvisionedThroughputExceeded on a hot shard; backlog grows; portal logs slow audit WARNs; 2 hops",
    emits: [
      E(
        "audit-trail",
        "error",
        0.8,
        (r) =>
          `PutRecords to stream clinical-audit failed for ${r.int(20, 500)} records: ProvisionedThroughputExceededException: Rate exceeded for shard shardId-00000000000${r.int(0, 3)} in stream clinical-audit under account 55102938`,
      ),
      E("audit-trail", "warn", 10, (r) => `backoff ${r.int(100, 3200)}ms; in-memory buffer ${r.int(40, 99)}% full`, {
        lag: 10,
      }),
      E("ehr-portal", "warn", 4, (r) => `audit emit blocked ${r.int(200, 2000)} ms for user clin${r.int(1000, 9999)}`, {
        lag: 90,
      }),
    ],
  },
  {
    estate: "ehr",
    cat: "validation",
    origin: "hl7-interface",
    hints: ["hl7", "parse", "invalid"],
    sev: "medium",
    note: "LIS upgrade starts sending '>1000' in numeric OBX-5; hl7-interface NAKs ORU messages with parse errors; lab-results sees gaps; 2 hops",
    emits: [
      E(
        "hl7-interface",
        "error",
        1.1,
        (r) =>
          `ORU^R01 ${msg(r)} rejected (NAK AE): ca.uhn.hl7v2.model.DataTypeException: Invalid value '${r.pick([">1000", "<0.01", "TNP", "See note"])}' for OBX-5 with value type NM`,
        {
          etype: "ca.uhn.hl7v2.HL7Exception",
        },
      ),
      E(
        "lab-results",
        "warn",
        8,
        (r) => `expected result for order ${r.int(100000, 999999)} not received within 45 min`,
        { lag: 300 },
      ),
      E("ehr-portal", "warn", 6, (r) => `results pending for ${mrn(r)} longer than turnaround target`, { lag: 400 }),
    ],
  },
  {
    estate: "ehr",
    cat: "validation",
    origin: "pharmacy-dispense",
    hints: ["recordinvalid", "validation", "invalid"],
    sev: "medium",
    note: "orders arrive with dose unit 'mcg/kg/min' not in pharmacy list; Rails RecordInvalid at pharmacy-dispense; portal order verify 422 louder; 2 hops",
    emits: [
      E(
        "pharmacy-dispense",
        "error",
        2.5,
        (r) =>
          `ActiveRecord::RecordInvalid (Validation failed: Dose unit is not included in the list) for order ${r.int(100000, 999999)}`,
        {
          etype: "ActiveRecord::RecordInvalid",
          stack: () =>
            rubyStack("activerecord-7.1.3/lib/active_record/validations.rb:84:in `raise_validation_error'", [
              "app/services/dispense_builder.rb:33:in `call'",
              "app/controllers/dispenses_controller.rb:9:in `create'",
            ]),
        },
      ),
      E("pharmacy-dispense", "info", 2.5, (r) => `Completed 422 Unprocessable Content in ${r.int(8, 40)}ms`, {
        lag: 0.1,
      }),
      E(
        "ehr-portal",
        "error",
        1.2,
        (r) =>
          `HTTP POST /orders/${r.int(100000, 999999)}/verify responded 502 in ${r.f(30, 200, 4)} ms (pharmacy-dispense returned 422)`,
        { lag: 1, traced: true },
      ),
    ],
  },
  {
    estate: "ehr",
    cat: "null_reference",
    origin: "ehr-portal",
    hints: ["nullreference", "null", "reference"],
    sev: "high",
    note: "patients without a primary care provider crash the summary page with NullReferenceException in ehr-portal (.NET); origin is also the edge; 1 hop, onset late",
    emits: [
      E(
        "ehr-portal",
        "error",
        1.1,
        (r) => `HTTP GET /patients/${mrn(r)}/summary responded 500 in ${r.f(5, 60, 4)} ms`,
        {
          traced: true,
          etype: "System.NullReferenceException",
          stack: () =>
            dotnetStack("System.NullReferenceException: Object reference not set to an instance of an object.", [
              "StMarys.Portal.Summary.CareTeamViewModel..ctor(Patient patient) in /src/Portal/Summary/CareTeamViewModel.cs:line 31",
              "StMarys.Portal.Summary.SummaryController.Get(String mrn) in /src/Portal/Summary/SummaryController.cs:line 48",
              "Microsoft.AspNetCore.Mvc.Infrastructure.ActionMethodExecutor.TaskOfIActionResultExecutor.Execute(ActionContext actionContext, IActionResultTypeMapper mapper, ObjectMethodExecutor executor, Object controller, Object[] arguments)",
            ]),
        },
      ),
      once(
        "patient-index",
        "info",
        -100,
        "bulk import finished: 3 118 records from ClinicMerge, primary_care_provider unset",
      ),
    ],
  },
  {
    estate: "ehr",
    cat: "configuration",
    origin: "scheduling-api",
    hints: ["config", "environment", "missing"],
    sev: "high",
    note: "scheduling-api release drops SMS_PROVIDER_URL from the ConfigMap; new pods crash on start with a missing-env error, kubelet back-off and portal 503s louder; 3 hops",
    minOnset: 90,
    silence: [{ svc: "scheduling-api", lag: 0 }],
    emits: [
      once("scheduling-api", "info", -40, "received SIGTERM, shutting down gracefully (rollout scheduling-api:4.8.0)"),
      E(
        "scheduling-api",
        "fatal",
        45,
        () => 'Error: config validation failed: "SMS_PROVIDER_URL" is required (env var missing)',
        {
          stack: () =>
            nodeStack('Error: config validation failed: "SMS_PROVIDER_URL" is required', [
              "loadConfig (/app/dist/config.js:41:15)",
              "Object.<anonymous> (/app/dist/server.js:12:16)",
              "Module._compile (node:internal/modules/cjs/loader:1364:14)",
            ]),
        },
      ),
      E(
        "kubelet",
        "warn",
        45,
        () => "Back-off restarting failed container scheduling-api in pod scheduling-api-5b8c9-qv7lp",
        { lag: 2 },
      ),
      E(
        "ehr-portal",
        "error",
        0.7,
        (r) =>
          `HTTP GET /patients/${mrn(r)}/appointments responded 503 in ${r.f(1, 20, 4)} ms (upstream scheduling-api: no endpoints available)`,
        { lag: 3, traced: true },
      ),
    ],
  },
  {
    estate: "ehr",
    cat: "configuration",
    origin: "fhir-facade",
    hints: ["placeholder", "config", "property"],
    sev: "high",
    note: "fhir-facade Spring release renames mpi.base-url; context fails with unresolved placeholder, pods crash-loop; portal and scheduling report 502/503; 3 hops",
    minOnset: 90,
    silence: [{ svc: "fhir-facade", lag: 0 }],
    emits: [
      once("fhir-facade", "info", -30, "Starting FhirFacadeApplication v6.2.0 using Java 21.0.3 with PID 1"),
      E("fhir-facade", "error", 50, () => "Application run failed", {
        etype: "java.lang.IllegalArgumentException",
        stack: () =>
          javaStack(
            "org.springframework.beans.factory.BeanCreationException: Error creating bean with name 'mpiClient': Injection of autowired dependencies failed",
            [
              "org.springframework.beans.factory.annotation.AutowiredAnnotationBeanPostProcessor.postProcessProperties(AutowiredAnnotationBeanPostProcessor.java:515)",
              "org.springframework.boot.SpringApplication.run(SpringApplication.java:335)",
            ],
            [
              `Caused by: java.lang.IllegalArgumentException: Could not resolve placeholder 'mpi.base-url' in value "${"$"}{mpi.base-url}"`,
              "\tat org.springframework.util.PropertyPlaceholderHelper.parseStringValue(PropertyPlaceholderHelper.java:180)",
            ],
          ),
      }),
      E(
        "kubelet",
        "warn",
        50,
        () => "Back-off restarting failed container fhir-facade in pod fhir-facade-84d6f-9kx2c",
        { lag: 3 },
      ),
      portal502(2, "/patients/{mrn}/summary", "fhir-facade", 0.6),
      E(
        "scheduling-api",
        "error",
        3,
        (r) => `patient lookup via fhir-facade failed: connect ECONNREFUSED ${ip(r)}:8080`,
        { lag: 4 },
      ),
    ],
  },
  {
    estate: "ehr",
    cat: "dependency",
    origin: "lab-results",
    hints: ["503", "unavailable", "upstream"],
    sev: "medium",
    note: "external reference-lab API returns 503 for send-outs; lab-results (Python requests) retries loudly; portal WARNs; 2 hops",
    emits: [
      E("lab-results", "error", 1.8, (r) => `send-out order SO-${r.int(10000, 99999)} to reference lab failed`, {
        etype: "requests.exceptions.HTTPError",
        stack: () =>
          pyStack(
            [
              ["/app/lab/sendout.py", 52, "submit", "resp.raise_for_status()"],
              [
                "/usr/local/lib/python3.12/site-packages/requests/models.py",
                1024,
                "raise_for_status",
                "raise HTTPError(http_error_msg, response=self)",
              ],
            ],
            "requests.exceptions.HTTPError: 503 Server Error: Service Unavailable for url: https://api.reflab-partners.example/v2/orders",
          ),
      }),
      E(
        "lab-results",
        "warn",
        3,
        (r) =>
          `urllib3 Retry(total=${r.int(0, 2)}, connect=None, read=None) after 503 from api.reflab-partners.example`,
        { lag: 1 },
      ),
      E("ehr-portal", "warn", 5, (r) => `send-out status unavailable for ${mrn(r)}`, { lag: 30 }),
    ],
  },
  {
    estate: "ehr",
    cat: "memory",
    origin: "fhir-facade",
    hints: ["outofmemory", "heap", "memory"],
    sev: "high",
    note: "unbounded _include search loads huge bundles; fhir-facade GC thrash then java.lang.OutOfMemoryError: Java heap space; portal 504/502 louder; 2 hops",
    emits: [
      E(
        "fhir-facade",
        "warn",
        6,
        (r) =>
          `GC pause (G1 Evacuation Pause) ${r.int(900, 4000)}ms, heap ${r.int(3700, 3990)}M->${r.int(3600, 3980)}M(4096M)`,
        { lag: -120 },
      ),
      E(
        "fhir-facade",
        "error",
        5,
        (r) =>
          `Servlet.service() for servlet [hapiServlet] threw exception (GET Patient?_include=*&_count=${r.int(500, 1000)})`,
        {
          etype: "java.lang.OutOfMemoryError",
          stack: () =>
            javaStack("java.lang.OutOfMemoryError: Java heap space", [
              "java.base/java.util.Arrays.copyOf(Arrays.java:3537)",
              "ca.uhn.fhir.parser.JsonParser.encodeResourceToWriter(JsonParser.java:211)",
              "ca.uhn.fhir.rest.server.RestfulServer.handleRequest(RestfulServer.java:1150)",
            ]),
        },
      ),
      E(
        "ehr-portal",
        "error",
        0.6,
        (r) =>
          `HTTP GET /patients/${mrn(r)}/summary responded 504 in ${r.f(30000, 30100, 4)} ms (upstream fhir-facade)`,
        { lag: 2, traced: true },
      ),
    ],
  },
  {
    estate: "ehr",
    cat: "disk",
    origin: "imaging-gateway",
    hints: ["space", "storage", "disk"],
    sev: "high",
    note: "DICOM spool volume fills; imaging-gateway (Rust) fails writes with StorageFull / os error 28; modalities retry C-STORE; 1 hop plus portal viewer errors",
    emits: [
      once("imaging-gateway", "warn", -300, "spool /var/spool/dicom 93% used (1.86TiB of 2TiB)"),
      E(
        "imaging-gateway",
        "error",
        1.3,
        (r) =>
          `C-STORE from AE ${r.pick(["CT_ROOM2", "MR_3T", "XR_ED"])} failed: could not write instance to /var/spool/dicom/${r.hex(8)}.dcm: Os { code: 28, kind: StorageFull, message: "No space left on device" }`,
      ),
      E("imaging-gateway", "warn", 4, () => "sending C-STORE-RSP status 0xA700 (Out of Resources)", { lag: 1 }),
      E("ehr-portal", "warn", 3, (r) => `imaging study for ${mrn(r)} not yet available in viewer`, { lag: 60 }),
    ],
  },
  {
    estate: "ehr",
    cat: "disk",
    origin: "audit-trail",
    hints: ["read-only", "filesystem", "disk"],
    sev: "high",
    note: "EBS volume errors, ext4 remounts read-only; kernel logs it, audit-trail (Go) fails WAL writes and portal blocks on audit; 2 hops",
    emits: [
      once(
        "kernel",
        "error",
        -1,
        "EXT4-fs error (device nvme1n1): ext4_journal_check_start:83: comm audit-trail: Detected aborted journal",
      ),
      once("kernel", "fatal", -0.5, "EXT4-fs (nvme1n1): Remounting filesystem read-only"),
      E(
        "audit-trail",
        "error",
        1,
        (r) =>
          `append to segment failed: open /var/lib/audit/segments/${String(r.int(100, 999)).padStart(6, "0")}.wal: read-only file system`,
      ),
      E(
        "ehr-portal",
        "error",
        1.5,
        (r) => `audit emit failed for user clin${r.int(1000, 9999)}: audit-trail returned 503`,
        { lag: 1 },
      ),
    ],
  },
  {
    estate: "ehr",
    cat: "unknown",
    origin: "patient-index",
    hints: ["unknown", "internal", "error"],
    sev: "medium",
    note: "patient-index starts failing a share of matches with an opaque internal error code and no cause; fhir-facade 500s louder; 2 hops",
    emits: [
      E("patient-index", "error", 2.5, (r) => `MPI match failed: internal error (ref ${r.hex(8)})`),
      E(
        "fhir-facade",
        "error",
        1.2,
        (r) => `GET Patient?identifier=${mrn(r)} 500 (${r.int(20, 200)}ms): upstream patient-index returned 500`,
        { lag: 1 },
      ),
      portal502(2, "/patients/{mrn}/summary", "fhir-facade", 1.6),
    ],
  },
  {
    estate: "ehr",
    cat: "unknown",
    origin: "scheduling-api",
    hints: ["unknown", "internal", "500"],
    sev: "medium",
    note: "scheduling-api answers 500 with an empty body and logs only 'request failed'; portal errors louder; origin never gives a reason",
    emits: [
      E("scheduling-api", "error", 2, (r) => `POST /v1/appointments 500 ${r.int(3, 30)}ms - request failed`),
      E(
        "ehr-portal",
        "error",
        1,
        (r) =>
          `HTTP POST /patients/${mrn(r)}/appointments responded 502 in ${r.f(5, 60, 4)} ms (upstream scheduling-api returned 500, empty body)`,
        { lag: 1, traced: true },
      ),
      E("ehr-portal", "warn", 10, (r) => `booking failure rate ${r.int(20, 70)}% over 5m`, { lag: 60 }),
    ],
  },
];
