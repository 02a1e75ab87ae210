// Keynote Piano Studios (one-word names, Traefik, correlation ids on some services; .NET, Elixir, PHP/Laravel).
import type { Incident } from "./incident.js";
import { callFail, crashLoop, deploy, edgeFail, emit, once } from "./kit.js";
import { dotnetStack, exStack } from "./stacks.js";
import { SEC } from "./window.js";

const E = "keynote";
const laravel = (level: string, msg: string, ex: string, at: string) =>
  `production.${level}: ${msg} {"exception":"[object] (${ex}(code: 0): ${msg} at ${at})"}`;

export const KEYNOTE: Incident[] = [
  {
    estate: E,
    category: "authentication",
    origin: "billing",
    sev: "high",
    hints: ["api key", "unauthorized", "401", "authentication", "credential"],
    note: "The card processor API key payments used was rolled by finance without updating the service, so every charge was refused as unauthenticated.",
    build(w, t0, end) {
      const pay = w.s("billing");
      emit(
        w,
        "billing",
        t0,
        end,
        2300,
        "ERROR",
        () =>
          `psp charge failed status=401 body=%{"error" => %{"message" => "Invalid API Key provided: sk_live_****************7Qx2", "type" => "invalid_request_error"}}`,
      );
      emit(w, "web", t0 + SEC, end, 1400, "ERROR", () =>
        laravel(
          "ERROR",
          `Server error: \`POST http://payments:4000/api/charges\` resulted in a \`502 Bad Gateway\` response`,
          "GuzzleHttp\\Exception\\ServerException",
          "/var/www/html/vendor/guzzlehttp/guzzle/src/Exception/RequestException.php:113",
        ),
      );
      emit(
        w,
        "hire",
        t0 + 3 * SEC,
        end,
        3000,
        "ERROR",
        () => `rental deposit not taken: ${callFail(pay, w.s("hire"), "5xx", 502)}`,
      );
      edgeFail(w, "billing", t0 + SEC, end, 1800, 502);
    },
  },
  {
    estate: E,
    category: "authorization",
    origin: "auth",
    sev: "medium",
    hints: ["authorization", "insufficient privileges", "403", "forbidden", "permission"],
    note: "A tenant admin removed an application permission from accounts, so its directory calls to provision new teachers were refused with 403.",
    build(w, t0, end) {
      emit(w, "auth", t0, end, 7000, "ERROR", () => ({
        msg: "Provisioning teacher account failed",
        stack: dotnetStack(
          "Microsoft.Graph.Models.ODataErrors.ODataError",
          "Insufficient privileges to complete the operation.",
          [
            "Microsoft.Kiota.Http.HttpClientLibrary.HttpClientRequestAdapter.ThrowIfFailedResponse(HttpResponseMessage response, Dictionary`2 errorMapping, Activity activityForAttributes, CancellationToken cancellationToken)",
            "Keynote.Accounts.Directory.GraphDirectory.CreateUserAsync(TeacherInvite invite) in /src/Keynote.Accounts/Directory/GraphDirectory.cs:line 71",
            "Keynote.Accounts.Teachers.ProvisioningWorker.ExecuteAsync(CancellationToken stoppingToken) in /src/Keynote.Accounts/Teachers/ProvisioningWorker.cs:line 44",
          ],
        ),
      }));
      emit(
        w,
        "auth",
        t0,
        end,
        25 * SEC,
        "WARN",
        () => "Graph responded 403 Authorization_RequestDenied for POST /v1.0/users",
      );
      emit(
        w,
        "lessons",
        t0 + 20 * SEC,
        end,
        12 * SEC,
        "WARN",
        () => "teacher onboarding pending: account not provisioned, timetable slots held",
      );
      emit(w, "web", t0 + 20 * SEC, end, 15 * SEC, "ERROR", () =>
        laravel(
          "ERROR",
          "Teacher invite could not be completed (accounts returned 502)",
          "App\\Exceptions\\UpstreamException",
          "/var/www/html/app/Http/Controllers/Admin/TeacherController.php:58",
        ),
      );
    },
  },
  {
    estate: E,
    category: "database",
    origin: "rooms",
    sev: "high",
    hints: ["dbconnection", "connection", "pool", "database", "queue"],
    note: "A long occupancy report held most of rooms' Ecto pool, so its requests were dropped from the connection queue and room bookings failed.",
    build(w, t0, end) {
      const rm = w.s("rooms");
      once(w, "rooms", t0 - 20 * SEC, "INFO", "occupancy report started range=2026-09-01..2026-12-02 sites=all");
      emit(w, "rooms", t0, end, 2300, "ERROR", () => ({
        msg: `GenServer #PID<0.${w.rng.int(2000, 9000)}.0> terminating`,
        stack: exStack(
          "DBConnection.ConnectionError",
          `connection not available and request was dropped from queue after ${w.rng.int(2000, 3000)}ms. This means requests are coming in and your connection pool cannot serve them fast enough. You can address this by:\n\n  1. Ensuring your database is available and that you can connect to it\n  2. Tracking down slow queries and making sure they are running fast enough\n  3. Increasing the pool_size (although this increases resource consumption)\n  4. Allowing requests to wait longer by increasing :queue_target and :queue_interval\n\nSee DBConnection.start_link/2 for more information`,
          [
            "(ecto_sql 3.11.3) lib/ecto/adapters/sql.ex:1054: Ecto.Adapters.SQL.raise_sql_call_error/1",
            "(rooms 0.9.4) lib/rooms/reservations.ex:88: Rooms.Reservations.create/2",
            "(rooms 0.9.4) lib/rooms_web/controllers/reservation_controller.ex:21: RoomsWeb.ReservationController.create/2",
          ],
        ),
      }));
      emit(w, "web", t0 + SEC, end, 1200, "ERROR", () =>
        laravel(
          "ERROR",
          callFail(rm, w.s("web"), "5xx", 500),
          "GuzzleHttp\\Exception\\ServerException",
          "/var/www/html/vendor/guzzlehttp/guzzle/src/Exception/RequestException.php:113",
        ),
      );
      emit(
        w,
        "lessons",
        t0 + 5 * SEC,
        end,
        5000,
        "WARN",
        () =>
          "room hold failed for lesson, retrying: Response status code does not indicate success: 500 (Internal Server Error).",
      );
      edgeFail(w, "rooms", t0 + SEC, end, 1600, 500);
    },
  },
  {
    estate: E,
    category: "network",
    origin: "lessons",
    sev: "medium",
    hints: ["dns", "name or service not known", "network", "socket", "resolve"],
    note: "timetable lost name resolution for the calendar gateway, so every teacher calendar push failed before connecting.",
    build(w, t0, end) {
      emit(w, "lessons", t0, end, 3500, "ERROR", () => ({
        msg: `Calendar push failed for teacher ${w.rng.int(100, 400)}`,
        stack: dotnetStack(
          "System.Net.Http.HttpRequestException",
          "Name or service not known (ics-gateway.keynote.internal:443)",
          [
            "System.Net.Http.HttpConnectionPool.ConnectToTcpHostAsync(String host, Int32 port, HttpRequestMessage initialRequest, Boolean async, CancellationToken cancellationToken)",
            "Keynote.Timetable.Calendar.IcsGatewayClient.PushAsync(TeacherCalendar calendar) in /src/Keynote.Timetable/Calendar/IcsGatewayClient.cs:line 36",
          ],
          { ex: "System.Net.Sockets.SocketException (00000005)", msg: "Name or service not known" },
        ),
      }));
      emit(
        w,
        "notify",
        t0 + 30 * SEC,
        end,
        20 * SEC,
        "WARN",
        () => "calendar_updated notification skipped: timetable reported push failure",
      );
      emit(
        w,
        "web",
        t0 + 10 * SEC,
        end,
        9000,
        "WARN",
        () => "production.WARNING: Timetable returned partial week (calendar sync stale)",
      );
    },
  },
  {
    estate: E,
    category: "timeout",
    origin: "web",
    sev: "high",
    hints: ["timeout", "maximum execution time", "timed out", "execution time"],
    note: "storefront's recital seating page ran past PHP's 30 s execution limit on every hit and filled the FPM pool, so pages timed out.",
    build(w, t0, end) {
      emit(w, "web", t0, end, 2600, "ERROR", () =>
        laravel(
          "ERROR",
          "Maximum execution time of 30 seconds exceeded",
          "Symfony\\Component\\ErrorHandler\\Error\\FatalError",
          "/var/www/html/app/Services/RecitalSeatingPlanner.php:212",
        ),
      );
      emit(
        w,
        "web",
        t0 + 30 * SEC,
        end,
        25 * SEC,
        "WARN",
        () => "WARNING: [pool www] server reached pm.max_children setting (20), consider raising it",
      );
      edgeFail(w, "web", t0 + 10 * SEC, end, 900, 504, { ms: () => 30000 + w.rng.int(0, 500) });
    },
  },
  {
    estate: E,
    category: "rate_limiting",
    origin: "notify",
    sev: "medium",
    hints: ["429", "rate", "throttl", "too many"],
    note: "notifier exceeded its SMS provider's rate during a lesson-change blast, so messages were throttled with 429 and piled up.",
    build(w, t0, end) {
      once(w, "lessons", t0 - 25 * SEC, "INFO", "Snow closure: 412 lessons moved online, notifying families");
      emit(
        w,
        "notify",
        t0,
        end,
        2200,
        "WARN",
        () =>
          `sms provider throttled request status=429 retry_after=${w.rng.pick([1, 5, 30])}s queue_len=${w.rng.int(200, 900)}`,
      );
      emit(
        w,
        "notify",
        t0 + 40 * SEC,
        end,
        8000,
        "ERROR",
        () => `sms job discarded after 5 attempts: {:error, %Tesla.Env{status: 429}}`,
      );
      emit(w, "lessons", t0 + 10 * SEC, end, 2400, "ERROR", () => callFail(w.s("notify"), w.s("lessons"), "timeout"));
      emit(
        w,
        "billing",
        t0 + 10 * SEC,
        end,
        6000,
        "WARN",
        () => `receipt notification not accepted by notifier: ${callFail(w.s("notify"), w.s("billing"), "timeout")}`,
      );
    },
  },
  {
    estate: E,
    category: "validation",
    origin: "hire",
    sev: "high",
    hints: ["validation", "invalid", "postcode", "rule"],
    note: "rentals' new postcode rule rejected valid UK postcodes with a space, so almost every piano rental checkout was refused as invalid input.",
    build(w, t0, end) {
      emit(
        w,
        "hire",
        t0,
        end,
        3000,
        "WARN",
        () =>
          `production.WARNING: Rental checkout rejected {"errors":{"delivery_postcode":["The delivery postcode field format is invalid."]},"input":"${w.rng.pick(["SW1A 1AA", "M1 1AE", "LS6 2AB", "BS8 1TH"])}"}`,
      );
      emit(w, "web", t0 + SEC, end, 1300, "ERROR", () =>
        laravel(
          "ERROR",
          `Client error: \`POST http://rentals:8080/api/checkout\` resulted in a \`422 Unprocessable Content\` response`,
          "GuzzleHttp\\Exception\\ClientException",
          "/var/www/html/vendor/guzzlehttp/guzzle/src/Exception/RequestException.php:111",
        ),
      );
      emit(
        w,
        "billing",
        t0 + 5 * SEC,
        end,
        15 * SEC,
        "INFO",
        () => "rental deposit authorisation voided (checkout abandoned)",
      );
      edgeFail(w, "hire", t0 + SEC, end, 2000, 422);
    },
  },
  {
    estate: E,
    category: "null_reference",
    origin: "exams",
    sev: "high",
    hints: ["nullreference", "null", "object reference"],
    note: "exams threw a NullReferenceException pricing entries for candidates without an accompanist record, so exam entries failed.",
    build(w, t0, end) {
      const ex = w.s("exams");
      emit(w, "exams", t0, end, 2800, "ERROR", () => ({
        msg: "An unhandled exception has occurred while executing the request.",
        stack: dotnetStack("System.NullReferenceException", "Object reference not set to an instance of an object.", [
          "Keynote.Exams.Services.EntryPricing.Quote(ExamEntry entry) in /src/Keynote.Exams/Services/EntryPricing.cs:line 58",
          "Keynote.Exams.Controllers.EntriesController.Create(CreateEntryRequest request) in /src/Keynote.Exams/Controllers/EntriesController.cs:line 41",
          "lambda_method312(Closure, Object)",
          "Microsoft.AspNetCore.Mvc.Infrastructure.ActionMethodExecutor.AwaitableObjectResultExecutor.Execute(ActionContext actionContext, IActionResultTypeMapper mapper, ObjectMethodExecutor executor, Object controller, Object[] arguments)",
          "Microsoft.AspNetCore.Diagnostics.ExceptionHandlerMiddlewareImpl.<Invoke>g__Awaited|10_0(ExceptionHandlerMiddlewareImpl middleware, HttpContext context, Task task)",
        ]),
        logger: "Microsoft.AspNetCore.Diagnostics.ExceptionHandlerMiddleware",
      }));
      emit(w, "web", t0 + SEC, end, 1300, "ERROR", () =>
        laravel(
          "ERROR",
          callFail(ex, w.s("web"), "5xx", 500),
          "GuzzleHttp\\Exception\\ServerException",
          "/var/www/html/vendor/guzzlehttp/guzzle/src/Exception/RequestException.php:113",
        ),
      );
      edgeFail(w, "exams", t0 + SEC, end, 1800, 500);
    },
  },
  {
    estate: E,
    category: "configuration",
    origin: "web",
    sev: "high",
    hints: ["config", "app_key", "encryption key", "missing"],
    note: "A storefront release went out without APP_KEY in its environment, so Laravel failed every request that touched the session.",
    build(w, t0, end) {
      deploy(w, w.s("web"), t0 - 5 * SEC, "2026.12.02");
      emit(w, "web", t0, end, 1100, "ERROR", () =>
        laravel(
          "ERROR",
          "No application encryption key has been specified.",
          "Illuminate\\Encryption\\MissingAppKeyException",
          "/var/www/html/vendor/laravel/framework/src/Illuminate/Encryption/EncryptionServiceProvider.php:79",
        ),
      );
      edgeFail(w, "web", t0, end, 800, 500);
    },
  },
  {
    estate: E,
    category: "dependency",
    origin: "lessons",
    sev: "high",
    hints: ["503", "circuit", "unavailable", "dependency", "meeting"],
    note: "The video-meeting provider timetable uses for online lessons answered 503, its breaker opened, and online lesson bookings failed.",
    build(w, t0, end) {
      const tt = w.s("lessons");
      emit(
        w,
        "lessons",
        t0,
        t0 + 40 * SEC,
        2000,
        "WARN",
        () =>
          `Create meeting failed (attempt ${w.rng.int(1, 3)}): Response status code does not indicate success: 503 (Service Unavailable).`,
      );
      once(
        w,
        "lessons",
        t0 + 40 * SEC,
        "ERROR",
        "Resilience event occurred. EventName: 'OnCircuitOpened', Source: 'meetings-pipeline/(null)/CircuitBreaker', Operation Key: 'CreateMeeting', Result: '503'",
      );
      emit(
        w,
        "lessons",
        t0 + 41 * SEC,
        end,
        3200,
        "ERROR",
        () =>
          "Online lesson booking failed: Polly.CircuitBreaker.BrokenCircuitException: The circuit is now open and is not allowing calls.",
      );
      emit(w, "web", t0 + 5 * SEC, end, 1300, "ERROR", () =>
        laravel(
          "ERROR",
          callFail(tt, w.s("web"), "5xx", 502),
          "GuzzleHttp\\Exception\\ServerException",
          "/var/www/html/vendor/guzzlehttp/guzzle/src/Exception/RequestException.php:113",
        ),
      );
      edgeFail(w, "lessons", t0 + 5 * SEC, end, 2000, 502);
    },
  },
  {
    estate: E,
    category: "memory",
    origin: "rooms",
    sev: "high",
    hints: ["memory", "eheap_alloc", "allocate", "heap", "oom"],
    note: "rooms' BEAM node ran out of memory building a day-plan for every site at once, crashed with an allocation failure and kept restarting.",
    build(w, t0, end) {
      const rm = w.s("rooms");
      emit(
        w,
        "rooms",
        t0 - 60 * SEC,
        t0,
        15 * SEC,
        "WARN",
        () =>
          `[warning] process #PID<0.${w.rng.int(3000, 4000)}.0> (Rooms.DayPlan) message_queue_len=${w.rng.int(2000, 9000)} memory=${w.rng.int(600, 1900)}MB`,
      );
      crashLoop(w, rm, t0, end, 30 * SEC, (t) => {
        once(
          w,
          rm.name,
          t,
          "FATAL",
          `eheap_alloc: Cannot allocate ${w.rng.int(1500, 4000)}${w.rng.int(100000, 999999)} bytes of memory (of type "heap").`,
        );
        once(w, rm.name, t + 5, "FATAL", "");
        once(w, rm.name, t + 10, "FATAL", "Crash dump is being written to: erl_crash.dump...done");
      });
      emit(w, "web", t0 + 2 * SEC, end, 1300, "ERROR", () =>
        laravel(
          "ERROR",
          callFail(rm, w.s("web"), w.rng.chance(0.5) ? "refused" : "reset"),
          "GuzzleHttp\\Exception\\ConnectException",
          "/var/www/html/vendor/guzzlehttp/guzzle/src/Handler/CurlFactory.php:210",
        ),
      );
      emit(
        w,
        "lessons",
        t0 + 5 * SEC,
        end,
        6000,
        "WARN",
        () => `room hold failed: ${callFail(rm, w.s("lessons"), "refused")}`,
      );
      edgeFail(w, "rooms", t0 + 2 * SEC, end, 1800, 502);
    },
  },
  {
    estate: E,
    category: "disk",
    origin: "auth",
    sev: "high",
    hints: ["disk", "space", "no space", "ioexception"],
    note: "accounts' data volume filled, so it could not write its data-protection key ring and sign-ins started failing with I/O errors.",
    build(w, t0, end) {
      const ac = w.s("auth");
      emit(w, "auth", t0, end, 2500, "ERROR", () => ({
        msg: "An exception occurred while processing the key element '<key id=\"" + w.uuid() + '" version="1" />\'.',
        stack: dotnetStack(
          "System.IO.IOException",
          `No space left on device : '/var/lib/accounts/keys/key-${w.uuid()}.xml'`,
          [
            "System.IO.RandomAccess.WriteAtOffset(SafeFileHandle handle, ReadOnlySpan`1 buffer, Int64 fileOffset)",
            "Microsoft.AspNetCore.DataProtection.Repositories.FileSystemXmlRepository.StoreElementCore(XElement element, String filename)",
            "Microsoft.AspNetCore.DataProtection.KeyManagement.XmlKeyManager.CreateNewKey(Guid keyId, DateTimeOffset creationDate, DateTimeOffset activationDate, DateTimeOffset expirationDate)",
          ],
        ),
        logger: "Microsoft.AspNetCore.DataProtection.KeyManagement.XmlKeyManager",
      }));
      emit(w, "web", t0 + SEC, end, 1200, "ERROR", () =>
        laravel(
          "ERROR",
          `sign-in failed: ${callFail(ac, w.s("web"), "5xx", 500)}`,
          "App\\Exceptions\\UpstreamException",
          "/var/www/html/app/Http/Controllers/Auth/LoginController.php:44",
        ),
      );
      emit(
        w,
        "rooms",
        t0 + 5 * SEC,
        end,
        5000,
        "ERROR",
        () => `token introspection failed: ${callFail(ac, w.s("rooms"), "5xx", 500)}`,
      );
      edgeFail(w, "auth", t0 + SEC, end, 2000, 500);
    },
  },
  {
    estate: E,
    category: "unknown",
    origin: "hire",
    sev: "high",
    hints: ["segfault", "sigsegv", "signal", "crash", "unknown"],
    note: "rentals' PHP-FPM children kept dying on a signal right after starting without any application error, so rental pages got empty replies.",
    build(w, t0, end) {
      const rt = w.s("hire");
      w.silence(rt.name, t0, end);
      w.over(t0, end, 2500, (t) => {
        const pid = w.rng.int(300, 999);
        once(
          w,
          rt.name,
          t,
          "WARN",
          `WARNING: [pool www] child ${pid} exited on signal 11 (SIGSEGV) after ${w.rng.float(0.2, 9).toFixed(6)} seconds from start`,
        );
        once(w, rt.name, t + 3, "INFO", `NOTICE: [pool www] child ${pid + w.rng.int(1, 40)} started`);
      });
      emit(w, "web", t0 + SEC, end, 1200, "ERROR", () =>
        laravel(
          "ERROR",
          "cURL error 52: Empty reply from server (see https://curl.haxx.se/libcurl/c/libcurl-errors.html) for http://rentals:8080/api/catalogue",
          "GuzzleHttp\\Exception\\ConnectException",
          "/var/www/html/vendor/guzzlehttp/guzzle/src/Handler/CurlFactory.php:210",
        ),
      );
      emit(
        w,
        "billing",
        t0 + 8 * SEC,
        end,
        9000,
        "WARN",
        () => `rental deposit reconciliation skipped: ${callFail(rt, w.s("billing"), "reset")}`,
      );
      edgeFail(w, "hire", t0 + SEC, end, 1500, 502);
    },
  },
];
