import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { addressRange, isAddressAllowed } from "../../../shared/net/address-policy.js";
import { assertSafeUrl } from "../../../shared/net/assert-safe-url.js";
import type { DnsResolve } from "../../../shared/net/guarded-lookup.js";
import { createOutgoingHttp } from "../../../shared/net/outgoing-http.js";
import { isOutgoingHttpError, type OutgoingHttpError } from "../../../shared/net/outgoing-http.port.js";

const BLOCKED = [
  ["127.0.0.1", "loopback"],
  ["127.8.9.10", "loopback"],
  ["10.1.2.3", "private"],
  ["172.16.0.9", "private"],
  ["192.168.1.1", "private"],
  ["169.254.169.254", "linkLocal"],
  ["100.64.0.1", "carrierGradeNat"],
  ["0.0.0.0", "unspecified"],
  ["224.0.0.1", "multicast"],
  ["255.255.255.255", "broadcast"],
  ["192.0.2.7", "reserved"],
  ["::1", "loopback"],
  ["::", "unspecified"],
  ["fd00::1", "uniqueLocal"],
  ["fc12::1", "uniqueLocal"],
  ["fe80::1", "linkLocal"],
  ["ff02::1", "multicast"],
  ["::ffff:127.0.0.1", "loopback"],
  ["::ffff:169.254.169.254", "linkLocal"],
  ["::ffff:10.0.0.1", "private"],
  ["::7f00:1", "ipv4Compatible"],
  ["::a9fe:a9fe", "ipv4Compatible"],
  ["::127.0.0.1", "loopback"],
  ["64:ff9b::a9fe:a9fe", "rfc6052"],
  ["2002:a9fe:a9fe::1", "6to4"],
] as const;

describe("address policy", () => {
  test.each(BLOCKED)("%s is %s and refused unless private networking is allowed", (ip, range) => {
    expect(addressRange(ip)).toBe(range);
    expect(isAddressAllowed(ip, false)).toBe(false);
    expect(isAddressAllowed(ip, true)).toBe(true);
  });
  test.each(["8.8.8.8", "1.1.1.1", "2606:4700:4700::1111", "[2606:4700:4700::1111]"])("%s is public", (ip) => {
    expect(isAddressAllowed(ip, false)).toBe(true);
  });
  test("garbage is never allowed", () => {
    expect(isAddressAllowed("not-an-ip", true)).toBe(false);
  });
});

async function startServer(handler: Parameters<typeof createServer>[1]): Promise<{ server: Server; port: number }> {
  const server = createServer(handler);
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return { server, port: (server.address() as AddressInfo).port };
}

const kindOf = async (p: Promise<unknown>): Promise<string> => {
  try {
    await p;
    return "ok";
  } catch (err) {
    if (isOutgoingHttpError(err)) return (err as OutgoingHttpError).kind;
    throw err;
  }
};

describe("outgoing http guard", () => {
  let server: Server;
  let port: number;
  let hits = 0;
  beforeAll(async () => {
    ({ server, port } = await startServer((req, res) => {
      hits++;
      if (req.url === "/to-metadata") {
        res.writeHead(302, { location: "http://169.254.169.254/latest/meta-data/iam/" }).end();
      } else if (req.url === "/to-other-port") {
        res.writeHead(302, { location: `http://127.0.0.1:${port + 1}/x` }).end();
      } else if (req.url === "/to-same-host") {
        res.writeHead(307, { location: "/final" }).end();
      } else {
        res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ path: req.url }));
      }
    }));
  });
  afterAll(() => server.close());

  // A resolver that answers what a hostile DNS would: public-looking names pointing inside.
  const hostile: DnsResolve = async (name) => {
    if (name === "rebind.example") return [{ address: "127.0.0.1", family: 4 }];
    if (name === "mixed.example")
      return [
        { address: "93.184.216.34", family: 4 },
        { address: "127.0.0.1", family: 4 },
      ];
    if (name === "metadata.example") return [{ address: "169.254.169.254", family: 4 }];
    if (name === "mapped.example") return [{ address: "::ffff:127.0.0.1", family: 6 }];
    throw new Error("ENOTFOUND");
  };

  test("refuses literal blocked addresses at request time when private networking is off", async () => {
    const http = createOutgoingHttp({ allowPrivateNetwork: false });
    for (const ip of ["127.0.0.1", "10.0.0.1", "169.254.169.254", "100.64.1.1", "0.0.0.0", "[::1]", "[fd00::1]"]) {
      expect(await kindOf(http.request(`https://${ip}/`))).toBe("blocked_address");
    }
  });

  test("refuses plain http when private networking is off", async () => {
    const http = createOutgoingHttp({ allowPrivateNetwork: false });
    expect(await kindOf(http.request(`http://example.com/`))).toBe("blocked_scheme");
  });

  test("a hostname that resolves to 127.0.0.1 is refused at connect time, and nothing reaches the server", async () => {
    const before = hits;
    const http = createOutgoingHttp({ allowPrivateNetwork: false, resolve: hostile });
    expect(await kindOf(http.request(`https://rebind.example:${port}/`))).toBe("blocked_address");
    expect(await kindOf(http.request(`https://mixed.example:${port}/`))).toBe("blocked_address");
    expect(await kindOf(http.request(`https://metadata.example:${port}/`))).toBe("blocked_address");
    expect(await kindOf(http.request(`https://mapped.example:${port}/`))).toBe("blocked_address");
    // The real resolver: localhost is loopback.
    const real = createOutgoingHttp({ allowPrivateNetwork: false });
    expect(await kindOf(real.request(`https://localhost:${port}/`))).toBe("blocked_address");
    expect(hits).toBe(before);
  });

  test("the same targets work when private networking is on, connecting to the checked address", async () => {
    const http = createOutgoingHttp({ allowPrivateNetwork: true, resolve: hostile });
    const res = await http.request(`http://rebind.example:${port}/hello`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ path: "/hello" });
    const literal = await createOutgoingHttp({ allowPrivateNetwork: true }).request(`http://127.0.0.1:${port}/lit`);
    expect(await literal.json()).toEqual({ path: "/lit" });
    const named = await createOutgoingHttp({ allowPrivateNetwork: true }).request(`http://localhost:${port}/n`);
    expect(named.status).toBe(200);
    await named.dump();
  });

  test("redirects are not followed by default", async () => {
    const http = createOutgoingHttp({ allowPrivateNetwork: true });
    const before = hits;
    const res = await http.request(`http://127.0.0.1:${port}/to-metadata`);
    expect(res.status).toBe(302);
    expect(res.headers.location).toContain("169.254.169.254");
    expect(hits).toBe(before + 1);
  });

  test("a redirect to 169.254.169.254 or another host is refused even when following is on", async () => {
    const http = createOutgoingHttp({ allowPrivateNetwork: true });
    expect(await kindOf(http.request(`http://127.0.0.1:${port}/to-metadata`, { redirect: "same-host" }))).toBe(
      "redirect_refused",
    );
    expect(await kindOf(http.request(`http://127.0.0.1:${port}/to-other-port`, { redirect: "same-host" }))).toBe(
      "redirect_refused",
    );
  });

  test("a same-host redirect is followed when asked", async () => {
    const http = createOutgoingHttp({ allowPrivateNetwork: true });
    const res = await http.request(`http://127.0.0.1:${port}/to-same-host`, { redirect: "same-host" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ path: "/final" });
  });

  test("a redirect target on the metadata address fails the save-time check when private networking is off", async () => {
    const http = createOutgoingHttp({ allowPrivateNetwork: true });
    const res = await http.request(`http://127.0.0.1:${port}/to-metadata`);
    const target = res.headers.location;
    await expect(assertSafeUrl(target, { allowPrivateNetwork: false })).rejects.toMatchObject({
      code: "VALIDATION_ERROR",
    });
    await expect(
      assertSafeUrl(target.replace("http:", "https:"), { allowPrivateNetwork: false }),
    ).rejects.toMatchObject({ code: "VALIDATION_ERROR" });
  });

  test("assertSafeUrl resolves names and refuses private ones with VALIDATION_ERROR", async () => {
    await expect(
      assertSafeUrl("https://rebind.example/", {
        allowPrivateNetwork: false,
        resolve: hostile,
        path: "credentials.host",
      }),
    ).rejects.toMatchObject({ code: "VALIDATION_ERROR", details: { issues: [{ path: "credentials.host" }] } });
    await expect(assertSafeUrl("https://localhost/", { allowPrivateNetwork: false })).rejects.toMatchObject({
      code: "VALIDATION_ERROR",
    });
    await expect(assertSafeUrl("ftp://example.com/", { allowPrivateNetwork: true })).rejects.toMatchObject({
      code: "VALIDATION_ERROR",
    });
    await expect(
      assertSafeUrl("https://user:s3cr3t@example.com/", { allowPrivateNetwork: true }),
    ).rejects.toMatchObject({ code: "VALIDATION_ERROR" });
    const ok = await assertSafeUrl("http://localhost:9/", { allowPrivateNetwork: true });
    expect(ok.hostname).toBe("localhost");
    const pub = await assertSafeUrl("https://93.184.216.34/", { allowPrivateNetwork: false });
    expect(pub.hostname).toBe("93.184.216.34");
  });

  test("per-request timeout and caller abort are told apart", async () => {
    const slow = await startServer((_req, res) => {
      setTimeout(() => res.end("late"), 2_000).unref();
    });
    try {
      const http = createOutgoingHttp({ allowPrivateNetwork: true });
      expect(await kindOf(http.request(`http://127.0.0.1:${slow.port}/`, { timeoutMs: 50 }))).toBe("timeout");
      const ctl = new AbortController();
      const p = http.request(`http://127.0.0.1:${slow.port}/`, { signal: ctl.signal });
      setTimeout(() => ctl.abort(), 20);
      expect(await kindOf(p)).toBe("aborted");
    } finally {
      slow.server.closeAllConnections();
      slow.server.close();
    }
  });
});
