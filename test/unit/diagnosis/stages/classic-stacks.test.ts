// Reading classic stacks and the front door: Ruby, PHP and Node backtraces, Sidekiq's job verdict at INFO, an ALB's
// access line, Django refusing a bot's bare address, an upstream named only in a proxy's fields, a trace repeating its
// message, a JNDI name not bound.
import { expect, test } from "@jest/globals";
import { categoryOfText } from "../../../../shared/diagnosis/categories.js";
import {
  isBadRecord,
  isServedClientErrorLine,
  isServedErrorLine,
  servedServerError,
} from "../../../../shared/diagnosis/line-verdict.js";
import { parseLine } from "../../../../shared/diagnosis/normalize.js";
import { hasStack } from "../../../../shared/diagnosis/stack.js";

test("Ruby, PHP and anonymous Node frames are a stack", () => {
  expect(hasStack("NoMethodError: undefined method `email' for nil\n/srv/app/jobs/due_job.rb:9:in `perform'")).toBe(
    true,
  );
  expect(hasStack("PHP Fatal error: Uncaught Error\n#0 /srv/www/app/Cart.php(41): Cart->total()")).toBe(true);
  expect(hasStack("TypeError: x\n    at async /app/node_modules/express/lib/router/layer.js:95:5")).toBe(true);
  expect(hasStack("saved /srv/app/config.rb to cache")).toBe(false);
});

test("Sidekiq's 'INFO: fail' over the exception is a failure; its 'done' is not", () => {
  expect(isBadRecord("info", "fail\nVonage::ClientError: 429 Too Many Requests")).toBe(true);
  expect(isBadRecord("info", "fail\nNoMethodError: undefined method `email' for nil:NilClass")).toBe(true);
  expect(isBadRecord("info", "done")).toBe(false);
  expect(isBadRecord("info", "failover complete\nprimary is db-2")).toBe(false);
});

test("an ALB's access line states its status before the request", () => {
  const alb = (status: string) =>
    `h2 2026-11-11T21:01:58.574Z app/shop-public/50dc6c 138.124.57.114:40567 10.42.14.29:3000 0.000 0.031 0.000 ${status} ${status} 412 567 "POST https://shop.example:443/basket HTTP/2.0" "okhttp/4.12.0"`;
  expect(servedServerError(alb("502"))).toBe(true);
  expect(servedServerError(alb("200"))).toBe(false);
  // a client's own call to a URL is no access line
  expect(isServedClientErrorLine("GET https://partner.example/v1/rates -> 404")).toBe(false);
});

test("Django refusing a bot's bare address is the bot's doing; refusing our own host name is our setting", () => {
  expect(
    isBadRecord(
      "error",
      "Invalid HTTP_HOST header: '203.0.113.9'. You may need to add '203.0.113.9' to ALLOWED_HOSTS.",
    ),
  ).toBe(false);
  expect(
    isBadRecord(
      "error",
      "Invalid HTTP_HOST header: 'enrol.example.edu'. You may need to add 'enrol.example.edu' to ALLOWED_HOSTS.",
    ),
  ).toBe(true);
});

test("a proxy's upstream named only in a field of its JSON access record is named in the message", () => {
  const line = parseLine(
    JSON.stringify({
      "@timestamp": "2026-11-02T00:24:52.180Z",
      status: "error",
      service: "envoy-edge",
      message: '"POST /api/appointments/61 HTTP/1.1" 504 - 0 344 5066 5064 "10.42.3.61:8080"',
      upstream_cluster: "outbound|8080||appointments-api.clinic-prod.svc.cluster.local",
    }),
  );
  expect(line.message).toContain("upstream=outbound|8080||appointments-api.clinic-prod.svc.cluster.local");
});

test("a trace that repeats the message as its first line gives the message its stack", () => {
  const line = parseLine(
    JSON.stringify({
      "@timestamp": "2026-08-02T20:15:09.004Z",
      "log.level": "ERROR",
      "service.name": "tomcat",
      message: "SEVERE [exec-37] Servlet.service() for servlet [dispatcherServlet] threw exception",
      "error.stack_trace":
        'SEVERE [exec-37] Servlet.service() for servlet [dispatcherServlet] threw exception\njava.lang.NullPointerException: Cannot invoke "Consignee.getPostcode()"\n\tat com.example.BookingService.confirm(BookingService.java:118)',
    }),
  );
  expect(line.message).toContain("java.lang.NullPointerException");
  expect(categoryOfText(line.message)).toBe("null_reference");
});

test("a JNDI name not bound is a missing setting, though it names a JDBC data source", () => {
  expect(
    categoryOfText(
      "lookup of datasource failed\njavax.naming.NameNotFoundException: Name [jdbc/FreightDS] is not bound in this Context.",
    ),
  ).toBe("configuration");
});

test("an ALB's request field is a full URL with its protocol version: still an access line, not a call", () => {
  const alb = `h2 2026-11-11T21:01:58.574Z app/shop-public/50dc6c 138.124.57.114:40567 10.42.14.29:3000 0.000 0.031 0.000 502 502 412 567 "POST https://shop.example:443/basket HTTP/2.0" "okhttp/4.12.0"`;
  expect(isServedErrorLine(alb)).toBe(true);
  expect(isServedErrorLine("POST https://partner.example/v1/charges -> 502")).toBe(false);
});
