// Incidents of the veterinary clinic chain (pawsline): Node portal, Rails bookings, .NET records on SQL
// Server, Elixir dispensing, Go lab ingest, PHP/Laravel billing, Python/Celery reminders, Rust imaging, Java stock.
import { E, F, I, W } from "./lines.js";
import type { Rng } from "./rng.js";
import type { Spec } from "./types.js";

const pet = (r: Rng) => `PT-${r.int(100000, 999999)}`;
const dotnetOom = [
  "   at System.Text.StringBuilder.ExpandByABlock(Int32 minBlockCharCount)",
  "   at System.Text.StringBuilder.Append(String value)",
  "   at PatientRecords.Export.HistoryCsvWriter.WriteVisits(IEnumerable`1 visits) in /src/PatientRecords/Export/HistoryCsvWriter.cs:line 77",
  "   at PatientRecords.Controllers.ExportController.FullHistory(Int32 clinicId) in /src/PatientRecords/Controllers/ExportController.cs:line 41",
  "   at Microsoft.AspNetCore.Mvc.Infrastructure.ActionMethodExecutor.TaskOfIActionResultExecutor.Execute(ActionContext actionContext)",
];
const sqlDeadlock = [
  "   at Microsoft.Data.SqlClient.SqlConnection.OnError(SqlException exception, Boolean breakConnection, Action`1 wrapCloseInAction)",
  "   at Microsoft.Data.SqlClient.TdsParser.TryRun(RunBehavior runBehavior, SqlCommand cmdHandler, SqlDataReader dataStream)",
  "   at Microsoft.EntityFrameworkCore.Storage.RelationalCommand.ExecuteNonQueryAsync(RelationalCommandParameterObject parameterObject, CancellationToken cancellationToken)",
  "   at PatientRecords.Data.VisitRepository.CloseVisitAsync(Int32 visitId) in /src/PatientRecords/Data/VisitRepository.cs:line 133",
  "ClientConnectionId:5b1e0c8a-77a2-4f0e-9d0b-2f4c61a2e901",
  "Error Number:1205,State:51,Class:13",
];
const nre = [
  "   at PatientRecords.Mapping.OwnerMapper.ToDto(Patient patient) in /src/PatientRecords/Mapping/OwnerMapper.cs:line 29",
  "   at System.Linq.Enumerable.SelectListIterator`2.ToList()",
  "   at PatientRecords.Controllers.PatientsController.Get(String id) in /src/PatientRecords/Controllers/PatientsController.cs:line 58",
  "   at lambda_method214(Closure, Object, Object[])",
];

export const VET: Spec[] = [
  {
    estate: "vet",
    origin: "patient-records",
    category: "memory",
    hints: ["memory", "outofmemory", "heap"],
    sev: "high",
    note: "A full-history CSV export in patient-records grows the .NET heap until OutOfMemoryException; the portal then sees 502s from it.",
    first: [W("GC heap size 3.71 GB after gen2 collection (limit 4.00 GB), LOH fragmentation 41%")],
    rate: 9,
    gen: [
      (r) =>
        E(`Unhandled exception while exporting clinic ${r.int(1, 40)} history`, [
          "System.OutOfMemoryException: Exception of type 'System.OutOfMemoryException' was thrown.",
          ...dotnetOom,
        ]),
      () => W("GC heap hard limit nearly reached: 3.97 GB committed, allocation budget exhausted"),
      (r) =>
        E(
          `Request finished HTTP/1.1 GET http://patient-records/api/patients/${pet(r)} - 500 - - ${r.int(4000, 9000)}.2210ms`,
        ),
    ],
    callers: [
      {
        svc: "clinic-portal",
        rate: 14,
        lag: 20,
        gen: [
          (r) =>
            E(`GET /api/patients/${pet(r)} 502 upstream patient-records responded 500 after ${r.int(3000, 9000)}ms`),
        ],
      },
      {
        svc: "traefik",
        rate: 6,
        lag: 25,
        gen: [
          (r) =>
            W(
              `"GET /api/patients/${pet(r)} HTTP/2.0" 502 11 "-" "-" clinic-portal@kubernetescrd ${r.int(3000, 9000)}ms`,
            ),
        ],
      },
    ],
  },
  {
    estate: "vet",
    origin: "billing-invoicer",
    category: "memory",
    hints: ["memory", "allowed memory", "exhausted"],
    sev: "high",
    note: "billing-invoicer's PDF rendering job hits PHP's memory_limit (Allowed memory size exhausted) on a multi-pet invoice batch; the portal reports invoice failures.",
    rate: 7,
    gen: [
      (r) =>
        F(
          `PHP Fatal error:  Allowed memory size of 268435456 bytes exhausted (tried to allocate ${r.pick([20480, 65536, 4194304])} bytes) in /var/www/app/Services/InvoicePdf/Renderer.php on line 212`,
        ),
      (r) => E(`[queue] Failed: App\\Jobs\\RenderInvoicePdf INV-${r.int(200000, 299999)} (attempt ${r.int(1, 3)}/3)`),
      () => W("WARNING: [pool www] child 211 exited on signal 9 (SIGKILL) after 63.102 seconds from start"),
    ],
    callers: [
      {
        svc: "clinic-portal",
        rate: 5,
        lag: 40,
        gen: [(r) => E(`POST /api/invoices/INV-${r.int(200000, 299999)}/pdf 500 billing-invoicer returned 500`)],
      },
    ],
  },
  {
    estate: "vet",
    origin: "rx-dispense",
    category: "timeout",
    hints: ["timeout", "time out", "genserver"],
    sev: "medium",
    note: "rx-dispense's stock-ledger GenServer stops answering within 5 s; Phoenix requests exit with GenServer.call timeouts and the portal sees 504s.",
    rate: 12,
    gen: [
      (r) =>
        E(`GenServer.call timed out reserving stock for rx=${r.int(10000, 99999)}`, [
          `** (exit) exited in: GenServer.call(RxDispense.StockLedger, {:reserve, ${r.int(100, 999)}, ${r.int(1, 60)}}, 5000)`,
          "    ** (EXIT) time out",
          "    (elixir 1.16.2) lib/gen_server.ex:1114: GenServer.call/3",
          "    (rx_dispense 2.8.1) lib/rx_dispense/dispense.ex:61: RxDispense.Dispense.reserve/2",
          "    (rx_dispense 2.8.1) lib/rx_dispense_web/controllers/prescription_controller.ex:24: RxDispenseWeb.PrescriptionController.create/2",
        ]),
      (r) => W(`StockLedger mailbox length ${r.int(800, 4000)}, last reply ${r.int(5, 30)}s ago`),
    ],
    callers: [
      {
        svc: "clinic-portal",
        rate: 10,
        lag: 8,
        gen: [(r) => E(`POST /api/prescriptions 504 rx-dispense did not answer within 15000ms (req ${r.hex(8)})`)],
      },
    ],
  },
  {
    estate: "vet",
    origin: "lab-results-ingest",
    category: "timeout",
    hints: ["deadline", "timeout"],
    sev: "medium",
    note: "lab-results-ingest's polls of the external reference-lab API stop completing in time (context deadline exceeded); the lab itself does not log here, and patient-records warns that panels stay pending.",
    rate: 6,
    gen: [
      (r) =>
        E(
          `poll idexx failed: Get "https://api.vetlab-partner.example/v2/results?since=${r.int(7000000, 7999999)}": context deadline exceeded (Client.Timeout exceeded while awaiting headers)`,
        ),
      () => W("poll idexx: backing off 30s after 3 consecutive deadline errors"),
    ],
    callers: [
      {
        svc: "patient-records",
        rate: 3,
        lag: 120,
        gen: [(r) => W(`Lab panel for ${pet(r)} still pending after ${r.int(20, 45)} minutes`)],
      },
    ],
  },
  {
    estate: "vet",
    origin: "patient-records",
    category: "database",
    hints: ["deadlock", "sql", "database"],
    sev: "high",
    note: "patient-records transactions on SQL Server start deadlocking (SqlException 1205) when closing visits; the portal shows 500s for checkout.",
    rate: 10,
    gen: [
      (r) =>
        E(
          `An exception occurred while saving changes for context type 'PatientRecords.Data.ClinicDbContext' (visit ${r.int(100000, 999999)})`,
          [
            `Microsoft.Data.SqlClient.SqlException (0x80131904): Transaction (Process ID ${r.int(52, 140)}) was deadlocked on lock resources with another process and has been chosen as the deadlock victim. Rerun the transaction.`,
            ...sqlDeadlock,
          ],
        ),
      () => W("Retrying SaveChanges after transient SQL error 1205 (attempt 2 of 3)"),
    ],
    callers: [
      {
        svc: "clinic-portal",
        rate: 8,
        lag: 5,
        gen: [(r) => E(`POST /api/visits/${r.int(100000, 999999)}/close 500 from patient-records`)],
      },
    ],
  },
  {
    estate: "vet",
    origin: "appointment-book",
    category: "database",
    hints: ["connection", "pool", "activerecord", "database"],
    sev: "high",
    note: "appointment-book (Rails) exhausts its ActiveRecord connection pool; requests wait 5 s and fail with ConnectionTimeoutError while the portal retries loudly.",
    rate: 14,
    gen: [
      () =>
        E(
          "ActiveRecord::ConnectionTimeoutError (could not obtain a connection from the pool within 5.000 seconds (waited 5.001 seconds); all pooled connections were in use):",
          [
            "activerecord (7.1.3) lib/active_record/connection_adapters/abstract/connection_pool/queue.rb:128:in `block in wait_poll'",
            "activerecord (7.1.3) lib/active_record/connection_adapters/abstract/connection_pool.rb:694:in `acquire_connection'",
            "app/controllers/slots_controller.rb:14:in `index'",
          ],
        ),
      (r) =>
        E(
          `Completed 500 Internal Server Error in ${r.int(5001, 5090)}ms (ActiveRecord: 0.0ms | Allocations: ${r.int(900, 3000)})`,
        ),
    ],
    callers: [
      {
        svc: "clinic-portal",
        rate: 30,
        lag: 6,
        gen: [
          (r) => W(`appointment-book GET /v1/slots failed (500), retry ${r.int(1, 4)}/4`),
          (r) => E(`GET /api/appointments 502 after ${r.int(5000, 20000)}ms: appointment-book unavailable`),
        ],
      },
    ],
  },
  {
    estate: "vet",
    origin: "reminder-sender",
    category: "configuration",
    hints: ["config", "improperly", "url", "setting"],
    sev: "medium",
    note: "After a settings reload reminder-sender reads a relative SMS_GATEWAY_URL and every send task fails with ImproperlyConfigured.",
    pre: [
      {
        dt: -25,
        svc: "reminder-sender",
        line: I("settings reloaded from /etc/reminder/settings.yaml (revision 41, changed keys: SMS_GATEWAY_URL)"),
      },
    ],
    rate: 10,
    gen: [
      (r) =>
        E(
          `Task reminders.send_due[${r.uuid()}] raised unexpected: ImproperlyConfigured("SMS_GATEWAY_URL must be an absolute URL, got 'sms-gw.vet-prod.svc:8443/send'")`,
          [
            "Traceback (most recent call last):",
            '  File "/app/reminders/tasks.py", line 52, in send_due',
            "    client = gateway_client()",
            '  File "/app/reminders/gateway.py", line 18, in gateway_client',
            '    raise ImproperlyConfigured(f"SMS_GATEWAY_URL must be an absolute URL, got {url!r}")',
            "django.core.exceptions.ImproperlyConfigured: SMS_GATEWAY_URL must be an absolute URL, got 'sms-gw.vet-prod.svc:8443/send'",
          ],
        ),
    ],
    callers: [],
  },
  {
    estate: "vet",
    origin: "imaging-store",
    category: "configuration",
    hints: ["config", "certificate", "ca", "tls"],
    sev: "medium",
    note: "imaging-store restarts with a config revision pointing tls.ca_file at a bundle that is not mounted, so uploads to the object store fail certificate verification.",
    first: [
      W('tls.ca_file "/etc/pawsline/ca-2026.pem" not readable (No such file or directory), using system roots only'),
    ],
    pre: [
      {
        dt: -12,
        svc: "imaging-store",
        line: I("imaging-store 3.4.0 starting, config revision r88 (storage.endpoint, tls.ca_file changed)"),
      },
    ],
    rate: 9,
    gen: [
      (r) =>
        E(
          `put_object study=1.2.826.${r.int(1000, 9999)} failed: dispatch failure: io error: error trying to connect: invalid peer certificate: UnknownIssuer (endpoint https://objects.pawsline.internal:9000)`,
        ),
      (r) => E(`upload aborted after 3 attempts, study queued for retry bytes=${r.int(200000, 9000000)}`),
    ],
    callers: [
      {
        svc: "patient-records",
        rate: 3,
        lag: 30,
        gen: [(r) => W(`Imaging attach for ${pet(r)} failed: imaging-store returned 502`)],
      },
    ],
  },
  {
    estate: "vet",
    origin: "inventory-sync",
    category: "network",
    hints: ["network", "unknownhost", "reset", "connection"],
    sev: "medium",
    note: "inventory-sync loses its path to the supplier EDI endpoint: name resolution fails and open connections are reset.",
    rate: 8,
    gen: [
      () =>
        E("Stock sync to supplier failed", [
          "java.net.UnknownHostException: edi.supplier-hub.example: Temporary failure in name resolution",
          "\tat java.base/java.net.Inet6AddressImpl.lookupAllHostAddr(Native Method)",
          "\tat java.base/java.net.InetAddress.getAllByName0(InetAddress.java:1534)",
          "\tat com.pawsline.inventory.edi.EdiClient.push(EdiClient.java:88)",
        ]),
      () => E("Stock sync to supplier failed: java.net.SocketException: Connection reset"),
      () => W("EDI push retry scheduled in 60 s"),
    ],
    callers: [
      {
        svc: "clinic-portal",
        rate: 1,
        lag: 240,
        gen: [() => W("stock levels older than 5 minutes, showing cached values")],
      },
    ],
  },
  {
    estate: "vet",
    origin: "billing-invoicer",
    category: "authentication",
    hints: ["authentication", "api key", "invalid", "401"],
    sev: "medium",
    note: "billing-invoicer's payment-gateway API key no longer authenticates (401 invalid API key) so card captures fail; the gateway does not log here.",
    rate: 8,
    gen: [
      (r) =>
        E(
          `Payment capture failed for INV-${r.int(200000, 299999)}: PaymentGateway\\Exception\\AuthenticationException: Invalid API Key provided: pk_live_****3f9a (HTTP 401)`,
          [
            "#0 /var/www/vendor/paygate/paygate-php/lib/ApiRequestor.php(214): PaymentGateway\\ApiRequestor->handleErrorResponse()",
            "#1 /var/www/app/Services/Payments/CaptureService.php(61): PaymentGateway\\Service\\ChargeService->capture()",
            "#2 /var/www/app/Jobs/CapturePayment.php(33): App\\Services\\Payments\\CaptureService->capture()",
          ],
        ),
    ],
    callers: [
      {
        svc: "clinic-portal",
        rate: 6,
        lag: 10,
        gen: [
          (r) =>
            E(
              `POST /api/invoices/INV-${r.int(200000, 299999)}/pay 502 billing-invoicer: payment declined by processor`,
            ),
        ],
      },
    ],
  },
  {
    estate: "vet",
    origin: "imaging-store",
    category: "authorization",
    hints: ["access denied", "forbidden", "403", "authorization", "permission"],
    sev: "medium",
    note: "imaging-store's writes to the study bucket are refused with 403 AccessDenied after a bucket policy change.",
    rate: 8,
    gen: [
      (r) =>
        E(
          `put_object study=1.2.826.${r.int(1000, 9999)} failed: service error: AccessDenied: Access Denied (status 403, request id ${r.hex(16).toUpperCase()})`,
        ),
      () => W("upload worker pausing 10s after repeated AccessDenied"),
    ],
    callers: [
      {
        svc: "patient-records",
        rate: 3,
        lag: 30,
        gen: [(r) => W(`Imaging attach for ${pet(r)} failed: imaging-store returned 500`)],
      },
    ],
  },
  {
    estate: "vet",
    origin: "reminder-sender",
    category: "rate_limiting",
    hints: ["rate", "429", "too many", "throttl"],
    sev: "medium",
    note: "reminder-sender's bulk vaccine reminders exceed the SMS provider's send rate; the provider (not logging here) answers 429 and tasks retry.",
    rate: 16,
    gen: [
      (r) =>
        W(
          `Task reminders.send_sms[${r.uuid()}] retry: Retry in 60s: HTTPError('429 Client Error: Too Many Requests for url: https://api.sms-partner.example/v1/messages')`,
        ),
      () => E("SMS provider throttling: 429 Too Many Requests (limit 30/s), dropping batch of 200 after max retries"),
    ],
    callers: [],
  },
  {
    estate: "vet",
    origin: "lab-results-ingest",
    category: "validation",
    hints: ["validation", "invalid", "parse", "reject"],
    sev: "medium",
    note: "lab-results-ingest starts rejecting HL7 batches whose OBR-7 timestamps no longer parse after a lab-side format change.",
    rate: 8,
    gen: [
      (r) =>
        E(
          `rejecting ORU^R01 batch ${r.hex(10)}: OBR-7 "2026${r.int(10, 12)}${r.int(32, 39)}0915" invalid observation datetime: parsing time: day out of range`,
        ),
      (r) => W(`batch ${r.hex(10)} moved to dead-letter after validation failure (${r.int(3, 80)} results)`),
    ],
    callers: [
      {
        svc: "patient-records",
        rate: 2,
        lag: 150,
        gen: [(r) => W(`Lab panel for ${pet(r)} still pending after ${r.int(20, 45)} minutes`)],
      },
    ],
  },
  {
    estate: "vet",
    origin: "patient-records",
    category: "null_reference",
    hints: ["null", "nullreference", "object reference"],
    sev: "medium",
    note: "patient-records throws NullReferenceException mapping patients whose owner record is missing; the portal shows 500s on those patient pages.",
    rate: 8,
    gen: [
      (r) =>
        E(`Unhandled exception rendering patient ${pet(r)}`, [
          "System.NullReferenceException: Object reference not set to an instance of an object.",
          ...nre,
        ]),
    ],
    callers: [
      {
        svc: "clinic-portal",
        rate: 6,
        lag: 5,
        gen: [(r) => E(`GET /api/patients/${pet(r)} 500 from patient-records`)],
      },
    ],
  },
  {
    estate: "vet",
    origin: "rx-dispense",
    category: "dependency",
    hints: ["dependency", "503", "unavailable", "circuit", "breaker"],
    sev: "medium",
    note: "The third-party drug-interaction API that rx-dispense calls returns 503s and rx-dispense's fuse opens; the vendor does not log here, so rx-dispense is the origin.",
    rate: 10,
    gen: [
      (r) =>
        E(
          `interaction check failed for rx=${r.int(10000, 99999)}: %Tesla.Env{status: 503, url: "https://api.vetdrug-ref.example/v1/interactions"}`,
        ),
      () => W("fuse :drug_interactions blown, short-circuiting calls for 30s"),
      (r) => E(`dispense blocked for rx=${r.int(10000, 99999)}: interaction service unavailable (circuit open)`),
    ],
    callers: [
      {
        svc: "clinic-portal",
        rate: 6,
        lag: 12,
        gen: [(r) => E(`POST /api/prescriptions 503 rx-dispense: dispense blocked (req ${r.hex(8)})`)],
      },
    ],
  },
  {
    estate: "vet",
    origin: "billing-invoicer",
    category: "disk",
    hints: ["disk", "space", "no space"],
    sev: "medium",
    note: "billing-invoicer's storage volume fills up, so PDF invoices and Laravel logs can no longer be written (No space left on device).",
    rate: 8,
    gen: [
      (r) =>
        E(
          `file_put_contents(/var/www/storage/app/invoices/INV-${r.int(200000, 299999)}.pdf): Failed to open stream: No space left on device`,
        ),
      () =>
        E(
          "[queue] Failed: App\\Jobs\\RenderInvoicePdf: fwrite(): Write of 8192 bytes failed with errno=28 No space left on device",
        ),
    ],
    callers: [
      {
        svc: "clinic-portal",
        rate: 4,
        lag: 30,
        gen: [(r) => E(`GET /api/invoices/INV-${r.int(200000, 299999)}/pdf 500 billing-invoicer`)],
      },
    ],
  },
  {
    estate: "vet",
    origin: "appointment-book",
    category: "unknown",
    hints: ["unknown", "500", "internal", "error"],
    sev: "medium",
    note: "appointment-book starts answering 500 with no exception in its logs; traefik and the portal report the failures.",
    rate: 12,
    gen: [
      (r) =>
        E(
          `Completed 500 Internal Server Error in ${r.int(2, 30)}ms (ActiveRecord: 0.0ms | Allocations: ${r.int(200, 900)})`,
        ),
    ],
    callers: [
      {
        svc: "clinic-portal",
        rate: 12,
        lag: 4,
        gen: [() => E("GET /api/appointments 502: appointment-book returned 500")],
      },
      {
        svc: "traefik",
        rate: 5,
        lag: 4,
        gen: [() => W('"GET /v1/slots HTTP/1.1" 500 21 "-" "-" appointment-book@kubernetescrd 9ms')],
      },
    ],
  },
];
