// How callers report a failing callee in their own runtime's words: short client timeouts, 5xx, retries and
// circuit breakers (resilience4j, gobreaker, opossum, pybreaker), and the edge's access lines.
import type { Svc } from "./estates.js";
import type { Level } from "./formats.js";
import type { Rng } from "./rng.js";
import { emit, idOf, ref, type Stream, traceId, url } from "./stream.js";

export type CallerRt = "java" | "go" | "node" | "python";

export interface CallerState {
  rt: Map<string, CallerRt>;
  /** ms the direct caller waits before giving up */
  clientTimeout: number;
  /** share of failed calls that hang (timeout) rather than answer 5xx */
  hang: number;
  retries: number;
  breakerOpenUntil: number;
  failures: number;
  breakerName: string;
  /** status codes the origin answers its direct caller with */
  codes: number[];
}

export function timeoutLine(rt: CallerRt, st: Stream, callee: Svc, id: string, ms: number): string {
  const u = `${url(st, callee)}/${id}`;
  switch (rt) {
    case "go":
      return `calling ${ref(st, callee)} at ${u}: Get "${u}": context deadline exceeded (Client.Timeout exceeded while awaiting headers)`;
    case "java":
      return `I/O error on GET request for "${u}": Read timed out; nested exception is java.net.SocketTimeoutException: Read timed out`;
    case "node":
      return `AxiosError: timeout of ${ms}ms exceeded (GET ${u})`;
    case "python":
      return `httpx.ReadTimeout: timed out (GET ${u})`;
  }
}

export function statusLine(rt: CallerRt, st: Stream, callee: Svc, id: string, code: number): string {
  const u = `${url(st, callee)}/${id}`;
  const text: Record<number, string> = {
    400: "Bad Request",
    422: "Unprocessable Entity",
    500: "Internal Server Error",
    502: "Bad Gateway",
    503: "Service Unavailable",
    504: "Gateway Timeout",
  };
  switch (rt) {
    case "go":
      return `${ref(st, callee)} returned ${code} ${text[code]} for GET ${u}`;
    case "java":
      return `${code} ${text[code]} from GET ${u}`;
    case "node":
      return `AxiosError: Request failed with status code ${code} (GET ${u})`;
    case "python":
      return `HTTP Request: GET ${u} "HTTP/1.1 ${code} ${text[code]}"`;
  }
}

function breakerOpen(rt: CallerRt, name: string): string {
  switch (rt) {
    case "java":
      return `CircuitBreaker '${name}' changed state from CLOSED to OPEN`;
    case "go":
      return `circuit breaker "${name}" state changed from closed to open`;
    case "node":
      return `circuit breaker ${name} opened after 50% failures in rolling window`;
    case "python":
      return `CircuitBreakerError: Failures threshold reached, circuit breaker '${name}' opened`;
  }
}

function breakerReject(rt: CallerRt, name: string): string {
  switch (rt) {
    case "java":
      return `io.github.resilience4j.circuitbreaker.CallNotPermittedException: CircuitBreaker '${name}' is OPEN and does not permit further calls`;
    case "go":
      return `${name}: circuit breaker is open`;
    case "node":
      return `OpenCircuitError: Breaker is open (${name})`;
    case "python":
      return `pybreaker.CircuitBreakerError: Circuit '${name}' is open, call rejected`;
  }
}

/**
 * One request through `chain` that fails at its last service: the direct caller gives up (timeout or 5xx, with
 * retries and a breaker), every caller above reports its own callee's 502/503/504, and the edge answers the user.
 * `direct` overrides the direct caller's wording (data-store clients).
 */
export function failRequest(st: Stream, cs: CallerState, chain: Svc[], t0: number, direct?: () => string): void {
  const r: Rng = st.rng;
  const k = chain.length - 1;
  const callee = chain[k];
  const caller = chain[k - 1];
  const crt = cs.rt.get(caller.name) ?? "go";
  const id = idOf(r, callee);
  const trace = traceId(st);
  let t = t0 + r.int(2, 30);
  const say = (svc: Svc, at: number, level: Level, msg: string) => emit(st, svc.name, at, level, msg, { trace });
  if (t < cs.breakerOpenUntil) {
    t += r.int(1, 4);
    say(caller, t, "error", breakerReject(crt, cs.breakerName));
  } else {
    const attempts = 1 + cs.retries;
    for (let a = 1; a <= attempts; a++) {
      const hang = r.chance(cs.hang);
      t += hang ? cs.clientTimeout + r.int(0, 15) : r.int(3, 60);
      const why = direct
        ? direct()
        : hang
          ? timeoutLine(crt, st, callee, id, cs.clientTimeout)
          : statusLine(crt, st, callee, id, r.pick(cs.codes));
      if (a < attempts) say(caller, t, "warn", `${why} - retrying (attempt ${a + 1} of ${attempts})`);
      else say(caller, t, "error", why);
      t += r.int(50, 250);
    }
    cs.failures++;
    if (cs.failures % 25 === 0) {
      say(caller, t + 1, "warn", breakerOpen(crt, cs.breakerName));
      cs.breakerOpenUntil = t + r.int(20, 45) * 1000;
      const halfOpen = cs.breakerOpenUntil;
      if (crt === "java")
        emit(
          st,
          caller.name,
          halfOpen,
          "info",
          `CircuitBreaker '${cs.breakerName}' changed state from OPEN to HALF_OPEN`,
        );
    }
  }
  // everyone above reports its callee's failure
  for (let i = k - 2; i >= 0; i--) {
    const s = chain[i];
    const down = chain[i + 1];
    t += r.int(2, 40);
    const code = r.pick([502, 503, 504]);
    if (s.kind === "edge") {
      const flag = code === 504 ? "UT" : code === 503 ? "UF" : "UC";
      say(
        s,
        t,
        "warn",
        `GET /api${down.path}/${id} HTTP/1.1 ${code} ${flag} ${t - t0}ms bytes=${r.int(0, 200)} upstream=${ref(st, down)}`,
      );
    } else {
      const rt = cs.rt.get(s.name) ?? "go";
      say(s, t, "error", statusLine(rt, st, down, id, code));
    }
  }
}
