// How a caller reports a failed call to another service, in its own runtime's words.
import type { Runtime } from "./estates.js";
import type { Rng } from "./rng.js";

export type CallFailure = "timeout" | "refused" | "reset" | "dns" | "tls" | number;

const REASON: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  409: "Conflict",
  422: "Unprocessable Entity",
  429: "Too Many Requests",
  500: "Internal Server Error",
  502: "Bad Gateway",
  503: "Service Unavailable",
  504: "Gateway Timeout",
};

export function callFailure(
  rt: Runtime,
  r: Rng,
  host: string,
  port: number,
  method: string,
  path: string,
  f: CallFailure,
): string {
  const url = `http://${host}:${port}${path}`;
  const ip = `10.8.${r.int(0, 15)}.${r.int(2, 254)}`;
  if (typeof f === "number") {
    const reason = REASON[f] ?? "Error";
    switch (rt) {
      case "node":
        return `AxiosError: Request failed with status code ${f} (${method} ${url})`;
      case "java":
        return `org.springframework.web.client.HttpServerErrorException$${reason.replace(/ /g, "")}: ${f} ${reason}: "${method} ${path}" on ${host}`;
      case "go":
        return `${method} ${url}: unexpected status ${f} ${reason}`;
      case "python":
        return `httpx.HTTPStatusError: ${f >= 500 ? "Server" : "Client"} error '${f} ${reason}' for url '${url}'`;
      case "ruby":
        return `Faraday::${f >= 500 ? "ServerError" : "ClientError"}: the server responded with status ${f} (${method} ${url})`;
    }
  }
  switch (f) {
    case "timeout":
      return {
        node: `AxiosError: timeout of ${r.pick([3000, 5000, 10000])}ms exceeded (${method} ${url})`,
        java: `org.springframework.web.client.ResourceAccessException: I/O error on ${method} request for "${url}": Read timed out`,
        go: `${method[0]}${method.slice(1).toLowerCase()} "${url}": context deadline exceeded (Client.Timeout exceeded while awaiting headers)`,
        python: `requests.exceptions.ReadTimeout: HTTPConnectionPool(host='${host}', port=${port}): Read timed out. (read timeout=${r.pick([5, 10, 30])})`,
        ruby: `Net::ReadTimeout: Net::ReadTimeout with #<TCPSocket:(closed)> (${method} ${url})`,
      }[rt];
    case "refused":
      return {
        node: `Error: connect ECONNREFUSED ${ip}:${port}`,
        java: `org.springframework.web.client.ResourceAccessException: I/O error on ${method} request for "${url}": Connection refused`,
        go: `${method[0]}${method.slice(1).toLowerCase()} "${url}": dial tcp ${ip}:${port}: connect: connection refused`,
        python: `requests.exceptions.ConnectionError: HTTPConnectionPool(host='${host}', port=${port}): Max retries exceeded with url: ${path} (Caused by NewConnectionError('<urllib3.connection.HTTPConnection object at 0x7f${r.hex(10)}>: Failed to establish a new connection: [Errno 111] Connection refused'))`,
        ruby: `Errno::ECONNREFUSED: Failed to open TCP connection to ${host}:${port} (Connection refused - connect(2) for "${host}" port ${port})`,
      }[rt];
    case "reset":
      return {
        node: `Error: read ECONNRESET (${method} ${url})`,
        java: `org.springframework.web.client.ResourceAccessException: I/O error on ${method} request for "${url}": Connection reset`,
        go: `${method[0]}${method.slice(1).toLowerCase()} "${url}": read tcp 10.8.${r.int(0, 15)}.${r.int(2, 254)}:${r.int(30000, 60000)}->${ip}:${port}: read: connection reset by peer`,
        python: `requests.exceptions.ConnectionError: ('Connection aborted.', ConnectionResetError(104, 'Connection reset by peer'))`,
        ruby: `Errno::ECONNRESET: Connection reset by peer (${method} ${url})`,
      }[rt];
    case "dns":
      return {
        node: `Error: getaddrinfo EAI_AGAIN ${host}`,
        java: `org.springframework.web.client.ResourceAccessException: I/O error on ${method} request for "${url}": ${host}: Temporary failure in name resolution`,
        go: `${method[0]}${method.slice(1).toLowerCase()} "${url}": dial tcp: lookup ${host} on 172.20.0.10:53: read udp 10.8.${r.int(0, 15)}.${r.int(2, 254)}:${r.int(30000, 60000)}->172.20.0.10:53: i/o timeout`,
        python: `requests.exceptions.ConnectionError: HTTPConnectionPool(host='${host}', port=${port}): Max retries exceeded with url: ${path} (Caused by NameResolutionError("<urllib3.connection.HTTPConnection object at 0x7f${r.hex(10)}>: Failed to resolve '${host}' ([Errno -3] Temporary failure in name resolution)"))`,
        ruby: `Socket::ResolutionError: getaddrinfo: Temporary failure in name resolution (${host})`,
      }[rt];
    case "tls":
      return {
        node: `Error: unable to verify the first certificate (${method} https://${host}${path}) code=UNABLE_TO_VERIFY_LEAF_SIGNATURE`,
        java: `javax.net.ssl.SSLHandshakeException: PKIX path building failed: sun.security.provider.certpath.SunCertPathBuilderException: unable to find valid certification path to requested target`,
        go: `${method[0]}${method.slice(1).toLowerCase()} "https://${host}${path}": tls: failed to verify certificate: x509: certificate signed by unknown authority`,
        python: `requests.exceptions.SSLError: HTTPSConnectionPool(host='${host}', port=443): Max retries exceeded with url: ${path} (Caused by SSLError(SSLCertVerificationError(1, '[SSL: CERTIFICATE_VERIFY_FAILED] certificate verify failed: unable to get local issuer certificate (_ssl.c:1006)')))`,
        ruby: `OpenSSL::SSL::SSLError: SSL_connect returned=1 errno=0 peeraddr=${ip}:443 state=error: certificate verify failed (unable to get local issuer certificate)`,
      }[rt];
  }
}
