// Incident scenarios, part B: null_reference, configuration, dependency, memory, disk, unknown.
import { dotnet, java, node, python, ruby } from "./stacks.js";
import type { Scenario } from "./types.js";

export const PART_B: Scenario[] = [
  // ------------------------------------------------------------------ null_reference
  {
    cat: "null_reference",
    estate: "nlc",
    origin: "holds-queue",
    hints: ["nullpointer", "null"],
    sev: "medium",
    note: "holds-queue throws NullPointerException on holds whose item was withdrawn from the catalogue, so trapping stops and checkins of held items are not routed.",
    build: (c) => {
      c.mute("holds-queue", 0, 0.3, { match: /enqueued/ });
      c.every("holds-queue", 0, null, 1500, (i) => [
        {
          svc: "holds-queue",
          level: "error",
          msg: `Failed to process trap event for hold ${c.r.int(800000, 899999)}`,
          stack:
            i % 2 === 0
              ? java(
                  'java.lang.NullPointerException: Cannot invoke "org.northshore.holds.model.Item.getHomeBranch()" because "item" is null',
                  [
                    "org.northshore.holds.targeting.BranchRouter.route(BranchRouter.java:57)",
                    "org.northshore.holds.targeting.TrapService.onCheckin(TrapService.java:112)",
                    "org.springframework.kafka.listener.adapter.MessagingMessageListenerAdapter.invokeHandler(MessagingMessageListenerAdapter.java:386)",
                    "java.base/java.lang.Thread.run(Thread.java:1583)",
                  ],
                )
              : [
                  'java.lang.NullPointerException: Cannot invoke "org.northshore.holds.model.Item.getHomeBranch()" because "item" is null',
                ],
        },
      ]);
      c.every(
        "circ-engine",
        2000,
        null,
        3000,
        () =>
          `Checkin item=3123${c.r.int(10000000, 99999999)}: hold trap not confirmed by holds-queue within 2s, sent to shelving`,
        "warn",
      );
      c.every(
        "holds-queue",
        20000,
        null,
        30000,
        () => `consumer lag on topic circ.checkins: ${c.r.int(800, 6000)} messages`,
        "warn",
      );
    },
  },
  {
    cat: "null_reference",
    estate: "rdl",
    origin: "drm-license",
    hints: ["nullreference", "null", "object reference"],
    sev: "high",
    note: "drm-license crashes with NullReferenceException building audiobook licenses whose publisher record has no encryption profile, so audiobook loans fail.",
    build: (c) => {
      c.mute("drm-license", 0, 0.3, { match: /audiobook/ });
      c.every("drm-license", 0, null, 1500, (i) => [
        {
          svc: "drm-license",
          level: "error",
          msg: `fail: Microsoft.AspNetCore.Diagnostics.ExceptionHandlerMiddleware[1] An unhandled exception has occurred while executing the request. POST /licenses format=audiobook-mp3`,
          stack:
            i % 2 === 0
              ? dotnet("System.NullReferenceException: Object reference not set to an instance of an object.", [
                  "Riverbend.Drm.Lcp.LicenseBuilder.ResolveProfile(Publisher publisher) in /app/src/Lcp/LicenseBuilder.cs:line 203",
                  "Riverbend.Drm.Lcp.LicenseBuilder.BuildAsync(Loan loan) in /app/src/Lcp/LicenseBuilder.cs:line 118",
                  "Riverbend.Drm.Api.LicensesController.Create(LicenseRequest req) in /app/src/Api/LicensesController.cs:line 36",
                  "Microsoft.AspNetCore.Mvc.Infrastructure.ActionMethodExecutor.TaskOfIActionResultExecutor.Execute(ActionContext actionContext, IActionResultTypeMapper mapper, ObjectMethodExecutor executor, Object controller, Object[] arguments)",
                ])
              : ["System.NullReferenceException: Object reference not set to an instance of an object."],
        },
      ]);
      c.every(
        "lending-api",
        600,
        null,
        1600,
        () => `checkout failed format=audiobook-mp3: drm-license POST /licenses -> 500; copy returned to pool`,
      );
      c.every("reader-web", 800, null, 2500, () => `POST /loans 502 - ${c.r.int(100, 400)} ms`, "warn");
    },
  },
  {
    cat: "null_reference",
    estate: "hma",
    origin: "member-portal",
    hints: ["nomethoderror", "nil", "null", "undefined method"],
    sev: "medium",
    note: "member-portal raises NoMethodError on nil for members without a tier after a data import, so membership pages and renewals fail for them.",
    build: (c) => {
      c.mute("member-portal", 0, 0.4, { match: /Completed 200/ });
      c.every("member-portal", 0, null, 1400, (i) => [
        {
          svc: "member-portal",
          level: "info",
          msg: `Started GET "/membership/${c.r.pick(["card", "renew"])}" for 10.0.${c.r.int(1, 9)}.${c.r.int(2, 250)}`,
          dt: 0,
        },
        {
          svc: "member-portal",
          level: "error",
          msg: "ActionView::Template::Error (undefined method 'discount_rate' for nil):",
          stack:
            i % 2 === 0
              ? ruby("", [
                  "app/views/memberships/_benefits.html.erb:12",
                  "app/models/membership.rb:88:in 'Membership#ticket_discount'",
                  "app/controllers/memberships_controller.rb:21:in 'MembershipsController#show'",
                ]).slice(1)
              : undefined,
          dt: 30,
        },
        {
          svc: "member-portal",
          level: "info",
          msg: `Completed 500 Internal Server Error in ${c.r.int(20, 90)}ms`,
          dt: 35,
        },
      ]);
      c.every(
        "tickets-web",
        3000,
        null,
        6000,
        () => "member discount lookup failed (member-portal 500), charging full price",
        "warn",
      );
    },
  },
  {
    cat: "null_reference",
    estate: "aca",
    origin: "iiif-viewer-api",
    hints: ["typeerror", "undefined", "null", "cannot read"],
    sev: "medium",
    note: "iiif-viewer-api crashes building manifests for AIPs whose images have no technical metadata (TypeError reading 'width' of undefined), so the viewer fails on those collections.",
    build: (c) => {
      c.mute("iiif-viewer-api", 0, 0.4, { match: /manifest .* built/ });
      c.every("iiif-viewer-api", 0, null, 1100, (i) => [
        {
          svc: "iiif-viewer-api",
          level: "error",
          msg: `manifest build crashed for MS-1987-${c.r.int(1, 400)}/${c.r.hex(8)}`,
          stack:
            i % 2 === 0
              ? node("TypeError: Cannot read properties of undefined (reading 'width')", [
                  "toCanvas (/app/dist/manifest/canvas.js:27:41)",
                  "Array.map (<anonymous>)",
                  "buildManifest (/app/dist/manifest/build.js:63:33)",
                  "async /app/dist/routes/manifest.js:18:22",
                ])
              : ["TypeError: Cannot read properties of undefined (reading 'width')"],
        },
      ]);
      c.every(
        "access-gw",
        300,
        null,
        1300,
        () =>
          `GET /viewer/MS-1987-${c.r.int(1, 400)}/manifest.json status=500 dur=${c.r.int(20, 120)}ms upstream=iiif-viewer-api`,
        "warn",
      );
    },
  },
  // ------------------------------------------------------------------ configuration
  {
    cat: "configuration",
    estate: "nlc",
    origin: "fines-ledger",
    hints: ["config", "option", "setting", "missing"],
    sev: "medium",
    note: "A fines-ledger release expects a new Fines:Currency section that the environment does not provide; options validation fails on each request that posts or pays a fine.",
    build: (c) => {
      c.at(-40000, "fines-ledger", "info", "info: Microsoft.Hosting.Lifetime[0] Application is shutting down...");
      c.at(-30000, "fines-ledger", "info", "Starting fines-ledger v5.2.0 (build 8c1d2ee) on pod fines-ledger-7b9c4");
      c.at(-20000, "fines-ledger", "info", "info: Microsoft.Hosting.Lifetime[14] Now listening on: http://[::]:8080");
      c.mute("fines-ledger", 0, 0.0, { match: /Posted/ });
      c.every("fines-ledger", 0, null, 1400, (i) => [
        {
          svc: "fines-ledger",
          level: "error",
          msg:
            'fail: Microsoft.AspNetCore.Server.Kestrel[13] Connection id "0HN8", Request id "0HN8:0000000' +
            String(i) +
            '": An unhandled exception was thrown by the application.',
          stack:
            i % 2 === 0
              ? dotnet(
                  "Microsoft.Extensions.Options.OptionsValidationException: DataAnnotation validation failed for 'FinesOptions' members: 'Currency' with the error: 'The Currency field is required.'.",
                  [
                    "Microsoft.Extensions.Options.OptionsFactory`1.Create(String name)",
                    "Microsoft.Extensions.Options.UnnamedOptionsManager`1.get_Value()",
                    "Northshore.Fines.Ledger.FinePoster.PostAsync(FineRequest req) in /src/Ledger/FinePoster.cs:line 29",
                  ],
                )
              : [
                  "Microsoft.Extensions.Options.OptionsValidationException: DataAnnotation validation failed for 'FinesOptions' members: 'Currency' with the error: 'The Currency field is required.'.",
                ],
        },
      ]);
      c.every(
        "circ-engine",
        1500,
        null,
        4000,
        () =>
          `Checkin item=3123${c.r.int(10000000, 99999999)}: overdue fine could not be posted (fines-ledger 500), queued for retry`,
        "warn",
      );
      c.every(
        "sip2-bridge",
        3000,
        null,
        9000,
        () => `37 fee paid from ${c.r.pick(["NSH-MAIN", "OAKDALE"])}-SC02 -> 38 ok=0 (ACS error)`,
        "warn",
      );
    },
  },
  {
    cat: "configuration",
    estate: "rdl",
    origin: "search-gw",
    hints: ["config", "econnrefused", "env", "upstream"],
    sev: "high",
    note: "After a config reload search-gw loses its EBOOK_CATALOG_URL setting and falls back to http://127.0.0.1:8000, so every search gets connection refused.",
    build: (c) => {
      c.at(-4000, "search-gw", "info", "SIGHUP received, reloading configuration from /etc/search-gw/env (12 keys)");
      c.at(-3800, "search-gw", "warn", "EBOOK_CATALOG_URL not set, using default http://127.0.0.1:8000");
      c.at(-3500, "search-gw", "info", "configuration reloaded, 3 upstreams registered");
      c.mute("search-gw", 0, 0.0, { match: /search q=/ });
      c.mute("reader-web", 0, 0.05, { match: /catalog\/search/ });
      c.every("search-gw", 0, null, 700, (i) => [
        {
          svc: "search-gw",
          level: "error",
          msg: `search q="${c.r.pick(["dune", "knitting", "the overstory"])}" failed: upstream request failed`,
          stack:
            i % 4 === 0
              ? node("Error: connect ECONNREFUSED 127.0.0.1:8000", [
                  "TCPConnectWrap.afterConnect [as oncomplete] (node:net:1607:16)",
                  "async CatalogUpstream.search (/srv/search-gw/lib/upstreams/catalog.js:52:18)",
                ])
              : ["Error: connect ECONNREFUSED 127.0.0.1:8000"],
        },
      ]);
      c.every("reader-web", 500, null, 900, () => `GET /catalog/search 502 - ${c.r.int(3, 20)} ms`, "warn");
    },
  },
  {
    cat: "configuration",
    estate: "hma",
    origin: "iiif-images",
    hints: ["config", "configuration", "key", "lookup"],
    sev: "high",
    note: "An iiif-images (Cantaloupe) release switches to HttpSource but its url_prefix key is not set, so every image request fails to resolve a source.",
    build: (c) => {
      c.at(-45000, "iiif-images", "info", "deploy iiif-images@4f2a9c1: new pod iiif-images-6d5f8b7c9-x2kq8 started");
      c.at(
        -40000,
        "iiif-images",
        "info",
        "Cantaloupe 5.0.6 starting: source.static=HttpSource, processor.selection_strategy=AutomaticSelectionStrategy",
      );
      c.at(
        -38000,
        "iiif-images",
        "warn",
        "HttpSource.BasicLookupStrategy.url_prefix is not set; lookups will use the bare identifier",
      );
      c.mute("iiif-images", 0, 0.0, { match: / 200 / });
      c.mute("dam-store", 0, 0.1, { match: /master.tif 200/ });
      c.every("iiif-images", 0, null, 500, (i) => [
        {
          svc: "iiif-images",
          level: "error",
          msg: `GET /iiif/3/hma%3A${c.r.int(1900, 2025)}.${c.r.int(1, 400)}/full/max/0/default.jpg 500`,
          stack:
            i % 6 === 0
              ? java(
                  "edu.illinois.library.cantaloupe.config.ConfigurationException: HttpSource.BasicLookupStrategy.url_prefix is not set",
                  [
                    "edu.illinois.library.cantaloupe.source.HttpSource.getRequestInfoUsingBasicStrategy(HttpSource.java:598)",
                    "edu.illinois.library.cantaloupe.source.HttpSource.getRequestInfo(HttpSource.java:571)",
                    "edu.illinois.library.cantaloupe.resource.iiif.v3.ImageResource.doGET(ImageResource.java:98)",
                  ],
                )
              : undefined,
        },
      ]);
      c.every("tickets-web", 2000, null, 4000, () => "collection highlight carousel: 0 of 12 images loaded", "warn");
    },
  },
  {
    cat: "configuration",
    estate: "aca",
    origin: "auth-proxy",
    hints: ["config", "issuer", "oidc"],
    sev: "high",
    note: "A config change gives auth-proxy an OIDC issuer URL with a trailing slash the provider does not use, so token verification fails and nobody can log in.",
    build: (c) => {
      c.at(-15000, "auth-proxy", "info", "config change applied: oidc.issuer, oidc.redirect_url (from git 3e9d02a)");
      c.at(-12000, "auth-proxy", "info", "auth-proxy 2.4.1 starting (git 3e9d02a)");
      c.mute("auth-proxy", 0, 0.0, { match: /session ok/ });
      c.every(
        "auth-proxy",
        0,
        null,
        900,
        () =>
          `login callback failed: oidc: id token issued by a different provider, expected "https://login.ashford.gov/realms/archives/" got "https://login.ashford.gov/realms/archives"`,
      );
      c.every(
        "auth-proxy",
        1000,
        null,
        6000,
        () => `failed to verify ID token: oidc: issuer did not match the issuer returned by provider`,
        "warn",
      );
      c.every(
        "access-gw",
        500,
        null,
        1200,
        () => `GET /staff/dashboard status=401 dur=${c.r.int(2, 20)}ms upstream=auth-proxy`,
        "warn",
      );
    },
  },
  // ------------------------------------------------------------------ dependency
  {
    cat: "dependency",
    estate: "nlc",
    origin: "fines-ledger",
    hints: ["payment", "provider", "503", "unavailable", "upstream", "circuit"],
    sev: "medium",
    note: "The card-payment provider fines-ledger calls returns 503 and its circuit breaker opens, so online and kiosk fine payments fail.",
    build: (c) => {
      c.every(
        "fines-ledger",
        0,
        40000,
        1500,
        () =>
          `warn: Northshore.Fines.PaymentGateway[0] POST https://api.payprovider.example/v2/charges returned 503 Service Unavailable (attempt ${c.r.int(1, 3)}/3)`,
        "warn",
      );
      c.every("fines-ledger", 30000, null, 1500, (i) =>
        i % 10 === 0
          ? "fail: Polly[3] Circuit breaker opened for pipeline 'payments' for 00:00:30 after 5 consecutive failures"
          : `fail: Northshore.Fines.PaymentGateway[0] Payment for patron=2123${c.r.int(10000000, 99999999)} failed: Polly.CircuitBreaker.BrokenCircuitException: The circuit is now open and is not allowing calls.`,
      );
      c.every(
        "opac-gateway",
        2000,
        null,
        3000,
        () => `POST /api/v2/fines/pay 502 ${c.r.int(20, 4000)}ms - fines-ledger: payment provider unavailable`,
      );
      c.every(
        "sip2-bridge",
        4000,
        null,
        8000,
        () =>
          `37 fee paid from ${c.r.pick(["NSH-MAIN", "OAKDALE"])}-SC0${c.r.int(1, 4)} -> 38 ok=0 (payment declined by ACS)`,
        "warn",
      );
    },
  },
  {
    cat: "dependency",
    estate: "rdl",
    origin: "lending-api",
    hints: ["distributor", "502", "503", "unavailable", "upstream", "circuit"],
    sev: "high",
    note: "The e-book distributor's API that lending-api calls goes down (502/503 from its edge), lending-api's breaker opens and checkouts and holds fail.",
    build: (c) => {
      c.mute("lending-api", 0, 0.05, { match: /checkout ok|hold placed/ });
      c.mute("drm-license", 0, 0.05, { match: /Issued/ });
      c.mute("loan-ledger", 0, 0.05, { match: /Recorded/ });
      c.every("lending-api", 0, null, 600, (i) =>
        i % 12 === 5
          ? 'circuit breaker "distributor" state changed from closed to open (consecutive failures: 20)'
          : i % 2
            ? `distributor POST /v3/checkouts -> 503 Service Unavailable (body: "<html><body><h1>503 Service Unavailable</h1>No server is available to handle this request.</body></html>")`
            : `distributor GET /v3/titles/${c.r.int(100000, 999999)}/availability -> 502 Bad Gateway`,
      );
      c.every(
        "lending-api",
        2000,
        null,
        2000,
        () => `checkout failed: distributor unavailable (circuit open)`,
        "error",
      );
      c.every("reader-web", 1000, null, 1300, () => `POST /loans 503 - ${c.r.int(3, 20)} ms`, "warn");
    },
  },
  {
    cat: "dependency",
    estate: "hma",
    origin: "payments-adapter",
    hints: ["psp", "503", "unavailable", "upstream", "circuit", "provider"],
    sev: "high",
    note: "The payment service provider behind payments-adapter fails with 503s and timeouts, its circuit opens and ticket purchases cannot complete.",
    build: (c) => {
      c.mute("payments-adapter", 0, 0.05, { match: /authorised/ });
      c.mute("tickets-web", 0, 0.1, { match: /reservations 201/ });
      c.every("payments-adapter", 0, null, 900, (i) =>
        i % 15 === 3
          ? "warn: Polly[3] Circuit breaker opened for pipeline 'psp' for 00:01:00 after 5 consecutive failures"
          : i % 3 === 0
            ? `fail: Halvorsen.Payments.PspClient[0] Authorise order=ORD-${c.r.int(100000, 999999)} failed: Polly.CircuitBreaker.BrokenCircuitException: The circuit is now open and is not allowing calls.`
            : `fail: Halvorsen.Payments.PspClient[0] Authorise order=ORD-${c.r.int(100000, 999999)} failed: HTTP 503 (Service Unavailable) from checkout-live.psp.example`,
      );
      c.every(
        "tickets-web",
        800,
        null,
        1200,
        () =>
          `POST /api/reservations 502 ${c.r.int(100, 3000)}ms payment step failed: payments-adapter returned 502 Bad Gateway`,
      );
      c.every(
        "timed-entry",
        1500,
        null,
        2500,
        () => `Released hold on ${c.r.int(1, 5)} tickets order=ORD-${c.r.int(100000, 999999)}: payment not completed`,
        "warn",
      );
    },
  },
  {
    cat: "dependency",
    estate: "aca",
    origin: "ingest-api",
    hints: ["kafka", "broker", "transport", "unavailable"],
    sev: "medium",
    note: "The Kafka broker ingest-api publishes transfer events to goes down (connection refused / all brokers down), so accepted transfers never reach the preservation pipeline.",
    build: (c) => {
      c.every(
        "ingest-api",
        0,
        null,
        2000,
        () =>
          `%3|${Math.floor(1795000000 + c.r.int(0, 9999))}.${c.r.int(100, 999)}|FAIL|rdkafka#producer-1| [thrd:kafka-0.archives-dp.svc:9092/0]: kafka-0.archives-dp.svc:9092/0: Connect to ipv4#10.52.3.17:9092 failed: Connection refused (after 0ms in state CONNECT)`,
        "warn",
      );
      c.every(
        "ingest-api",
        4000,
        null,
        4000,
        () =>
          `%3|${Math.floor(1795000000 + c.r.int(0, 9999))}.${c.r.int(100, 999)}|ERROR|rdkafka#producer-1| [thrd:app]: rdkafka#producer-1: 1/1 brokers are down`,
      );
      c.every(
        "ingest-api",
        3000,
        null,
        6000,
        () =>
          `transfer-${c.r.hex(6)} accepted but event not published: KafkaError{code=_MSG_TIMED_OUT,val=-192,str="Local: Message timed out"}`,
      );
      c.every(
        "scheduler",
        30000,
        null,
        60000,
        () => "job transfer-reconcile: 14 transfers staged without pipeline event",
        "warn",
      );
    },
  },
  // ------------------------------------------------------------------ memory
  {
    cat: "memory",
    estate: "nlc",
    origin: "discovery-index",
    hints: ["outofmemory", "heap", "memory", "oom"],
    sev: "high",
    note: "discovery-index builds facet caches until the JVM runs out of heap (long GC pauses, then OutOfMemoryError and an OOMKilled restart), and OPAC searches fail.",
    build: (c) => {
      c.every(
        "discovery-index",
        -60000,
        0,
        8000,
        () =>
          `[gc] GC(${c.r.int(4000, 5000)}) Pause Full (G1 Compaction Pause) 3968M->${c.r.int(3850, 3990)}M(4096M) ${c.r.int(2400, 6800)}.${c.r.int(100, 999)}ms`,
        "warn",
      );
      c.mute("discovery-index", 0, 0.1, { match: /solr select/ });
      c.every("discovery-index", 0, null, 1400, (i) => [
        {
          svc: "discovery-index",
          level: "error",
          msg: `Servlet.service() for servlet [dispatcherServlet] threw exception`,
          stack:
            i % 3 === 0
              ? java("java.lang.OutOfMemoryError: Java heap space", [
                  "java.base/java.util.Arrays.copyOf(Arrays.java:3541)",
                  "org.northshore.discovery.facets.FacetCache.put(FacetCache.java:92)",
                  "org.northshore.discovery.SearchService.query(SearchService.java:81)",
                ])
              : ["java.lang.OutOfMemoryError: Java heap space"],
        },
      ]);
      c.at(
        90000,
        "discovery-index",
        "info",
        "Starting DiscoveryIndexApplication v3.14.2 using Java 21.0.4 (restart count 1, last state: Terminated reason OOMKilled exit code 137)",
      );
      c.every(
        "opac-gateway",
        200,
        null,
        700,
        () =>
          `GET /api/v2/search?q=${c.r.pick(["dune", "tax%20forms%202026"])} 503 ${c.r.int(5, 9000)}ms - discovery-index unavailable`,
      );
    },
  },
  {
    cat: "memory",
    estate: "rdl",
    origin: "reader-web",
    hints: ["heap", "memory", "oom", "allocation"],
    sev: "high",
    note: "reader-web leaks memory rendering large EPUB previews until Node aborts with 'JavaScript heap out of memory' and crash-loops, taking the web reader down.",
    build: (c) => {
      c.every(
        "reader-web",
        -90000,
        0,
        15000,
        () => `heap used ${c.r.int(1700, 1990)} MB of 2048 MB limit (preview cache ${c.r.int(900, 1400)} entries)`,
        "warn",
      );
      c.mute("reader-web", 0, 0.25);
      c.every("reader-web", 0, null, 20000, () => [
        {
          svc: "reader-web",
          level: "fatal",
          msg: "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory",
          stack: [
            "----- Native stack trace -----",
            " 1: 0xb8d0a3 node::OOMErrorHandler(char const*, v8::OOMDetails const&) [node]",
            " 2: 0xf06460 v8::Utils::ReportOOMFailure(v8::internal::Isolate*, char const*, v8::OOMDetails const&) [node]",
            " 3: 0x10e7b35 v8::internal::Heap::FatalProcessOutOfMemory(char const*) [node]",
          ],
        },
        { svc: "reader-web", level: "info", msg: `reader-web 2.31.0 listening on :3000 (pid 1)`, dt: 6000 },
      ]);
      c.every("sso-broker", 1000, null, 4000, () => `SAML callback to reader-web failed: Connection refused`, "warn");
    },
  },
  {
    cat: "memory",
    estate: "hma",
    origin: "iiif-images",
    hints: ["outofmemory", "heap", "memory"],
    sev: "high",
    note: "iiif-images (Cantaloupe) runs out of Java heap decoding oversized TIFF masters at full size, so image tiles fail for the whole site.",
    build: (c) => {
      c.mute("iiif-images", 0, 0.2, { match: / 200 / });
      c.every("iiif-images", 0, null, 900, (i) => [
        {
          svc: "iiif-images",
          level: "error",
          msg: `GET /iiif/3/hma%3A${c.r.int(1900, 2025)}.${c.r.int(1, 400)}/full/max/0/default.jpg 500`,
          stack:
            i % 3 === 0
              ? java("java.lang.OutOfMemoryError: Java heap space", [
                  "java.desktop/java.awt.image.DataBufferByte.<init>(DataBufferByte.java:93)",
                  "edu.illinois.library.cantaloupe.processor.codec.tiff.TIFFImageReader.read(TIFFImageReader.java:201)",
                  "edu.illinois.library.cantaloupe.processor.Java2dProcessor.process(Java2dProcessor.java:112)",
                ])
              : ["java.lang.OutOfMemoryError: Java heap space"],
        },
      ]);
      c.every(
        "iiif-images",
        5000,
        null,
        12000,
        () =>
          `[gc] GC(${c.r.int(900, 1200)}) Pause Full (Allocation Failure) 7990M->${c.r.int(7900, 8000)}M(8192M) ${c.r.int(3000, 9000)}.${c.r.int(100, 999)}ms`,
        "warn",
      );
      c.every("tickets-web", 1500, null, 3000, () => "collection highlight carousel: 0 of 12 images loaded", "warn");
    },
  },
  {
    cat: "memory",
    estate: "aca",
    origin: "format-migrator",
    hints: ["memory", "oom", "137", "killed"],
    sev: "medium",
    note: "format-migrator's ffmpeg and ImageMagick children are OOM-killed (exit 137, cache resources exhausted) on large video and TIFF migrations, so normalisation jobs fail.",
    build: (c) => {
      c.mute("format-migrator", 0, 0.3, { match: /migrated/ });
      c.every("format-migrator", 0, null, 2500, (i) =>
        i % 2
          ? `migration ${c.r.hex(8)} failed: ffmpeg exited with code 137 (killed) after ${c.r.int(20, 200)}s; container memory 7.9Gi/8Gi`
          : `migration ${c.r.hex(8)} failed: convert: cache resources exhausted '/var/spool/migrate/${c.r.hex(8)}.tif' @ error/cache.c/OpenPixelCache/4095.`,
      );
      c.every("format-migrator", 1000, null, 9000, () => [
        {
          svc: "format-migrator",
          level: "error",
          msg: "normalisation task crashed",
          stack: java("gov.ashford.dp.migrate.ToolFailedException: ffmpeg terminated by signal 9 (SIGKILL)", [
            "gov.ashford.dp.migrate.ToolRunner.run(ToolRunner.java:74)",
            "gov.ashford.dp.migrate.VideoMigrator.migrate(VideoMigrator.java:51)",
          ]),
        },
      ]);
      c.every(
        "scheduler",
        30000,
        null,
        40000,
        () => `job normalise-backlog: ${c.r.int(20, 80)} tasks failed in last 5m`,
        "warn",
      );
    },
  },
  // ------------------------------------------------------------------ disk
  {
    cat: "disk",
    estate: "nlc",
    origin: "discovery-index",
    hints: ["disk", "watermark", "read-only", "cluster_block", "flood"],
    sev: "medium",
    note: "The search cluster behind discovery-index passes its flood-stage disk watermark and blocks writes on the biblio index, so catalogue updates stop reaching the OPAC.",
    build: (c) => {
      c.mute("discovery-index", 0, 0.0, { match: /delta import/ });
      c.every("discovery-index", 0, null, 3000, (i) => [
        {
          svc: "discovery-index",
          level: "error",
          msg: `bulk index of ${c.r.int(20, 400)} bib docs failed`,
          stack:
            i % 3 === 0
              ? java(
                  "co.elastic.clients.elasticsearch._types.ElasticsearchException: [es/bulk] failed: [cluster_block_exception] index [biblio-v7] blocked by: [TOO_MANY_REQUESTS/12/disk usage exceeded flood-stage watermark, index has read-only-allow-delete block];",
                  [
                    "co.elastic.clients.transport.ElasticsearchTransportBase.getApiResponse(ElasticsearchTransportBase.java:345)",
                    "org.northshore.discovery.indexer.BulkWriter.flush(BulkWriter.java:66)",
                  ],
                )
              : [
                  "cluster_block_exception: index [biblio-v7] blocked by: [TOO_MANY_REQUESTS/12/disk usage exceeded flood-stage watermark, index has read-only-allow-delete block]",
                ],
        },
      ]);
      c.every(
        "discovery-index",
        500,
        null,
        5000,
        () => `indexing backlog: ${c.r.int(500, 9000)} bib docs pending`,
        "warn",
      );
      c.every(
        "marc-catalog",
        5000,
        null,
        15000,
        () => `MarcImport: index notification for batch not acknowledged by discovery-index`,
        "warn",
      );
    },
  },
  {
    cat: "disk",
    estate: "rdl",
    origin: "marc-ingest",
    hints: ["disk", "space", "errno 28", "no space"],
    sev: "medium",
    note: "marc-ingest's staging volume fills up and every batch fails with 'No space left on device'.",
    build: (c) => {
      c.mute("marc-ingest", 0, 0.0, { match: /ingested/ });
      c.every("marc-ingest", 0, null, 4000, () => [
        {
          svc: "marc-ingest",
          level: "error",
          msg: `batch ${c.r.pick(["overdrive", "hoopla", "cloudlibrary"])}_${c.r.int(1000, 9999)}.mrc failed`,
          stack: python(
            [
              ["/app/marc_ingest/stage.py", 41, "stage", "shutil.copyfileobj(src, dst, 1024 * 1024)"],
              ["/usr/local/lib/python3.12/shutil.py", 204, "copyfileobj", "fdst_write(buf)"],
            ],
            "OSError: [Errno 28] No space left on device",
          ),
        },
      ]);
      c.every(
        "marc-ingest",
        2000,
        null,
        20000,
        () => `staging volume /var/lib/marc-ingest 100% used (0 B free of 50 GiB)`,
        "warn",
      );
    },
  },
  {
    cat: "disk",
    estate: "hma",
    origin: "dam-store",
    hints: ["disk", "space", "no space"],
    sev: "medium",
    note: "dam-store's local upload volume fills up, new digitisation uploads and derivative writes fail with 'no space left on device'.",
    build: (c) => {
      c.every("dam-store", -120000, 0, 30000, () => `disk /data/dam usage ${c.r.int(93, 99)}%`, "warn");
      c.every(
        "dam-store",
        0,
        null,
        1800,
        () =>
          `PUT /objects/hma:${c.r.int(1900, 2025)}.${c.r.int(1, 400)}/derivatives/${c.r.pick(["web.jpg", "thumb.jpg", "ptif.tif"])} 500: write /data/dam/tmp/upload-${c.r.int(100000000, 999999999)}: no space left on device`,
      );
      c.every(
        "collections-db-api",
        4000,
        null,
        8000,
        () => `media attach failed for object hma:${c.r.int(1900, 2025)}.${c.r.int(1, 400)}: dam-store 500`,
        "warn",
      );
      c.every("iiif-images", 3000, null, 9000, () => `derivative cache write skipped: dam-store returned 500`, "warn");
    },
  },
  {
    cat: "disk",
    estate: "aca",
    origin: "aip-store",
    hints: ["read-only", "readonly", "disk", "file system"],
    sev: "high",
    note: "The XFS volume under aip-store is remounted read-only after I/O errors, so every staging write and new AIP store fails.",
    build: (c) => {
      c.mute("aip-store", 0, 0.3, { match: /PUT/ });
      c.every(
        "aip-store",
        0,
        null,
        1200,
        () =>
          `PUT /v1/staging/transfer-${c.r.hex(6)} 500: open /srv/aips/staging/transfer-${c.r.hex(6)}/objects/${c.r.hex(6)}: read-only file system`,
      );
      c.every(
        "aip-store",
        400,
        null,
        5000,
        () =>
          `store AIP ${c.r.pick(["AC-2026-", "MS-1987-"])}${c.r.int(1, 400)}: rename /srv/aips/tmp/${c.r.hex(8)} /srv/aips/${c.r.hex(2)}/${c.r.hex(8)}: read-only file system`,
      );
      c.every(
        "ingest-api",
        1000,
        null,
        4000,
        () => `transfer-${c.r.hex(6)} staging upload failed: aip-store 500, will retry`,
      );
      c.every(
        "format-migrator",
        1500,
        null,
        5000,
        () => `upload of derivative ${c.r.hex(8)}.jp2 rejected by aip-store (500), will retry`,
        "warn",
      );
    },
  },
  // ------------------------------------------------------------------ unknown
  {
    cat: "unknown",
    estate: "nlc",
    origin: "circ-engine",
    hints: ["unknown", "crash", "unavailable", "restart"],
    sev: "high",
    note: "circ-engine goes quiet and restarts over and over without logging any reason, while kiosks, the OPAC and holds-queue report it unreachable.",
    build: (c) => {
      c.mute("circ-engine", 0, 0.0);
      c.mute("sip2-bridge", 0, 0.05, { match: /ok=1/ });
      c.every("circ-engine", 20000, null, 45000, () => [
        {
          svc: "circ-engine",
          level: "info",
          msg: "Starting CircEngineApplication v7.3.1 using Java 21.0.4 with PID 1",
          dt: 0,
        },
        { svc: "circ-engine", level: "info", msg: "Tomcat initialized with port 8080 (http)", dt: 4000 },
      ]);
      c.every(
        "sip2-bridge",
        0,
        null,
        500,
        () =>
          `ACS circ-engine:6001 connection refused, kiosk ${c.r.pick(["NSH-MAIN", "OAKDALE", "FAIRVIEW-BKM", "NSH-EAST"])}-SC0${c.r.int(1, 4)} set offline`,
      );
      c.every(
        "opac-gateway",
        300,
        null,
        900,
        () => `POST /api/v2/holds 503 ${c.r.int(1, 10)}ms - circ-engine: no healthy upstream`,
      );
      c.every(
        "holds-queue",
        2000,
        null,
        4000,
        () => `could not confirm trap for hold ${c.r.int(800000, 899999)}: circ-engine I/O error: Connection refused`,
        "warn",
      );
    },
  },
  {
    cat: "unknown",
    estate: "rdl",
    origin: "kiosk-hub",
    hints: ["unknown", "exit", "crash"],
    sev: "medium",
    note: "kiosk-hub keeps exiting with status 1 without saying why; branch e-book kiosks lose their hub and go offline.",
    build: (c) => {
      c.mute("kiosk-hub", 0, 0.0, { match: /heartbeat/ });
      c.every("kiosk-hub", 0, null, 15000, () => [
        { svc: "kiosk-hub", level: "error", msg: "kiosk-hub: worker process exited with status 1", dt: 0 },
        { svc: "kiosk-hub", level: "info", msg: "kiosk-hub 1.9.4 starting, 18 kiosks configured", dt: 3000 },
      ]);
      c.every(
        "lending-api",
        2000,
        null,
        5000,
        () =>
          `kiosk checkout request from ${c.r.pick(["NSH-MAIN", "OAKDALE"])}-EK0${c.r.int(1, 3)} dropped: hub session closed`,
        "warn",
      );
    },
  },
  {
    cat: "unknown",
    estate: "hma",
    origin: "collections-db-api",
    hints: ["unknown", "unavailable", "unresponsive", "502"],
    sev: "high",
    note: "collections-db-api stops logging and stops answering; only a worker exit line without a reason appears while its callers get 502s.",
    build: (c) => {
      c.mute("collections-db-api", 0, 0.0);
      const g = (dt: number) => new Date(c.anchor + dt).toISOString().replace("T", " ").slice(0, 19);
      c.at(500, "collections-db-api", "error", `[${g(500)} +0000] [1] [ERROR] Worker (pid:9) exited with code 1`);
      c.at(1200, "collections-db-api", "error", `[${g(1200)} +0000] [1] [ERROR] Worker (pid:11) exited with code 1`);
      c.every(
        "tickets-web",
        400,
        null,
        1500,
        () => `GET /collection/search 502 ${c.r.int(1, 30)}ms (collections-db-api: Bad Gateway)`,
      );
      c.every(
        "member-portal",
        3000,
        null,
        6000,
        () =>
          `Faraday::ConnectionFailed: Failed to open TCP connection to collections-db-api:8000 (Connection refused - connect(2) for "collections-db-api" port 8000)`,
        "warn",
      );
      c.every(
        "iiif-images",
        5000,
        null,
        12000,
        () => `info.json rights lookup skipped: collections-db-api unavailable`,
        "warn",
      );
    },
  },
  {
    cat: "unknown",
    estate: "aca",
    origin: "catalog-ead",
    hints: ["unknown", "500", "internal server error"],
    sev: "medium",
    note: "catalog-ead starts answering 500 on most resource pages without logging any exception, and the public finding-aid pages fail.",
    build: (c) => {
      c.mute("catalog-ead", 0, 0.25, { match: /Completed 200/ });
      c.every(
        "catalog-ead",
        0,
        null,
        900,
        () =>
          `Completed 500 Internal Server Error in ${c.r.int(1, 6)}ms GET /repositories/${c.r.int(2, 6)}/resources/${c.r.int(1, 9000)}`,
      );
      c.every(
        "access-gw",
        200,
        null,
        1100,
        () => `GET /finding-aids/${c.r.int(1, 9000)} status=500 dur=${c.r.int(5, 20)}ms upstream=catalog-ead`,
        "warn",
      );
    },
  },
];
