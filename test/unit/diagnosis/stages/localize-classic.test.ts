// Localize stage on a small fleet: the kernel's kill of a process it names by command belongs to the unit systemd
// reports killed beside it, and nginx's FastCGI upstream names the PHP pool.
import { expect, test } from "@jest/globals";
import { detectAnomalies } from "../../../../shared/diagnosis/detect.js";
import { localize } from "../../../../shared/diagnosis/localize.js";
import { aggregatesOf, healthy, type Row } from "./fixture.js";

const originOf = (rows: Row[]) => {
  const agg = aggregatesOf(rows);
  return localize(agg, detectAnomalies(agg))?.origin.service;
};

test("systemd's report of a unit killed a second before the kernel's kill of 'ruby' names that unit", () => {
  const rows = healthy();
  for (let i = 600; i < 1200; i += 30) {
    rows.push([i * 1000, "systemd", "warn", "sidekiq.service: Main process exited, code=killed, status=9/KILL"]);
    rows.push([i * 1000 + 2, "systemd", "warn", "sidekiq.service: Failed with result 'signal'."]);
    // the kernel's clock, read from the time since boot, runs a second behind here
    rows.push([i * 1000 + 900, "kernel", "error", "Out of memory: Killed process 3540 (ruby) total-vm:5667282kB"]);
    rows.push([i * 1000 + 5000, "sidekiq", "info", "Booted Rails 7.1 application in production environment"]);
  }
  expect(originOf(rows)).toBe("sidekiq");
});

test("nginx timing out on its FastCGI socket names the PHP pool behind it", () => {
  const rows = healthy();
  rows.push([
    590_000,
    "php-fpm",
    "warn",
    "[pool www] server reached pm.max_children setting (24), consider raising it",
  ]);
  for (let i = 600; i < 1200; i += 2)
    rows.push([
      i * 1000 + 3,
      "nginx",
      "error",
      `*${i} upstream timed out (110: Connection timed out) while reading response header from upstream, client: 10.0.0.${i % 9}, request: "GET /cart HTTP/1.1", upstream: "fastcgi://unix:/run/php/php8.2-fpm.sock:"`,
    ]);
  expect(originOf(rows)).toBe("php-fpm");
});
