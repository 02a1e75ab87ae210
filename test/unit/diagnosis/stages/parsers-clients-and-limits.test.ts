// Readings of stop 49: Node's and OpenSSL's certificate verify errors by name are TLS failures; a parser's own
// exception (CueParseError) is input refused; a snake_case service is named by its client class
// (party_planner_client.rb); a crawler signed as crawlers sign is a robot; a limiter naming the one client it holds
// back refuses an outsider; and a client failing its TLS handshake with us, logged by its address, is refused as an
// outsider is (an old device's pinned bundle), unless our callers fail on our certificate too.
import { expect, test } from "@jest/globals";
import { analyze } from "../../../../shared/diagnosis/analyze.js";
import { categoryOfText } from "../../../../shared/diagnosis/categories.js";
import { ServiceMatcher } from "../../../../shared/diagnosis/mentions.js";
import { refusesOutsider } from "../../../../shared/diagnosis/refusals.js";
import { fromARobot } from "../../../../shared/diagnosis/robots.js";
import { aggregatesOf, healthy, type Row } from "./fixture.js";

test("Node's certificate verify errors are TLS failures of the network", () => {
  expect(
    categoryOfText(
      "charge failed: request to https://api.pay.example/v1/charges failed, reason: unable to get local issuer certificate (UNABLE_TO_GET_ISSUER_CERT_LOCALLY)",
    ),
  ).toBe("network");
  expect(categoryOfText("FetchError: request failed, reason: CERT_HAS_EXPIRED")).toBe("network");
});

test("a parser's own exception on the content it was given is input refused", () => {
  expect(
    categoryOfText("caption track rejected, halting at cue 211\nCueParseError: invalid cue timestamp '01:12:7,500'"),
  ).toBe("validation");
});

test("a snake_case service is named by its callers' client class where a call to it was answered badly", () => {
  const m = new ServiceMatcher(["party_planner", "arena_web", "nginx_front"]);
  const said =
    "Faraday::ServerError (the server responded with status 500):\napp/clients/party_planner_client.rb:70:in `fetch'";
  expect(m.find(said, "arena_web")).toEqual(["party_planner"]);
  expect(m.find("party planner page rendered in 20ms", "arena_web")).toEqual([]);
});

test("a crawler signed with its bot name and its page is a robot, a browser is not", () => {
  expect(
    fromARobot('"get /quote http/2" 429 "mozilla/5.0 (compatible; priceradarbot/2.3; +http://priceradar.example/bot)"'),
  ).toBe(true);
  expect(fromARobot('"get /quote http/2" 429 "mozilla/5.0 (iphone; cpu iphone os 17_4 like mac os x)"')).toBe(false);
});

test("a limiter naming the one client it holds back and its limit refuses an outsider", () => {
  expect(refusesOutsider("rate limit exceeded client=90.138.156.223 bucket=public-search limit=60/min")).toBe(true);
  expect(refusesOutsider("rate limit exceeded calling pricing-api: 429 Too Many Requests")).toBe(false);
});

test("a client's TLS handshake failing with us, by its address, refuses an outsider; our own call failing does not", () => {
  expect(refusesOutsider("http: TLS handshake error from 31.94.19.119:53160: remote error: tls: bad certificate")).toBe(
    true,
  );
  expect(
    refusesOutsider("TLS handshake failed with 45.124.74.48:34777: [SSL: WRONG_VERSION_NUMBER] wrong version number"),
  ).toBe(true);
  expect(refusesOutsider("TLS handshake failed connecting to ledger-api:8443: x509: certificate has expired")).toBe(
    false,
  );
});

/** From minute 12: clients with a stale pinned bundle fail their handshakes with cart-svc, every 10 s, at error level. */
function staleClients(): Row[] {
  const rows = healthy();
  for (let i = 720; i < 1200; i += 10)
    rows.push([
      i * 1000 + 50,
      "cart-svc",
      "error",
      `http: TLS handshake error from 203.0.113.${i % 200}:${40000 + i}: remote error: tls: bad certificate`,
    ]);
  return rows;
}

test("clients failing their handshakes with a server whose callers are fine page nobody", () => {
  expect(analyze(aggregatesOf(staleClients()), 1).result.severity).toBe("low");
});

test("the same handshakes failing while a caller fails on the server's certificate are an incident", () => {
  const rows = staleClients();
  for (let i = 720; i < 1200; i += 2)
    rows.push([
      i * 1000 + 60,
      "checkout-gw",
      "error",
      `POST /v2/checkout/${9000 + i} failed: call to cart-svc: x509: certificate has expired or is not yet valid`,
    ]);
  expect(analyze(aggregatesOf(rows), 1).result.severity).not.toBe("low");
});
