// The SSRF "done when" as one table: every blocked range, as a literal and as a name a hostile resolver points
// at it, is refused with private networking off (nothing reaches the server) and passes the guard when it is on.
import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { checkUrl } from "../../../shared/net/check-url.js";
import { createGuardedLookup, type DnsResolve } from "../../../shared/net/guarded-lookup.js";
import { createOutgoingHttp } from "../../../shared/net/outgoing-http.js";
import { isOutgoingHttpError } from "../../../shared/net/outgoing-http.port.js";

const RANGES: Array<[range: string, address: string]> = [
  ["127.0.0.0/8", "127.0.0.1"],
  ["127.0.0.0/8 (top)", "127.255.255.254"],
  ["10/8", "10.0.0.1"],
  ["10/8 (top)", "10.255.255.254"],
  ["172.16/12", "172.16.0.1"],
  ["172.16/12 (top)", "172.31.255.254"],
  ["192.168/16", "192.168.1.1"],
  ["169.254/16 (metadata)", "169.254.169.254"],
  ["169.254/16", "169.254.0.1"],
  ["100.64/10 CGNAT", "100.64.0.1"],
  ["100.64/10 CGNAT (top)", "100.127.255.254"],
  ["0.0.0.0", "0.0.0.0"],
  ["::1", "::1"],
  ["::", "::"],
  ["fe80::/10", "fe80::1"],
  ["fe80::/10 (top)", "febf::1"],
  ["fc00::/7", "fc00::1"],
  ["fc00::/7 (fd)", "fdff::1"],
  ["IPv4-mapped loopback", "::ffff:127.0.0.1"],
  ["IPv4-mapped metadata", "::ffff:169.254.169.254"],
];
// Just outside the ranges: public, so allowed either way.
const PUBLIC = ["172.32.0.1", "100.128.0.1", "11.0.0.1", "169.255.0.1", "2606:4700:4700::1111"];

const nameOf = (address: string) => `h-${address.replace(/[.:]/g, "-")}.example`;
const family = (address: string) => (address.includes(":") ? 6 : 4);
const hostile: DnsResolve = async (name) => {
  const hit = [...RANGES.map(([, a]) => a), ...PUBLIC].find((a) => nameOf(a) === name);
  if (!hit) throw new Error("ENOTFOUND");
  return [{ address: hit, family: family(hit) }];
};
const bracket = (a: string) => (a.includes(":") ? `[${a}]` : a);

const kindOf = async (p: Promise<unknown>): Promise<string> => {
  try {
    await p;
    return "ok";
  } catch (err) {
    if (isOutgoingHttpError(err)) return err.kind;
    throw err;
  }
};

/** What the connect-time lookup hands the socket for a name, or the refusal's kind. */
const lookupVerdict = (allowPrivate: boolean, name: string) =>
  new Promise<string>((resolve) => {
    createGuardedLookup(allowPrivate, hostile)(name, {}, (err, address) =>
      resolve(err ? (isOutgoingHttpError(err) ? err.kind : "error") : String(address)),
    );
  });

let server: Server;
let port: number;
let hits: string[] = [];
beforeAll(async () => {
  server = createServer((req, res) => {
    hits.push(req.url ?? "");
    if (req.url === "/to-metadata") res.writeHead(302, { location: "http://169.254.169.254/latest/meta-data/" }).end();
    else res.writeHead(200, { "content-type": "text/plain" }).end("ok");
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  port = (server.address() as AddressInfo).port;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});
beforeEach(() => {
  hits = [];
});

describe("private networking off", () => {
  const http = createOutgoingHttp({ allowPrivateNetwork: false, resolve: hostile });

  test.each(RANGES)("%s: the literal %s is refused and nothing is sent", async (_range, address) => {
    expect(await kindOf(http.request(`https://${bracket(address)}:${port}/x`))).toBe("blocked_address");
    expect(hits).toEqual([]);
  });

  test.each(RANGES)(
    "%s: a name resolving to %s is refused at connect time and nothing is sent",
    async (_r, address) => {
      expect(await kindOf(http.request(`https://${nameOf(address)}:${port}/x`))).toBe("blocked_address");
      expect(await lookupVerdict(false, nameOf(address))).toBe("blocked_address");
      expect(hits).toEqual([]);
    },
  );

  test.each(PUBLIC)("%s (just outside a range) passes the guard", async (address) => {
    expect(() => checkUrl(`https://${bracket(address)}/`, false)).not.toThrow();
    expect(await lookupVerdict(false, nameOf(address))).toBe(address);
  });

  test("a redirect to 169.254.169.254 is refused; by default it is not followed at all", async () => {
    // The local server stands in for a public host; every other destination is still checked.
    const guarded = createOutgoingHttp({ allowPrivateNetwork: false, exemptOrigins: [`http://127.0.0.1:${port}`] });
    expect(await kindOf(guarded.request(`http://127.0.0.1:${port}/to-metadata`, { redirect: "same-host" }))).toBe(
      "redirect_refused",
    );
    const manual = await guarded.request(`http://127.0.0.1:${port}/to-metadata`);
    expect(manual.status).toBe(302);
    await manual.dump();
    expect(hits).toEqual(["/to-metadata", "/to-metadata"]);
    // The exemption is for that exact origin only.
    expect(await kindOf(guarded.request(`http://127.0.0.1:${port + 1}/`))).toBe("blocked_scheme");
    expect(await kindOf(guarded.request(`https://127.0.0.1:${port + 1}/`))).toBe("blocked_address");
    expect(await kindOf(guarded.request(`http://169.254.169.254/latest/meta-data/`))).toBe("blocked_scheme");
    expect(await kindOf(guarded.request(`https://169.254.169.254/latest/meta-data/`))).toBe("blocked_address");
  });
});

describe("private networking on", () => {
  test.each(RANGES)("%s: the literal %s passes the guard", (_range, address) => {
    expect(() => checkUrl(`http://${bracket(address)}:${port}/x`, true)).not.toThrow();
    expect(() => checkUrl(`http://${bracket(address)}:${port}/x`, false)).toThrow();
  });

  test.each(RANGES)("%s: a name resolving to %s connects to exactly that address", async (_range, address) => {
    expect(await lookupVerdict(true, nameOf(address))).toBe(address);
  });

  test("the targets that can be served locally really connect: 127.0.0.1 as a literal and by name", async () => {
    const http = createOutgoingHttp({ allowPrivateNetwork: true, resolve: hostile });
    const literal = await http.request(`http://127.0.0.1:${port}/lit`);
    expect([literal.status, await literal.text()]).toEqual([200, "ok"]);
    const named = await http.request(`http://${nameOf("127.0.0.1")}:${port}/named`);
    expect([named.status, await named.text()]).toEqual([200, "ok"]);
    expect(hits).toEqual(["/lit", "/named"]);
  });

  test("a redirect to another host (the metadata address) is still not followed", async () => {
    const http = createOutgoingHttp({ allowPrivateNetwork: true });
    expect(await kindOf(http.request(`http://127.0.0.1:${port}/to-metadata`, { redirect: "same-host" }))).toBe(
      "redirect_refused",
    );
  });
});
