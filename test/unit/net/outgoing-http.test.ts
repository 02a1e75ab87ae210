import { once } from "node:events";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { createServer as createHttpsServer } from "node:https";
import type { AddressInfo } from "node:net";
import { assertSafeUrl } from "../../../shared/net/assert-safe-url.js";
import type { DnsResolve } from "../../../shared/net/guarded-lookup.js";
import { createOutgoingHttp } from "../../../shared/net/outgoing-http.js";
import { isOutgoingHttpError, type OutgoingHttpError } from "../../../shared/net/outgoing-http.port.js";
import { TEST_TLS_CERT, TEST_TLS_KEY } from "./tls-fixture.js";

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

async function listen(server: Server): Promise<number> {
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return (server.address() as AddressInfo).port;
}

async function failure(p: Promise<unknown>): Promise<OutgoingHttpError> {
  try {
    await p;
  } catch (err) {
    if (isOutgoingHttpError(err)) return err;
    throw err;
  }
  throw new Error("expected the request to fail");
}

const readBody = async (req: IncomingMessage): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString("utf8");
};

const routes: Record<string, Handler> = {
  "/echo": (req, res) => {
    void readBody(req).then((body) => {
      res.setHeader("set-cookie", ["a=1", "b=2"]);
      res.writeHead(200, { "content-type": "application/json", "X-Mixed-Case": "yes" });
      res.end(JSON.stringify({ method: req.method, url: req.url, headers: req.headers, body }));
    });
  },
  "/big": (_req, res) => res.end("x".repeat(200_000)),
  "/ndjson": (_req, res) => {
    res.write('{"n":1}\r\n{"n":');
    res.write("2}\n");
    res.end('{"n":3}');
  },
  "/hang-body": (_req, res) => {
    res.write("first\n");
  },
  "/see-other": (_req, res) => res.writeHead(303, { location: "/echo" }).end(),
  "/loop": (_req, res) => res.writeHead(302, { location: "/loop" }).end(),
};

describe("outgoing http over node:http", () => {
  let server: Server;
  let port: number;
  let hits = 0;
  beforeAll(async () => {
    server = createServer((req, res) => {
      hits++;
      const route = routes[(req.url ?? "").split("?")[0]];
      if (route) route(req, res);
      else res.writeHead(404).end();
    });
    port = await listen(server);
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });
  const http = createOutgoingHttp({ allowPrivateNetwork: true });

  test("sends method, headers and a sized body; returns status, lower-case headers and the body", async () => {
    const res = await http.request(`http://127.0.0.1:${port}/echo?q=1`, {
      method: "post",
      headers: { "content-type": "text/plain", "X-Test": "t" },
      body: "héllo",
    });
    expect(res.status).toBe(200);
    expect(res.url).toBe(`http://127.0.0.1:${port}/echo?q=1`);
    expect(res.headers["x-mixed-case"]).toBe("yes");
    expect(res.headers["set-cookie"]).toBe("a=1, b=2");
    const got = (await res.json()) as { method: string; url: string; body: string; headers: Record<string, string> };
    expect(got).toMatchObject({ method: "POST", url: "/echo?q=1", body: "héllo" });
    expect(got.headers).toMatchObject({ "content-type": "text/plain", "x-test": "t", "content-length": "6" });
    expect(got.headers["transfer-encoding"]).toBeUndefined();
    const bytes = await http.request(`http://127.0.0.1:${port}/echo`, {
      method: "PUT",
      body: new Uint8Array([104, 105]),
    });
    expect(await bytes.json()).toMatchObject({ method: "PUT", body: "hi" });
  });

  test("a 303 on a followed redirect becomes a GET without body; a redirect loop stops after 3 hops", async () => {
    const res = await http.request(`http://127.0.0.1:${port}/see-other`, {
      method: "POST",
      body: "x=1",
      redirect: "same-host",
    });
    expect(res.url).toBe(`http://127.0.0.1:${port}/echo`);
    expect(await res.json()).toMatchObject({ method: "GET", body: "" });
    const before = hits;
    const err = await failure(http.request(`http://127.0.0.1:${port}/loop`, { redirect: "same-host" }));
    expect(err.kind).toBe("redirect_refused");
    expect(hits - before).toBe(4);
  });

  test("maxResponseBytes caps text() and json()", async () => {
    const err = await failure(
      http.request(`http://127.0.0.1:${port}/big`, { maxResponseBytes: 1_000 }).then((r) => r.text()),
    );
    expect(err.kind).toBe("too_large");
    const ok = await http.request(`http://127.0.0.1:${port}/big`, { maxResponseBytes: 200_000 });
    expect((await ok.text()).length).toBe(200_000);
  });

  test("lines() streams CRLF and LF lines and the unterminated last one", async () => {
    const res = await http.request(`http://127.0.0.1:${port}/ndjson`);
    const lines: string[] = [];
    for await (const line of res.lines()) lines.push(line);
    expect(lines).toEqual(['{"n":1}', '{"n":2}', '{"n":3}']);
  });

  test("the timeout and the caller's abort also cover a body that stops arriving", async () => {
    const timedOut = await http.request(`http://127.0.0.1:${port}/hang-body`, { timeoutMs: 100 });
    expect(timedOut.status).toBe(200);
    expect((await failure(timedOut.text())).kind).toBe("timeout");

    const ctl = new AbortController();
    const res = await http.request(`http://127.0.0.1:${port}/hang-body`, { signal: ctl.signal });
    const seen: string[] = [];
    const read = (async () => {
      for await (const line of res.lines()) {
        seen.push(line);
        ctl.abort();
      }
    })();
    expect((await failure(read)).kind).toBe("aborted");
    expect(seen).toEqual(["first"]);
  });

  test("dump() discards a body and the next request still works", async () => {
    const big = await http.request(`http://127.0.0.1:${port}/big`);
    await big.dump();
    const small = await http.request(`http://127.0.0.1:${port}/see-other`);
    await small.dump();
    const next = await http.request(`http://127.0.0.1:${port}/echo`);
    expect(next.status).toBe(200);
    await next.dump();
  });

  test("a refused connection is a network error whose message names the host only", async () => {
    const spare = createServer();
    const closedPort = await listen(spare);
    spare.close();
    await once(spare, "close");
    const err = await failure(http.request(`http://127.0.0.1:${closedPort}/secret/path?token=s3cr3t`));
    expect(err.kind).toBe("network");
    expect(err.message).toContain("ECONNREFUSED");
    expect(err.message).not.toMatch(/secret|s3cr3t/);
  });

  test("names are resolved once per connection through the guard, which checks what it connects to", async () => {
    const calls: string[] = [];
    // Answers like a rebinding DNS: public the first time (the save-time check), loopback afterwards.
    let n = 0;
    const flipping: DnsResolve = async (name) => {
      calls.push(name);
      n++;
      return [{ address: n === 1 ? "93.184.216.34" : "127.0.0.1", family: 4 }];
    };
    await assertSafeUrl(`https://flip.example:${port}/`, { allowPrivateNetwork: false, resolve: flipping });
    const before = hits;
    const guarded = createOutgoingHttp({ allowPrivateNetwork: false, resolve: flipping });
    expect((await failure(guarded.request(`https://flip.example:${port}/echo`))).kind).toBe("blocked_address");
    expect(hits).toBe(before);
    expect(calls).toEqual(["flip.example", "flip.example"]);

    const seen: string[] = [];
    const pointed = createOutgoingHttp({
      allowPrivateNetwork: true,
      resolve: async (name) => {
        seen.push(name);
        return [{ address: "127.0.0.1", family: 4 }];
      },
    });
    const res = await pointed.request(`http://svc.example:${port}/echo`);
    const got = (await res.json()) as { headers: Record<string, string> };
    expect(got.headers.host).toBe(`svc.example:${port}`);
    expect(seen).toEqual(["svc.example"]);
  });
});

describe("outgoing https with a caller-supplied CA (self-signed Splunk)", () => {
  let port: number;
  let server: Server;
  beforeAll(async () => {
    server = createHttpsServer({ key: TEST_TLS_KEY, cert: TEST_TLS_CERT }, (_req, res) => {
      res.writeHead(200, { "content-type": "application/json" }).end('{"ok":true}');
    });
    port = await listen(server);
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });
  const toLoopback: DnsResolve = async () => [{ address: "127.0.0.1", family: 4 }];

  test("untrusted without caPem, trusted with it, and the trust never leaks to requests without it", async () => {
    const http = createOutgoingHttp({ allowPrivateNetwork: true, resolve: toLoopback });
    const url = `https://splunk.test:${port}/services/server/info`;
    const untrusted = await failure(http.request(url));
    expect(untrusted.kind).toBe("network");
    expect(untrusted.message).toMatch(/SELF_SIGNED|UNABLE_TO_VERIFY|CERT/);

    const res = await http.request(url, { caPem: TEST_TLS_CERT });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    // A kept-alive socket that trusted the CA must not serve a request that did not ask for it.
    expect((await failure(http.request(url))).kind).toBe("network");
  });

  test("the certificate is checked against the host name, not the address connected to", async () => {
    const http = createOutgoingHttp({ allowPrivateNetwork: true, resolve: toLoopback });
    const err = await failure(http.request(`https://other.test:${port}/`, { caPem: TEST_TLS_CERT }));
    expect(err.kind).toBe("network");
    expect(err.message).toContain("ERR_TLS_CERT_ALTNAME_INVALID");
  });
});
