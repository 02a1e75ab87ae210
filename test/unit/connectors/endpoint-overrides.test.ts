// LOGDX_ENDPOINT_OVERRIDES is operator input read at start: a mistyped key must stop the start, not be ignored.
import { loadConfig } from "../../../shared/runtime/config.js";

describe("LOGDX_ENDPOINT_OVERRIDES", () => {
  test("the four known keys with http(s) base URLs are accepted", () => {
    const overrides = {
      cloudwatch: "http://127.0.0.1:4566",
      datadog: "http://127.0.0.1:9001",
      gcp_logging: "https://logging.fake.test",
      gcp_token: "http://127.0.0.1:9002/token",
    };
    expect(loadConfig({ LOGDX_ENDPOINT_OVERRIDES: JSON.stringify(overrides) }).endpointOverrides).toEqual(overrides);
  });

  test.each([
    ['{"datdog":"http://127.0.0.1:9001"}', "a mistyped key"],
    ['{"gcp-logging":"http://127.0.0.1:9001"}', "a key spelt with a dash"],
    ['{"datadog":"ftp://127.0.0.1:9001"}', "a non-http scheme"],
    ['{"datadog":"not a url"}', "not a URL"],
    ['["http://127.0.0.1:9001"]', "not an object"],
  ])("%s (%s) fails at start, naming the variable", (raw) => {
    expect(() => loadConfig({ LOGDX_ENDPOINT_OVERRIDES: raw })).toThrow(/LOGDX_ENDPOINT_OVERRIDES/);
  });
});
