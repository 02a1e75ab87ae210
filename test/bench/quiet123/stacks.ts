// Stack traces in each runtime's own print style.

export const javaHikari = (pkg: string): string =>
  [
    "java.sql.SQLTransientConnectionException: HikariPool-1 - Connection is not available, request timed out after 30000ms (total=20, active=20, idle=0, waiting=41)",
    "\tat com.zaxxer.hikari.pool.HikariPool.createTimeoutException(HikariPool.java:686)",
    "\tat com.zaxxer.hikari.pool.HikariPool.getConnection(HikariPool.java:179)",
    "\tat com.zaxxer.hikari.pool.HikariPool.getConnection(HikariPool.java:144)",
    "\tat com.zaxxer.hikari.HikariDataSource.getConnection(HikariDataSource.java:127)",
    "\tat org.springframework.jdbc.datasource.DataSourceUtils.fetchConnection(DataSourceUtils.java:160)",
    "\tat org.springframework.jdbc.core.JdbcTemplate.execute(JdbcTemplate.java:653)",
    `\tat ${pkg}.box.BoxRepository.findCurrent(BoxRepository.java:88)`,
    `\tat ${pkg}.box.BoxController.current(BoxController.java:41)`,
    "\t... 52 common frames omitted",
    "Caused by: org.postgresql.util.PSQLException: FATAL: sorry, too many clients already",
    "\tat org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:693)",
    "\tat org.postgresql.core.v3.ConnectionFactoryImpl.tryConnect(ConnectionFactoryImpl.java:203)",
    "\tat org.postgresql.core.v3.ConnectionFactoryImpl.openConnectionImpl(ConnectionFactoryImpl.java:258)",
    "\tat com.zaxxer.hikari.pool.PoolBase.newConnection(PoolBase.java:359)",
    "\t... 3 common frames omitted",
  ].join("\n");

export const pythonNoSpace = (svc: string, route: string): string =>
  [
    "Traceback (most recent call last):",
    `  File "/app/${svc.replace(/-/g, "_")}/worker.py", line 88, in handle_job`,
    "    path = render.write_pdf(job.route_id, sheet)",
    `  File "/app/${svc.replace(/-/g, "_")}/render.py", line 142, in write_pdf`,
    "    doc.build(story)",
    '  File "/usr/local/lib/python3.12/site-packages/reportlab/platypus/doctemplate.py", line 1322, in build',
    "    BaseDocTemplate.build(self,flowables, canvasmaker=canvasmaker)",
    '  File "/usr/local/lib/python3.12/site-packages/reportlab/pdfgen/canvas.py", line 1285, in save',
    "    self._doc.SaveToFile(self._filename, self)",
    `OSError: [Errno 28] No space left on device: '/var/lib/${svc}/pdf/2026-W49/${route}.pdf'`,
  ].join("\n");

export const dotnetBrokenCircuit = (): string =>
  [
    "Polly.CircuitBreaker.BrokenCircuitException: The circuit is now open and is not allowing calls.",
    "   at Polly.CircuitBreaker.CircuitStateController`1.OnActionPreExecute()",
    "   at Polly.CircuitBreaker.AsyncCircuitBreakerEngine.ImplementationAsync[TResult](Func`3 action, Context context, CancellationToken cancellationToken, Boolean continueOnCapturedContext, ICircuitController`1 breakerController)",
    "   at Greenhollow.CardBilling.Processor.ChargeClient.CreateAsync(ChargeRequest request, CancellationToken ct) in /src/CardBilling/Processor/ChargeClient.cs:line 57",
    "   at Greenhollow.CardBilling.Api.ChargesController.Post(ChargeRequest request) in /src/CardBilling/Api/ChargesController.cs:line 34",
  ].join("\n");

export const dotnetStripe503 = (): string =>
  [
    "Stripe.StripeException: An error occurred with our connection to Stripe. Request was retried 2 times.",
    " ---> System.Net.Http.HttpRequestException: Response status code does not indicate success: 503 (Service Unavailable).",
    "   at System.Net.Http.HttpResponseMessage.EnsureSuccessStatusCode()",
    "   at Stripe.SystemNetHttpClient.MakeRequestAsync(StripeRequest request, CancellationToken cancellationToken)",
    "   --- End of inner exception stack trace ---",
    "   at Stripe.StripeClient.RequestAsync[T](HttpMethod method, String path, BaseOptions options, RequestOptions requestOptions, CancellationToken cancellationToken)",
    "   at Greenhollow.CardBilling.Processor.ChargeClient.CreateAsync(ChargeRequest request, CancellationToken ct) in /src/CardBilling/Processor/ChargeClient.cs:line 61",
  ].join("\n");

export const goPanicTz = (tz: string): string =>
  [
    "",
    `panic: load depot timezone: unknown time zone ${tz}`,
    "",
    "goroutine 1 [running]:",
    "main.mustLoadConfig({0xc0000b2000, 0x1e})",
    "\t/src/cmd/van-routes/config.go:74 +0x3a5",
    "main.main()",
    "\t/src/cmd/van-routes/main.go:29 +0x65",
  ].join("\n");

export const javaRestRefused = (caller: string, callee: string, path: string): string =>
  [
    `org.springframework.web.client.ResourceAccessException: I/O error on GET request for "http://${callee}:8080${path}": Connection refused`,
    "\tat org.springframework.web.client.RestTemplate.createResourceAccessException(RestTemplate.java:905)",
    "\tat org.springframework.web.client.RestTemplate.doExecute(RestTemplate.java:885)",
    "\tat org.springframework.web.client.RestTemplate.getForObject(RestTemplate.java:406)",
    `\tat nl.crateclover.${caller.replace(/-/g, "")}.routes.ManifestClient.fetch(ManifestClient.java:52)`,
    "Caused by: java.net.ConnectException: Connection refused",
    "\tat java.base/sun.nio.ch.Net.pollConnect(Native Method)",
    "\tat java.base/sun.nio.ch.NioSocketImpl.timedFinishConnect(NioSocketImpl.java:554)",
    "\t... 31 common frames omitted",
  ].join("\n");

export const javaOom = (): string =>
  [
    "java.lang.OutOfMemoryError: Java heap space",
    "\tat java.base/java.util.Arrays.copyOf(Arrays.java:3541)",
    "\tat java.base/java.util.ArrayList.grow(ArrayList.java:237)",
    "\tat java.base/java.util.ArrayList.add(ArrayList.java:486)",
    "\tat nl.crateclover.stock.harvest.HarvestHistoryLoader.loadAll(HarvestHistoryLoader.java:112)",
    "\tat nl.crateclover.stock.availability.AvailabilityService.recompute(AvailabilityService.java:77)",
    "\tat org.springframework.scheduling.support.ScheduledMethodRunnable.run(ScheduledMethodRunnable.java:84)",
  ].join("\n");

export const nodeRefused = (ip: string): string =>
  [
    `Error: connect ECONNREFUSED ${ip}:8080`,
    "    at TCPConnectWrap.afterConnect [as oncomplete] (node:net:1607:16)",
  ].join("\n");

export const pythonConnReset = (host: string): string =>
  [
    "Traceback (most recent call last):",
    '  File "/usr/local/lib/python3.11/site-packages/urllib3/connectionpool.py", line 793, in urlopen',
    "    response = self._make_request(",
    '  File "/usr/local/lib/python3.11/site-packages/urllib3/connection.py", line 466, in getresponse',
    "    httplib_response = super().getresponse()",
    "ConnectionResetError: [Errno 104] Connection reset by peer",
    "",
    "During handling of the above exception, another exception occurred:",
    "",
    "Traceback (most recent call last):",
    '  File "/app/stock_keeper/uplink.py", line 61, in push_snapshot',
    `    r = self.session.post(f"https://${host}/v1/stock/snapshots", json=payload, timeout=10)`,
    "requests.exceptions.ConnectionError: ('Connection aborted.', ConnectionResetError(104, 'Connection reset by peer'))",
  ].join("\n");

export const rubyServerError = (callee: string, path: string): string =>
  [
    "Faraday::ServerError: the server responded with status 500",
    "/usr/local/bundle/gems/faraday-2.9.0/lib/faraday/response/raise_error.rb:38:in `on_complete'",
    "/usr/local/bundle/gems/faraday-2.9.0/lib/faraday/middleware.rb:18:in `block in call'",
    `/app/app/clients/${callee.replace(/-/g, "_")}_client.rb:24:in \`post_entry'`,
    `/app/app/services/box_week_service.rb:57:in \`confirm!' (${path})`,
  ].join("\n");

/** A handled exception as the runtime prints it, for harmless errors that still carry a trace. */
export function handled(rt: string, svc: string, exc: string, msg: string): string {
  const mod = svc.replace(/-/g, "_");
  switch (rt) {
    case "python":
      return [
        "Traceback (most recent call last):",
        `  File "/app/${mod}/jobs.py", line 57, in run_once`,
        "    result = self.step(ctx)",
        `  File "/app/${mod}/steps.py", line 213, in step`,
        "    raise " + `${exc}(${JSON.stringify(msg)})`,
        `${exc}: ${msg}`,
      ].join("\n");
    case "java":
      return [
        `${exc.includes(".") ? exc : `com.farmbox.${mod}.${exc}`}: ${msg}`,
        `\tat com.farmbox.${mod}.service.Handler.apply(Handler.java:118)`,
        `\tat com.farmbox.${mod}.service.Handler.lambda$process$0(Handler.java:64)`,
        "\tat java.base/java.util.concurrent.ThreadPoolExecutor.runWorker(ThreadPoolExecutor.java:1144)",
        "\tat java.base/java.lang.Thread.run(Thread.java:1583)",
      ].join("\n");
    case "node":
      return [
        `${exc}: ${msg}`,
        `    at Handler.apply (/app/dist/${mod}/handler.js:88:13)`,
        "    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)",
      ].join("\n");
    case "ruby":
      return [
        `${msg} (${exc})`,
        `/app/app/services/${mod}/handler.rb:42:in \`apply'`,
        `/app/app/jobs/${mod}_job.rb:17:in \`perform'`,
      ].join("\n");
    case "dotnet":
      return [
        `${exc}: ${msg}`,
        `   at Farmbox.${mod}.Handler.ApplyAsync(Request req) in /src/Handler.cs:line 71`,
        "   at Farmbox.Common.Pipeline.RunAsync(Context ctx) in /src/Pipeline.cs:line 29",
      ].join("\n");
    default:
      return "";
  }
}
