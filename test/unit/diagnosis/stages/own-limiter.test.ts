// Localize and classify: a proxy refusing requests itself (its limiter, a missing route) is the origin of the errors it
// serves, though those access lines name the upstream they were meant for.
import { expect, test } from "@jest/globals";
import { analyze } from "../../../../shared/diagnosis/analyze.js";
import { aggregatesOf, type Row } from "./fixture.js";

function limited(withLimiterLines: boolean): Row[] {
  const rows: Row[] = [];
  for (let i = 0; i < 900; i++) {
    const t = i * 1000;
    const refused = i >= 420;
    rows.push([t, "lobby-api", "info", `GET /v3/store/${1000 + i} 200 ${12 + (i % 9)}ms`]);
    const status = refused ? 503 : 200;
    rows.push([
      t + 5,
      "ingress-nginx",
      refused ? "error" : "info",
      `10.0.0.${i % 200} - - "GET /v3/store/${1000 + i} HTTP/1.1" ${status} 150 "-" "Mozilla/5.0" 554 0.000 [live-lobby-api-80] [] 10.4.0.7:8080 0 0.000 ${status}`,
    ]);
    if (refused && withLimiterLines)
      rows.push([
        t + 4,
        "ingress-nginx",
        "error",
        `*${892000 + i} limiting requests, excess: 5.759 by zone "live_lobby-api_rps", client: 10.0.0.${i % 200}, server: api.example`,
      ]);
  }
  return rows;
}

test("a proxy limiting requests itself is the origin of its 503s, and the cause is rate limiting", () => {
  const { result } = analyze(aggregatesOf(limited(true)), 1);
  expect(result.rootCause).toMatchObject({ service: "ingress-nginx", category: "rate_limiting" });
});

test("without its limiter's words, the upstream its 503s name stays the suspect", () => {
  const { result } = analyze(aggregatesOf(limited(false)), 1);
  expect(result.rootCause?.service).toBe("lobby-api");
});

test("a mesh sidecar answering NR or NC (no route, no cluster) is the origin: its routing configuration", () => {
  const rows: Row[] = [];
  for (let i = 0; i < 900; i++) {
    const t = i * 1000;
    rows.push([t, "tariff-service", "info", `GET /internal/v1/lookup 200 ${9 + (i % 7)}ms`]);
    const flags = i < 420 ? "200 - via_upstream" : i % 2 ? "404 NR route_not_found" : "503 NC cluster_not_found";
    rows.push([
      t + 5,
      "istio-proxy",
      i < 420 ? "info" : "error",
      `"GET /internal/v1/lookup HTTP/1.1" ${flags} - "-" 0 56 58 - "-" "axios/1.6.8" "id-${i}" "tariff-service.prod.svc.cluster.local:8080"`,
    ]);
  }
  const { result } = analyze(aggregatesOf(rows), 1);
  expect(result.rootCause).toMatchObject({ service: "istio-proxy", category: "configuration" });
});
