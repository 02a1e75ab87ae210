// A crawler's fetches or webhooks to customers' endpoints failing against many different hosts, at an even pace from
// the window's first minute, are the outside world's sites one by one, not a dependency of ours; the same against the
// one provider it calls may be the incident the window was opened for. And three wordings of a cause: ldap3's bind
// refused for invalidCredentials is authentication; a failure that sends its reader to an environment variable is
// configuration; S3 asking to reduce the request rate, whatever its status, is rate limiting; a sample refused for its timestamp or a
// label too long is validation.
import { expect, test } from "@jest/globals";
import { analyze } from "../../../../shared/diagnosis/analyze.js";
import { categoryOfText } from "../../../../shared/diagnosis/categories.js";
import { aggregatesOf, healthy, type Row } from "./fixture.js";

const raised = (rows: Row[]) => ["medium", "high", "critical"].includes(analyze(aggregatesOf(rows), 1).result.severity);

const SITES = ["larchmont-clinic.de", "shop.hallam-clinic.co.uk", "blog.pinecrest-recipes.fr", "www.osteria-nona.it"];

/**
 * fetch-worker fetches a page a second; every sixth times out from the first minute on, against `host(i)`; from
 * minute 8 cart-svc warns that its queue is above target.
 */
function fetchesTimingOut(host: (i: number) => string): Row[] {
  const rows = healthy();
  for (let i = 0; i < 1200; i++)
    rows.push([
      i * 1000 + 200,
      "fetch-worker",
      "info",
      `fetched https://${SITES[i % 4]}/p/${i} 200 in ${80 + (i % 50)}ms`,
    ]);
  for (let i = 40; i < 1200; i += 6)
    rows.push([
      i * 1000 + 700,
      "fetch-worker",
      "error",
      `fetch https://${host(i)}/p/${i} failed: Get "https://${host(i)}/p/${i}": context deadline exceeded`,
    ]);
  for (let i = 480; i < 1200; i += 9)
    rows.push([i * 1000 + 300, "cart-svc", "warn", `queue pricing wait p95=${80 + (i % 9)}s above target 60s`]);
  return rows;
}

test("fetches timing out against many outside sites all along are low; against one provider they are raised", () => {
  expect(raised(fetchesTimingOut((i) => SITES[((i - 40) / 6) % 4]))).toBe(false);
  expect(raised(fetchesTimingOut(() => "api.geocoder-vendor.com"))).toBe(true);
});

test.each([
  ["ldap3.core.exceptions.LDAPBindError: automatic bind not successful - invalidCredentials", "authentication"],
  [
    'sign failed d=alpenhof.at: no private key for selector "pw2026": open : no such file or directory (check DKIM_KEY_PATH)',
    "configuration",
  ],
  ["the sample has been rejected because its timestamp is too old (err-mimir-sample-timestamp-too-old)", "validation"],
  ["received a series whose label value length exceeds the limit, label: 'query'", "validation"],
  [
    "flush failed software.amazon.awssdk.services.s3.model.S3Exception: Please reduce your request rate. (Service: S3, Status Code: 503)",
    "rate_limiting",
  ],
])("%s is %s", (message, category) => {
  expect(categoryOfText(message)).toBe(category);
});
