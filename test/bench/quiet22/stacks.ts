// Stack traces in each runtime's own style, for the services that print them.
import type { Rng } from "./rng.js";

export const javaHandled = (r: Rng): string[] => [
  "java.io.IOException: Broken pipe",
  "\tat java.base/sun.nio.ch.SocketDispatcher.write0(Native Method)",
  "\tat java.base/sun.nio.ch.SocketChannelImpl.write(SocketChannelImpl.java:532)",
  "\tat org.apache.catalina.connector.OutputBuffer.realWriteBytes(OutputBuffer.java:341)",
  `\tat org.springframework.web.servlet.mvc.method.annotation.ResponseBodyEmitterReturnValueHandler.handleReturnValue(ResponseBodyEmitterReturnValueHandler.java:${r.int(150, 190)})`,
  "\t... 47 common frames omitted",
];

export const stompReset = (): string[] => [
  "java.net.SocketException: Connection reset",
  "\tat java.base/sun.nio.ch.NioSocketImpl.implRead(NioSocketImpl.java:328)",
  "\tat java.base/java.net.Socket$SocketInputStream.read(Socket.java:1099)",
  "\tat org.apache.activemq.transport.tcp.TcpBufferedInputStream.fill(TcpBufferedInputStream.java:50)",
  "\tat org.apache.activemq.transport.stomp.StompWireFormat.unmarshal(StompWireFormat.java:136)",
  "\tat uk.co.northfold.td.FeedConnection.run(FeedConnection.java:212)",
  "\tat java.base/java.lang.Thread.run(Thread.java:1583)",
];

export const nodeAborted = (): string[] => [
  "Error: aborted",
  "    at connResetException (node:internal/errors:787:14)",
  "    at abortIncoming (node:_http_server:793:17)",
  "    at socketOnClose (node:_http_server:787:3)",
  "    at Socket.emit (node:events:531:35)",
  "    at TCP.<anonymous> (node:net:338:12)",
];

export const pyWarn = (file: string, line: number): string[] => [
  "Traceback (most recent call last):",
  `  File "/app/${file}", line ${line}, in run`,
  "    result = solver.solve(problem, timeout=self.cfg.timeout_s)",
  '  File "/usr/local/lib/python3.12/site-packages/ortools/sat/python/cp_model.py", line 2824, in solve',
  "    self.__solution = self.__solve_wrapper.solve(model.proto)",
];

export const dotnetHandled = (): string[] => [
  "System.OperationCanceledException: The operation was canceled.",
  "   at System.Threading.CancellationToken.ThrowOperationCanceledException()",
  "   at Microsoft.AspNetCore.Server.Kestrel.Core.Internal.Http.HttpRequestStream.ReadAsyncInternal(Memory`1 destination, CancellationToken cancellationToken)",
  "   at Halvard.Access.Api.BadgeEndpoints.ReadBodyAsync(HttpRequest request) in /src/Halvard.Access.Api/BadgeEndpoints.cs:line 88",
];
