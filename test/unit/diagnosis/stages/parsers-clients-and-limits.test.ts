// Readings of stop 49: Node's and OpenSSL's certificate verify errors by name are TLS failures; a parser's own
// exception (CueParseError) is input refused; a snake_case service is named by its client class
// (party_planner_client.rb); a crawler signed as crawlers sign is a robot; a limiter naming the one client it holds
// back refuses an outsider.
import { expect, test } from "@jest/globals";
import { categoryOfText } from "../../../../shared/diagnosis/categories.js";
import { ServiceMatcher } from "../../../../shared/diagnosis/mentions.js";
import { refusesOutsider } from "../../../../shared/diagnosis/refusals.js";
import { fromARobot } from "../../../../shared/diagnosis/robots.js";

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
