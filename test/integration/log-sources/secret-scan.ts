// Test support for the log-source and repo tests: capture every log line and response body, then look for
// any submitted secret in them (as sent, base64, URL-encoded and JSON-escaped).
import { jest } from "@jest/globals";
import type { CallOptions, CallResult, TestServer } from "../../support/local-server.js";

export interface Capture {
  /** Everything written to stdout/stderr or through console.* since start. */
  logs: string[];
  restore(): void;
}

export function captureLogs(): Capture {
  const logs: string[] = [];
  const keep = (chunk: unknown) => {
    logs.push(typeof chunk === "string" ? chunk : Buffer.isBuffer(chunk) ? chunk.toString("utf8") : String(chunk));
  };
  const spies = [
    jest.spyOn(process.stdout, "write").mockImplementation((chunk: unknown) => {
      keep(chunk);
      return true;
    }),
    jest.spyOn(process.stderr, "write").mockImplementation((chunk: unknown) => {
      keep(chunk);
      return true;
    }),
    ...(["log", "info", "warn", "error", "debug"] as const).map((m) =>
      jest.spyOn(console, m).mockImplementation((...args: unknown[]) => keep(args.map(String).join(" "))),
    ),
  ];
  return {
    logs,
    restore: () => {
      for (const spy of spies) spy.mockRestore();
    },
  };
}

/** The server's `call`, keeping every response (status line, headers and body) in `sink`. */
export function recordingCall(s: TestServer, sink: string[]) {
  return async (method: string, path: string, opts?: CallOptions): Promise<CallResult> => {
    const res = await s.call(method, path, opts);
    const headers: string[] = [];
    res.headers.forEach((v, k) => {
      headers.push(`${k}: ${v}`);
    });
    sink.push(`${res.status} ${method} ${path}\n${headers.join("\n")}\n${res.text}`);
    return res;
  };
}

export function wireForms(secrets: string[]): string[] {
  const forms = secrets.flatMap((s) => [
    s,
    Buffer.from(s).toString("base64"),
    encodeURIComponent(s),
    JSON.stringify(s).slice(1, -1),
  ]);
  return [...new Set(forms)].filter((f) => f.length >= 6);
}

/** The secrets (in any wire form) found in the texts; [] when clean. */
export function secretHits(texts: string[], secrets: string[]): string[] {
  const all = texts.join("\n");
  return wireForms(secrets).filter((f) => all.includes(f));
}
