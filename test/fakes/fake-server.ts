// Shared plumbing for the aggregator fakes: node:http on 127.0.0.1 with a random port, a record of every
// request, and fault switches (throttle, 5xx, slow) that each fake renders the way its platform does.
import { once } from "node:events";
import { createServer, type IncomingHttpHeaders, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string | string[]>;
  headers: IncomingHttpHeaders;
  body: string;
}

export type FaultKind = "throttle" | "server_error" | "slow" | WireFaultKind;

/**
 * Faults rendered here for every fake alike, on every route (`scope` is ignored):
 * - "hang": never answers (the client's request timeout has to cut it);
 * - "redirect_metadata": 302 to the cloud metadata address, which a client must not follow;
 * - "echo_credentials": 401 whose body repeats the credential-bearing headers, as a careless proxy would.
 */
export type WireFaultKind = "hang" | "redirect_metadata" | "echo_credentials";
const WIRE_FAULTS = new Set<FaultKind>(["hang", "redirect_metadata", "echo_credentials"]);
export const METADATA_URL = "http://169.254.169.254/latest/meta-data/iam/security-credentials/";
const CREDENTIAL_HEADERS = [
  "authorization",
  "dd-api-key",
  "dd-application-key",
  "x-amz-security-token",
  "x-scope-orgid",
  "x-api-key",
];

export interface Fault {
  kind: FaultKind;
  /** How many requests it hits (default: every request until cleared). */
  times?: number;
  /** For "slow": delay before each answer (or between streamed chunks). Default 200 ms. */
  delayMs?: number;
  /** "read" (default): only data-reading routes; "all": every route. */
  scope?: "read" | "all";
}

export interface FakeRequest extends RecordedRequest {
  url: URL;
}

export interface FakeControl {
  /** The fault to apply to this request, if any (consumes one of `times`). */
  take(scope: "read" | "other"): Fault | undefined;
  /** Waits `ms` unless the client went away (resolves false then). */
  delay(res: ServerResponse, ms: number): Promise<boolean>;
}

export interface FakeHandle {
  url: string;
  port: number;
  requests: RecordedRequest[];
  setFault(fault: Fault | null): void;
  close(): Promise<void>;
}

export type FakeRoute = (req: FakeRequest, res: ServerResponse, ctl: FakeControl) => void | Promise<void>;

export async function startFakeServer(route: FakeRoute): Promise<FakeHandle> {
  const requests: RecordedRequest[] = [];
  let fault: (Fault & { left: number }) | null = null;
  const ctl: FakeControl = {
    take(scope) {
      if (!fault || fault.left <= 0) return undefined;
      if ((fault.scope ?? "read") === "read" && scope !== "read") return undefined;
      fault.left--;
      return fault;
    },
    delay(res, ms) {
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          res.off("close", onClose);
          resolve(!res.destroyed);
        }, ms);
        const onClose = () => {
          clearTimeout(timer);
          resolve(false);
        };
        res.once("close", onClose);
      });
    },
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://fake.local");
      const query: Record<string, string | string[]> = {};
      for (const key of new Set(url.searchParams.keys())) {
        const all = url.searchParams.getAll(key);
        query[key] = all.length > 1 ? all : all[0];
      }
      const recorded: RecordedRequest = {
        method: req.method ?? "GET",
        path: url.pathname,
        query,
        headers: req.headers,
        body: Buffer.concat(chunks).toString("utf8"),
      };
      requests.push(recorded);
      if (fault && fault.left > 0 && WIRE_FAULTS.has(fault.kind)) {
        fault.left--;
        return wireFault(fault.kind, recorded, res);
      }
      Promise.resolve(route({ ...recorded, url }, res, ctl)).catch((err: unknown) => {
        if (!res.headersSent) res.writeHead(500, { "content-type": "text/plain" });
        res.end(`fake crashed: ${String(err)}`);
      });
    });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    setFault(f) {
      fault = f ? { ...f, left: f.times ?? Number.POSITIVE_INFINITY } : null;
    },
    async close() {
      server.closeAllConnections();
      server.close();
      await once(server, "close").catch(() => undefined);
    },
  };
}

function wireFault(kind: FaultKind, req: RecordedRequest, res: ServerResponse): void {
  if (kind === "hang") return;
  if (kind === "redirect_metadata") {
    res.writeHead(302, { location: METADATA_URL, "content-length": "0" });
    res.end();
    return;
  }
  const echoed = CREDENTIAL_HEADERS.flatMap((h) => {
    const v = req.headers[h];
    return v === undefined ? [] : [`${h}=${Array.isArray(v) ? v.join(",") : v}`];
  });
  const message = `invalid credentials [${echoed.join("; ")}]`;
  sendJson(res, 401, { __type: "UnrecognizedClientException", message, error: message });
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { "content-type": "application/json", ...headers });
  res.end(JSON.stringify(body));
}

export function sendText(
  res: ServerResponse,
  status: number,
  body: string,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { "content-type": "text/plain; charset=utf-8", ...headers });
  res.end(body);
}

export const firstOf = (v: string | string[] | undefined): string | undefined => (Array.isArray(v) ? v[0] : v);
