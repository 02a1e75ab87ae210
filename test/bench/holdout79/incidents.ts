// The 52 failures of holdout79: four per category, each written the way its software and its callers log it.
import { type Estate, type Gen, MEETLY as M, TALLYLINE as T, VOXTRUNK as V } from "./estates.js";
import type { Level } from "./formats.js";
import { dotnet, goPanic, java, node, py, ruby } from "./stacks.js";

export interface Effect {
  svc: string;
  level: Level;
  every: number; // mean seconds between lines
  msg: Gen;
  stack?: string;
  stackP?: number; // share of lines that carry the stack
  delay?: number; // seconds after the start before this effect shows
}
export interface Failure {
  cat: string;
  estate: Estate;
  origin: string;
  hints: string[];
  sev: "medium" | "high";
  note: string;
  keep?: number; // share of the origin's ordinary lines still logged afterwards (0 = goes quiet)
  pre?: { dt: number; level: Level; msg: string }[]; // lines at the origin relative to the start (a change)
  effects: Effect[];
}

const n = (r: { int(a: number, b: number): number }) => `+1${r.int(201, 989)}${r.int(2000000, 9999999)}`;

export const FAILURES: Failure[] = [
  // ---------------- authentication
  {
    cat: "authentication",
    estate: V,
    origin: "e911-gateway",
    hints: ["auth", "credential", "401", "invalid_client", "oauth", "token"],
    sev: "high",
    note: "The E911 vendor's OAuth token endpoint starts rejecting e911-gateway's client secret, so address validations and emergency-route lookups fail; provisioning-api and call-router complain about 502s.",
    effects: [
      {
        svc: "e911-gateway",
        level: "error",
        every: 6,
        msg: () =>
          'token refresh failed: POST https://auth.e911-partner.example/oauth2/token -> 401 {"error":"invalid_client","error_description":"client authentication failed"}',
      },
      {
        svc: "e911-gateway",
        level: "error",
        every: 3,
        delay: 5,
        msg: (r) =>
          `address validation for tn=${n(r)} aborted: no valid access token (cached token expired at 2026-11-30T10:0${r.int(0, 9)}:00Z)`,
      },
      {
        svc: "provisioning-api",
        level: "error",
        every: 4,
        delay: 8,
        msg: (r) =>
          `PUT /numbers/${n(r)}/emergency-address 502 ${r.int(40, 200)}ms upstream=e911-gateway err="upstream returned 502 Bad Gateway"`,
      },
      {
        svc: "call-router",
        level: "warn",
        every: 5,
        delay: 10,
        msg: (r) =>
          `e911 ALI lookup for ${n(r)} failed (HTTP 502 from e911-gateway), routing 911 via default PSAP for rate center`,
      },
    ],
  },
  {
    cat: "authentication",
    estate: M,
    origin: "identity",
    hints: ["ldap", "bind", "credential", "invalid credentials", "auth"],
    sev: "high",
    note: "identity's LDAP bind for enterprise SSO starts failing with invalid credentials for its service account, so token requests fail and meet-gateway and signal-ws reject joins.",
    effects: [
      {
        svc: "identity",
        level: "error",
        every: 3,
        msg: () =>
          "LDAP bind failed for DN 'CN=svc-meetly-sso,OU=Service,DC=corp,DC=meetly,DC=io': 49 - Invalid Credentials (AcceptSecurityContext error, data 52e)",
        stack: dotnet("System.DirectoryServices.Protocols.LdapException: The supplied credential is invalid.", [
          "System.DirectoryServices.Protocols.LdapConnection.BindHelper(NetworkCredential newCredential, Boolean needSetCredential)",
          "Meetly.Identity.Ldap.DirectoryAuthenticator.AuthenticateAsync(String user, String password, CancellationToken ct) in /src/Identity/Ldap/DirectoryAuthenticator.cs:line 87",
          "Meetly.Identity.Endpoints.TokenEndpoint.HandleAsync(HttpContext ctx) in /src/Identity/Endpoints/TokenEndpoint.cs:line 52",
        ]),
        stackP: 0.3,
      },
      {
        svc: "meet-gateway",
        level: "error",
        every: 1.5,
        delay: 3,
        msg: (r) => `POST /api/auth/token 503 ${r.int(10, 80)}ms upstream="identity:8080" "Service Unavailable"`,
      },
      {
        svc: "signal-ws",
        level: "warn",
        every: 2,
        delay: 6,
        msg: (r) => `rejecting ws upgrade peer=p_${r.hex(8)}: token introspection failed (identity 503)`,
      },
    ],
  },
  {
    cat: "authentication",
    estate: T,
    origin: "crm-sync",
    hints: ["oauth", "invalid_grant", "token", "auth", "refresh"],
    sev: "medium",
    note: "crm-sync's Salesforce refresh token is revoked, every CRM call fails with invalid_grant, and agent-desktop screen pops come back empty.",
    effects: [
      {
        svc: "crm-sync",
        level: "error",
        every: 4,
        msg: () =>
          "Restforce::AuthenticationError: invalid_grant: expired access/refresh token (POST https://login.salesforce.com/services/oauth2/token)",
      },
      {
        svc: "crm-sync",
        level: "warn",
        every: 5,
        delay: 2,
        msg: (r) =>
          `Task upsert for interaction ${r.hex(10)} deferred: not authenticated (queue depth ${r.int(40, 900)})`,
      },
      {
        svc: "agent-desktop",
        level: "warn",
        every: 2,
        delay: 6,
        msg: (r) =>
          `Screen pop for interaction ${r.hex(10)} failed: crm-sync responded 502 Bad Gateway (contact lookup), showing ANI only`,
      },
    ],
  },
  {
    cat: "authentication",
    estate: V,
    origin: "porting-svc",
    hints: ["auth", "login", "401", "password", "credential", "unauthorized"],
    sev: "medium",
    note: "porting-svc can no longer log in to the number-portability SOA gateway (password expired), so port activations stall and provisioning-api reports failures.",
    effects: [
      {
        svc: "porting-svc",
        level: "error",
        every: 8,
        msg: () => "SOA session login failed for user vox_soa: 401 Unauthorized (password expired)",
        stack: py(
          [
            ["/app/porting/soa/client.py", 112, "login", "resp.raise_for_status()"],
            [
              "/usr/local/lib/python3.12/site-packages/requests/models.py",
              1024,
              "raise_for_status",
              "raise HTTPError(http_error_msg, response=self)",
            ],
          ],
          "requests.exceptions.HTTPError: 401 Client Error: Unauthorized for url: https://soa-gw.npac-partner.example/api/v3/session",
        ),
        stackP: 0.5,
      },
      {
        svc: "porting-svc",
        level: "warn",
        every: 10,
        delay: 4,
        msg: (r) => `activation of port order PO-${r.int(100000, 999999)} postponed: no SOA session`,
      },
      {
        svc: "provisioning-api",
        level: "error",
        every: 9,
        delay: 12,
        msg: (r) =>
          `POST /port-orders/PO-${r.int(100000, 999999)}/activate 500 ${r.int(200, 900)}ms error="porting-svc: upstream auth failure"`,
      },
    ],
  },
  // ---------------- authorization
  {
    cat: "authorization",
    estate: M,
    origin: "recorder",
    hints: ["accessdenied", "access denied", "not authorized", "permission", "s3", "iam"],
    sev: "high",
    note: "After an IAM role change the recorder is denied s3:PutObject, every recording upload fails and room-svc marks recordings failed.",
    effects: [
      {
        svc: "recorder",
        level: "error",
        every: 5,
        msg: (r) =>
          `upload rec_${r.hex(8)} failed: operation error S3: PutObject, https response error StatusCode: 403, RequestID: ${r.hex(16).toUpperCase()}, api error AccessDenied: User: arn:aws:sts::418233907711:assumed-role/recorder-prod/i-0${r.hex(16)} is not authorized to perform: s3:PutObject on resource: "arn:aws:s3:::meetly-rec/${r.hex(4)}/${r.hex(8)}.mp4" because no identity-based policy allows the s3:PutObject action`,
      },
      {
        svc: "recorder",
        level: "warn",
        every: 7,
        delay: 3,
        msg: (r) => `rec_${r.hex(8)} kept on local spool after 3 upload attempts`,
      },
      {
        svc: "room-svc",
        level: "error",
        every: 6,
        delay: 8,
        msg: (r) =>
          `recording rec_${r.hex(8)} for room ${r.hex(6)} transitioned to FAILED (recorder reported upload_error)`,
      },
      { svc: "notifier", level: "info", every: 8, delay: 10, msg: () => "email queued template=recording_failed" },
    ],
  },
  {
    cat: "authorization",
    estate: T,
    origin: "recording-vault",
    hints: ["accessdenied", "kms", "not authorized", "permission", "denied"],
    sev: "high",
    note: "recording-vault loses kms:GenerateDataKey on the recording key, so call recordings cannot be encrypted and stored; telephony-adapter and speech-insights see failures.",
    effects: [
      {
        svc: "recording-vault",
        level: "error",
        every: 3,
        msg: (r) =>
          `store ${r.hex(12)}.opus: kms GenerateDataKey: operation error KMS: GenerateDataKey, https response error StatusCode: 400, RequestID: ${r.hex(8)}-${r.hex(4)}, AccessDeniedException: User: arn:aws:sts::772910344120:assumed-role/cc-recording-vault/vault-7f9 is not authorized to perform: kms:GenerateDataKey on resource: arn:aws:kms:us-east-1:772910344120:key/cc-rec-2026 because no resource-based policy allows the kms:GenerateDataKey action`,
      },
      {
        svc: "telephony-adapter",
        level: "error",
        every: 2,
        delay: 4,
        msg: (r) =>
          `recording upload for leg ${r.hex(10)} failed: HTTP 500 from recording-vault, buffered locally (${r.int(1, 40)} MB spooled)`,
      },
      {
        svc: "speech-insights",
        level: "warn",
        every: 10,
        delay: 30,
        msg: () => "no new recordings from recording-vault in the last 60s (expected ~40)",
      },
    ],
  },
  {
    cat: "authorization",
    estate: V,
    origin: "number-inventory",
    hints: ["permission", "forbidden", "scope", "403", "denied", "rbac"],
    sev: "medium",
    note: "A policy revision in number-inventory stops granting numbers:write to provisioning-api's identity; number-inventory only warns while provisioning-api returns 403s and retries.",
    effects: [
      {
        svc: "number-inventory",
        level: "warn",
        every: 4,
        msg: () =>
          'authz deny principal=spiffe://voxtrunk.net/ns/voice-prod/sa/provisioning-api action=numbers:write policy_rev=88 reason="no matching grant"',
      },
      {
        svc: "provisioning-api",
        level: "error",
        every: 2.5,
        delay: 2,
        msg: (r) =>
          `PATCH /numbers/${n(r)} failed: number-inventory responded 403 Forbidden {"code":"PERMISSION_DENIED"}`,
      },
      {
        svc: "provisioning-api",
        level: "warn",
        every: 1.5,
        delay: 3,
        msg: (r) => `retrying number-inventory write (attempt ${r.int(2, 5)}/5, backoff ${r.int(100, 1600)}ms)`,
      },
      {
        svc: "voice-api",
        level: "warn",
        every: 6,
        delay: 5,
        msg: (r) => `POST /v2/Accounts/AC${r.hex(10)}/IncomingPhoneNumbers/${r.hex(6)} 502 ${r.int(300, 2400)}ms`,
      },
    ],
  },
  {
    cat: "authorization",
    estate: M,
    origin: "calendar-bridge",
    hints: ["insufficient", "permission", "scope", "403", "forbidden"],
    sev: "medium",
    note: "calendar-bridge's Google service account loses domain-wide delegation scopes; every calendar sync gets 403 insufficientPermissions and scheduled rooms stop syncing.",
    effects: [
      {
        svc: "calendar-bridge",
        level: "error",
        every: 5,
        msg: () =>
          "Google::Apis::ClientError: forbidden: Request had insufficient authentication scopes. (insufficientPermissions)",
        stack: ruby("", [
          "/usr/local/bundle/gems/google-apis-core-0.15.1/lib/google/apis/core/http_command.rb:244:in `check_status'",
          "/usr/local/bundle/gems/google-apis-core-0.15.1/lib/google/apis/core/api_command.rb:135:in `check_status'",
          "/app/app/services/calendar/event_sync.rb:41:in `pull_events'",
          "/app/app/jobs/calendar_sync_job.rb:12:in `perform'",
        ]),
        stackP: 0.4,
      },
      {
        svc: "room-svc",
        level: "warn",
        every: 12,
        delay: 20,
        msg: (r) => `${r.int(3, 30)} scheduled rooms missing calendar sync for > 60s`,
      },
    ],
  },
  // ---------------- database
  {
    cat: "database",
    estate: V,
    origin: "cdr-rating",
    hints: ["connection", "postgres", "database", "too many", "sql", "slots"],
    sev: "high",
    note: "cdr-rating's Postgres runs out of connection slots; rating stops and voice-api usage endpoints fail with 500s.",
    effects: [
      {
        svc: "cdr-rating",
        level: "error",
        every: 2.5,
        msg: () => "HikariPool-1 - Exception during pool initialization / add connection",
        stack: java(
          "org.postgresql.util.PSQLException: FATAL: remaining connection slots are reserved for non-replication superuser connections",
          [
            "org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:693)",
            "org.postgresql.core.v3.ConnectionFactoryImpl.tryConnect(ConnectionFactoryImpl.java:203)",
            "com.zaxxer.hikari.pool.HikariPool.createPoolEntry(HikariPool.java:477)",
            "com.voxtrunk.rating.CdrWriter.flush(CdrWriter.java:118)",
          ],
        ),
        stackP: 0.85,
      },
      {
        svc: "cdr-rating",
        level: "warn",
        every: 6,
        delay: 10,
        msg: (r) => `rating lag ${r.int(60, 900)}s (consumer paused, ${r.int(2000, 40000)} cdrs behind)`,
      },
      {
        svc: "voice-api",
        level: "error",
        every: 3,
        delay: 6,
        msg: (r) =>
          `GET /v2/Accounts/AC${r.hex(10)}/Usage/Records 500 ${r.int(30, 90)}ms error="cdr-rating: 500 Internal Server Error"`,
      },
    ],
  },
  {
    cat: "database",
    estate: M,
    origin: "room-svc",
    hints: ["deadlock", "database", "sql", "postgres", "psql"],
    sev: "high",
    note: "A new participant-count update in room-svc deadlocks in Postgres under load; joins fail with 500s at meet-gateway.",
    effects: [
      {
        svc: "room-svc",
        level: "error",
        every: 2,
        msg: (r) =>
          `join failed for room ${r.hex(6)}: could not execute statement; SQL [n/a]; nested exception is org.hibernate.exception.LockAcquisitionException`,
        stack: java(
          "org.postgresql.util.PSQLException: ERROR: deadlock detected\n  Detail: Process 41822 waits for ShareLock on transaction 99810344; blocked by process 41790.\nProcess 41790 waits for ShareLock on transaction 99810351; blocked by process 41822.\n  Hint: See server log for query details.",
          [
            "org.postgresql.core.v3.QueryExecutorImpl.receiveErrorResponse(QueryExecutorImpl.java:2725)",
            "org.postgresql.jdbc.PgPreparedStatement.executeUpdate(PgPreparedStatement.java:152)",
            "io.meetly.rooms.ParticipantRepository.incrementCount(ParticipantRepository.kt:64)",
            "io.meetly.rooms.JoinService.join(JoinService.kt:88)",
          ],
        ),
        stackP: 0.5,
      },
      {
        svc: "meet-gateway",
        level: "error",
        every: 1.2,
        delay: 2,
        msg: (r) => `GET /api/rooms/${r.hex(6)}/join 500 ${r.int(200, 1900)}ms upstream="room-svc:8080"`,
      },
      {
        svc: "signal-ws",
        level: "warn",
        every: 5,
        delay: 4,
        msg: (r) => `peer p_${r.hex(8)} closed before join confirmation (room-svc 500)`,
      },
    ],
  },
  {
    cat: "database",
    estate: T,
    origin: "acd-routing",
    hints: ["mysql", "too many connections", "connection", "database", "1040"],
    sev: "high",
    note: "acd-routing's MySQL refuses new connections (Error 1040); queue positions cannot be persisted and calls pile up in the IVR.",
    effects: [
      {
        svc: "acd-routing",
        level: "error",
        every: 2,
        msg: (r) => `enqueue interaction ${r.hex(10)}: Error 1040: Too many connections`,
      },
      {
        svc: "acd-routing",
        level: "warn",
        every: 5,
        delay: 3,
        msg: () => "[mysql] 2026/11/30 packets.go:37: unexpected EOF; driver: bad connection",
      },
      {
        svc: "ivr-engine",
        level: "error",
        every: 1.5,
        delay: 4,
        msg: (r) =>
          `Transfer to queue failed for call ${r.hex(10)}: acd-routing returned 500, replaying hold music (retry ${r.int(1, 3)}/3)`,
      },
      {
        svc: "chat-connector",
        level: "warn",
        every: 6,
        delay: 6,
        msg: (r) => `chat ${r.hex(8)} not routed: acd-routing 500, customer sees "waiting for an agent"`,
      },
    ],
  },
  {
    cat: "database",
    estate: V,
    origin: "number-inventory",
    hints: ["replica", "recovery", "database", "sql", "postgres", "conflict"],
    sev: "medium",
    note: "number-inventory's read replica cancels its queries (conflict with recovery) after a large vacuum on the primary; lookups fail and call-router falls back to default routes.",
    effects: [
      {
        svc: "number-inventory",
        level: "error",
        every: 2.5,
        msg: (r) => `lookup tn=${n(r)} failed: pq: canceling statement due to conflict with recovery (SQLSTATE 40001)`,
      },
      {
        svc: "call-router",
        level: "warn",
        every: 2,
        delay: 2,
        msg: (r) => `number lookup for ${n(r)} failed (number-inventory 500), using default route profile`,
      },
      {
        svc: "voice-api",
        level: "error",
        every: 7,
        delay: 5,
        msg: (r) => `GET /v2/Accounts/AC${r.hex(10)}/IncomingPhoneNumbers 500 ${r.int(20, 80)}ms`,
      },
    ],
  },
  // ---------------- network
  {
    cat: "network",
    estate: M,
    origin: "sfu-node",
    hints: ["route", "network", "unreachable", "udp", "sendto"],
    sev: "high",
    note: "sfu-node loses its route to the media subnet after a node network change; RTP writes fail with no route to host and signal-ws restarts ICE for everyone.",
    effects: [
      {
        svc: "sfu-node",
        level: "error",
        every: 1.5,
        msg: (r) =>
          `rtp write failed peer=p_${r.hex(8)}: write udp 10.42.${r.int(1, 9)}.${r.int(2, 250)}:${r.int(40000, 49999)}->${r.int(24, 99)}.${r.int(1, 250)}.${r.int(1, 250)}.${r.int(1, 250)}:${r.int(10000, 65000)}: sendto: no route to host`,
      },
      {
        svc: "sfu-node",
        level: "warn",
        every: 4,
        delay: 5,
        msg: (r) => `DTLS handshake timeout peer=p_${r.hex(8)} after 10s`,
      },
      {
        svc: "signal-ws",
        level: "warn",
        every: 0.8,
        delay: 6,
        msg: (r) => `ICE restart requested for peer p_${r.hex(8)} (media transport failed, attempt ${r.int(1, 4)})`,
      },
      {
        svc: "meet-gateway",
        level: "info",
        every: 3,
        delay: 20,
        msg: (r) => `POST /api/telemetry/quality 204 ${r.int(2, 20)}ms event=media_lost`,
      },
    ],
  },
  {
    cat: "network",
    estate: T,
    origin: "telephony-adapter",
    hints: ["reset", "connection", "network", "tls", "dns", "errno"],
    sev: "high",
    note: "telephony-adapter's SIP-TLS connections to the carrier keep getting reset and re-resolution fails; inbound calls drop before reaching the IVR.",
    effects: [
      {
        svc: "telephony-adapter",
        level: "error",
        every: 2,
        msg: (r) =>
          `tls transport 192.0.2.${r.int(10, 20)}:5061 closed: SSL_read: Connection reset by peer (errno 104), ${r.int(4, 60)} dialogs affected`,
      },
      {
        svc: "telephony-adapter",
        level: "error",
        every: 6,
        delay: 3,
        msg: () => "resolver: SRV _sips._tcp.sip.carrier-a.example failed: SERVFAIL (2 servers tried)",
      },
      {
        svc: "ivr-engine",
        level: "warn",
        every: 2,
        delay: 5,
        msg: (r) => `call ${r.hex(10)} ended by BYE from telephony-adapter during flow=MainMenu (media lost)`,
      },
      {
        svc: "acd-routing",
        level: "warn",
        every: 3,
        delay: 8,
        msg: (r) => `interaction ${r.hex(10)} dropped while queued (leg gone)`,
      },
    ],
  },
  {
    cat: "network",
    estate: V,
    origin: "e911-gateway",
    hints: ["dns", "lookup", "network", "i/o timeout", "resolve"],
    sev: "high",
    note: "e911-gateway can no longer resolve the selective router hostname (cluster DNS times out for it), emergency routes fall back and call-router logs failures.",
    effects: [
      {
        svc: "e911-gateway",
        level: "error",
        every: 3,
        msg: () =>
          "route 911 call: dial tcp: lookup sr-east.psap-net.example on 10.96.0.10:53: read udp 10.40.7.21:51034->10.96.0.10:53: i/o timeout",
      },
      {
        svc: "e911-gateway",
        level: "warn",
        every: 15,
        delay: 4,
        msg: () => "heartbeat to psap-selective-router failed (1 link up)",
      },
      {
        svc: "call-router",
        level: "error",
        every: 4,
        delay: 4,
        msg: (r) => `emergency route for ${n(r)} failed (e911-gateway 503), using national ECRC fallback`,
      },
    ],
  },
  {
    cat: "network",
    estate: M,
    origin: "transcriber",
    hints: ["connection", "network", "route", "errno 113", "max retries"],
    sev: "medium",
    note: "transcriber can no longer reach the speech model endpoint (no route to host); transcripts back up while meetings themselves are fine.",
    effects: [
      {
        svc: "transcriber",
        level: "error",
        every: 6,
        msg: (r) => `transcript job tr_${r.hex(8)} failed, requeued`,
        stack: py(
          [
            [
              "/app/transcriber/asr.py",
              88,
              "transcribe_chunk",
              "resp = self.session.post(self.url, data=chunk, timeout=30)",
            ],
            [
              "/usr/local/lib/python3.11/site-packages/requests/adapters.py",
              700,
              "send",
              "raise ConnectionError(e, request=request)",
            ],
          ],
          "requests.exceptions.ConnectionError: HTTPSConnectionPool(host='asr.ml.meetly.internal', port=443): Max retries exceeded with url: /v1/recognize (Caused by NewConnectionError('<urllib3.connection.HTTPSConnection object at 0x7f3a9c2e1d90>: Failed to establish a new connection: [Errno 113] No route to host'))",
        ),
        stackP: 0.7,
      },
      {
        svc: "transcriber",
        level: "warn",
        every: 20,
        delay: 30,
        msg: (r) => `queue depth ${r.int(50, 400)} jobs (oldest ${r.int(2, 9)}m)`,
      },
    ],
  },
  // ---------------- timeout
  {
    cat: "timeout",
    estate: T,
    origin: "ivr-engine",
    hints: ["timeout", "timed out", "sockettimeout", "read timed out"],
    sev: "high",
    note: "ivr-engine's NLU intent calls stop answering in time; IVR nodes time out and telephony-adapter plays fallbacks while callers retry.",
    effects: [
      {
        svc: "ivr-engine",
        level: "error",
        every: 2,
        msg: (r) => `flow=MainMenu node=NLU-Intent failed for call ${r.hex(10)} after 8000ms`,
        stack: java("java.net.SocketTimeoutException: Read timed out", [
          "java.base/sun.nio.ch.NioSocketImpl.timedRead(NioSocketImpl.java:288)",
          "org.apache.hc.core5.http.impl.io.SessionInputBufferImpl.fillBuffer(SessionInputBufferImpl.java:149)",
          "com.tallyline.ivr.nlu.IntentClient.classify(IntentClient.java:71)",
          "com.tallyline.ivr.nodes.NluIntentNode.execute(NluIntentNode.java:44)",
        ]),
        stackP: 0.5,
      },
      {
        svc: "telephony-adapter",
        level: "warn",
        every: 1.2,
        delay: 3,
        msg: (r) => `leg ${r.hex(10)}: no prompt from ivr-engine within 5000ms, playing fallback menu`,
      },
      {
        svc: "ivr-engine",
        level: "warn",
        every: 4,
        delay: 6,
        msg: (r) => `caller hung up in flow=MainMenu node=NLU-Intent (waited ${r.int(9, 30)}s)`,
      },
    ],
  },
  {
    cat: "timeout",
    estate: V,
    origin: "porting-svc",
    hints: ["timeout", "worker timeout", "timed out"],
    sev: "medium",
    note: "porting-svc's gunicorn workers time out on a slow bulk-port request path; the master kills them and provisioning-api gets 504s.",
    effects: [
      {
        svc: "porting-svc",
        level: "fatal",
        every: 7,
        msg: (r) => `[${r.int(7, 9)}] [CRITICAL] WORKER TIMEOUT (pid:${r.int(100, 999)})`,
      },
      {
        svc: "porting-svc",
        level: "error",
        every: 7,
        delay: 1,
        msg: (r) => `[${r.int(7, 9)}] [ERROR] Worker (pid:${r.int(100, 999)}) was sent SIGKILL! Perhaps out of memory?`,
      },
      {
        svc: "porting-svc",
        level: "info",
        every: 7,
        delay: 2,
        msg: (r) => `[${r.int(7, 9)}] [INFO] Booting worker with pid: ${r.int(1000, 1999)}`,
      },
      {
        svc: "provisioning-api",
        level: "error",
        every: 2.5,
        delay: 4,
        msg: (r) =>
          `POST /port-orders 504 30001ms upstream=porting-svc err="upstream request timeout" order=PO-${r.int(100000, 999999)}`,
      },
    ],
  },
  {
    cat: "timeout",
    estate: M,
    origin: "room-svc",
    hints: ["timeout", "timed out", "deadline", "lock"],
    sev: "high",
    note: "room-svc's distributed room lock acquisitions start timing out; joins hang and meet-gateway returns 504s, with a retry storm from clients.",
    effects: [
      {
        svc: "room-svc",
        level: "error",
        every: 3,
        msg: (r) => `join room ${r.hex(6)} aborted: could not acquire room lock`,
        stack: java("kotlinx.coroutines.TimeoutCancellationException: Timed out waiting for 5000 ms", [
          "kotlinx.coroutines.TimeoutKt.TimeoutCancellationException(Timeout.kt:189)",
          "io.meetly.rooms.lock.RoomLock.acquire(RoomLock.kt:33)",
          "io.meetly.rooms.JoinService.join(JoinService.kt:71)",
        ]),
        stackP: 0.5,
      },
      {
        svc: "meet-gateway",
        level: "error",
        every: 0.9,
        delay: 2,
        msg: (r) =>
          `upstream timed out (110: Connection timed out) while reading response header from upstream, request: "GET /api/rooms/${r.hex(6)}/join HTTP/1.1", upstream: "http://room-svc:8080/rooms/join"`,
      },
      {
        svc: "signal-ws",
        level: "warn",
        every: 3,
        delay: 5,
        msg: (r) => `peer p_${r.hex(8)} join pending > 10s, client retrying`,
      },
    ],
  },
  {
    cat: "timeout",
    estate: T,
    origin: "acd-routing",
    hints: ["deadline", "timeout", "timed out", "context deadline exceeded"],
    sev: "high",
    note: "acd-routing's skills-matching pass starts exceeding its 2s deadline as agent candidates grow; ivr-engine transfers and chat routing fail.",
    effects: [
      {
        svc: "acd-routing",
        level: "warn",
        every: 2.5,
        msg: (r) =>
          `routing decision for ${r.hex(10)} abandoned: context deadline exceeded (scored ${r.int(9000, 16000)} candidates in 2.0s)`,
      },
      {
        svc: "ivr-engine",
        level: "error",
        every: 1.5,
        delay: 3,
        msg: (r) => `Transfer to queue failed for call ${r.hex(10)}: acd-routing did not answer within 3000ms`,
      },
      {
        svc: "chat-connector",
        level: "error",
        every: 4,
        delay: 5,
        msg: (r) => `chat ${r.hex(8)} routing request to acd-routing timed out after 3000ms (attempt ${r.int(1, 3)})`,
      },
      { svc: "supervisor-dash", level: "warn", every: 10, delay: 10, msg: () => "GET /api/queues/live 504 3002ms" },
    ],
  },
  // ---------------- rate_limiting
  {
    cat: "rate_limiting",
    estate: V,
    origin: "number-inventory",
    hints: ["429", "rate limit", "too many requests", "throttl", "quota"],
    sev: "medium",
    note: "number-inventory's LNP dips exceed the vendor's rate limit and are answered with 429; call-router routes without LRN and warns loudly.",
    effects: [
      {
        svc: "number-inventory",
        level: "warn",
        every: 2,
        msg: (r) =>
          `LNP dip for ${n(r)} throttled: 429 Too Many Requests (limit 50 rps for account vox-prod, retry-after 1s)`,
      },
      {
        svc: "call-router",
        level: "warn",
        every: 0.9,
        delay: 2,
        msg: (r) => `LRN unavailable for ${n(r)} (number-inventory 429), routing on dialed number`,
      },
      { svc: "cdr-rating", level: "warn", every: 8, delay: 20, msg: () => "cdr without lrn, rating on dialed prefix" },
    ],
  },
  {
    cat: "rate_limiting",
    estate: M,
    origin: "notifier",
    hints: ["quota", "429", "rate", "throttl", "too many"],
    sev: "medium",
    note: "notifier exceeds its FCM send quota and every push is rejected with 429 QUOTA_EXCEEDED; meeting invites never reach phones.",
    effects: [
      {
        svc: "notifier",
        level: "error",
        every: 2,
        msg: (r) =>
          `FCM send failed for device ${r.hex(8)}: 429 RESOURCE_EXHAUSTED QUOTA_EXCEEDED (Quota exceeded for quota metric 'Send requests')`,
      },
      {
        svc: "notifier",
        level: "warn",
        every: 1.5,
        delay: 1,
        msg: (r) => `push retry scheduled in ${r.int(1, 60)}s (${r.int(200, 9000)} pending)`,
      },
      {
        svc: "room-svc",
        level: "warn",
        every: 20,
        delay: 30,
        msg: () => "invite delivery lagging: notifier queue backlog",
      },
    ],
  },
  {
    cat: "rate_limiting",
    estate: T,
    origin: "chat-connector",
    hints: ["rate limit", "429", "130429", "throttl"],
    sev: "medium",
    note: "chat-connector hits the WhatsApp Cloud API throughput limit (#130429); outbound chat messages to customers fail while agent-desktop reports undelivered messages.",
    effects: [
      {
        svc: "chat-connector",
        level: "error",
        every: 2,
        msg: () =>
          'WhatsApp send failed: 429 {"error":{"message":"(#130429) Rate limit hit","type":"OAuthException","code":130429}}',
      },
      {
        svc: "agent-desktop",
        level: "warn",
        every: 2,
        delay: 3,
        msg: (r) => `Message ${r.hex(8)} to customer not delivered (chat-connector 502), agent notified`,
      },
    ],
  },
  {
    cat: "rate_limiting",
    estate: V,
    origin: "sbc-edge",
    hints: ["pike", "rate", "blocked", "flood", "limit"],
    sev: "high",
    note: "sbc-edge's flood protection starts blocking a large customer PBX's legitimate call burst; INVITEs from it are dropped and customers see failed calls.",
    effects: [
      {
        svc: "sbc-edge",
        level: "warn",
        every: 1.5,
        msg: (r) => `pike: PIKE - BLOCKing ip 198.51.100.${r.pick([17, 17, 17, 44])}, node=${r.hex(8)}`,
      },
      {
        svc: "sbc-edge",
        level: "warn",
        every: 3,
        delay: 2,
        msg: (r) => `ratelimit: INVITE from 198.51.100.17 over limit (${r.int(31, 80)}/30 per s), replying 503`,
      },
      {
        svc: "voice-api",
        level: "warn",
        every: 5,
        delay: 10,
        msg: (r) => `POST /v2/Accounts/AC${r.hex(10)}/Calls 201 but call failed: status=failed sip_response_code=503`,
      },
      {
        svc: "webhook-dispatcher",
        level: "info",
        every: 3,
        delay: 8,
        msg: () => "delivered status callback CallStatus=failed to https://hooks.brightpath.example/voice/status 200",
      },
    ],
  },
  // ---------------- validation
  {
    cat: "validation",
    estate: T,
    origin: "chat-connector",
    hints: ["validation", "must be", "invalid", "schema"],
    sev: "medium",
    note: "After the messaging provider changes a webhook field's type, chat-connector's payload validation rejects every inbound WhatsApp message; new chats stop.",
    effects: [
      {
        svc: "chat-connector",
        level: "warn",
        every: 2,
        msg: (r) =>
          `inbound webhook rejected (400): ValidationError: "entry[0].changes[0].value.messages[0].timestamp" must be a number (got string "${r.int(1764490000, 1764499999)}")`,
      },
      {
        svc: "chat-connector",
        level: "warn",
        every: 15,
        delay: 20,
        msg: () => "provider webhook delivery retries observed (same message ids redelivered)",
      },
      {
        svc: "acd-routing",
        level: "info",
        every: 30,
        delay: 60,
        msg: () => "queue chat_support: 0 chats offered in last 60s",
      },
    ],
  },
  {
    cat: "validation",
    estate: V,
    origin: "cdr-rating",
    hints: ["validation", "constraint", "invalid", "must be"],
    sev: "medium",
    note: "cdr-rating starts rejecting CDRs that fail its validation (negative billsec from the new media-fs build); usage records go missing.",
    effects: [
      {
        svc: "cdr-rating",
        level: "error",
        every: 2,
        msg: (r) => `rejected cdr ${r.hex(8)}-${r.hex(4)}: validation failed`,
        stack: java(
          "jakarta.validation.ConstraintViolationException: rate.billsec: must be greater than or equal to 0, rate.answeredAt: must not be null",
          [
            "org.hibernate.validator.internal.engine.ValidatorImpl.validate(ValidatorImpl.java:166)",
            "com.voxtrunk.rating.CdrValidator.check(CdrValidator.java:39)",
            "com.voxtrunk.rating.RatingConsumer.onMessage(RatingConsumer.java:77)",
          ],
        ),
        stackP: 0.3,
      },
      {
        svc: "cdr-rating",
        level: "warn",
        every: 20,
        delay: 30,
        msg: (r) => `dead-letter topic cdr.rejected size=${r.int(300, 9000)}`,
      },
      {
        svc: "voice-api",
        level: "warn",
        every: 15,
        delay: 40,
        msg: () => "usage record count lower than call count for last interval (billing reconciliation)",
      },
    ],
  },
  {
    cat: "validation",
    estate: M,
    origin: "signal-ws",
    hints: ["sdp", "invalid", "validation", "extmap", "parse"],
    sev: "high",
    note: "signal-ws's SDP validator rejects offers from a new browser build that uses extmap ids above 14; those users cannot publish media.",
    effects: [
      {
        svc: "signal-ws",
        level: "error",
        every: 1.5,
        msg: (r) =>
          `offer rejected peer=p_${r.hex(8)}: invalid SDP: a=extmap:${r.int(15, 18)} id out of range [1,14] (m=video mid=1)`,
      },
      {
        svc: "signal-ws",
        level: "warn",
        every: 3,
        delay: 2,
        msg: (r) => `peer p_${r.hex(8)} resent offer (attempt ${r.int(2, 5)})`,
      },
      {
        svc: "sfu-node",
        level: "info",
        every: 8,
        delay: 10,
        msg: (r) => `room ${r.hex(6)}: participant p_${r.hex(8)} has no published tracks after 30s`,
      },
    ],
  },
  {
    cat: "validation",
    estate: T,
    origin: "agent-desktop",
    hints: ["validation", "maximum length", "400", "invalid"],
    sev: "medium",
    note: "A new wrap-code list has codes longer than agent-desktop's 32-character limit; wrap-up submissions fail validation and agents stay stuck in after-call work.",
    effects: [
      {
        svc: "agent-desktop",
        level: "warn",
        every: 2,
        msg: (r) =>
          `Request finished HTTP/1.1 POST /api/interactions/${r.hex(8)}/wrapup - 400 - ${r.int(2, 9)}.${r.int(0, 9)}ms`,
      },
      {
        svc: "agent-desktop",
        level: "warn",
        every: 3,
        msg: () =>
          "One or more validation errors occurred: WrapCode: The field WrapCode must be a string with a maximum length of 32.",
      },
      {
        svc: "acd-routing",
        level: "warn",
        every: 1.8,
        delay: 30,
        msg: (r) =>
          `no available agents for queue ${r.pick(["billing_en", "tech_t1", "claims_es"])} (${r.int(20, 60)} in AfterCallWork)`,
      },
    ],
  },
  // ---------------- null_reference
  {
    cat: "null_reference",
    estate: M,
    origin: "signal-ws",
    hints: ["typeerror", "undefined", "null", "cannot read"],
    sev: "high",
    note: "signal-ws crashes handling a join for rooms without an assigned SFU (TypeError reading sfuId of undefined); meet-gateway sees 502s.",
    effects: [
      {
        svc: "signal-ws",
        level: "error",
        every: 2,
        msg: () => "uncaught exception in join handler",
        stack: node("TypeError: Cannot read properties of undefined (reading 'sfuId')", [
          "RoomRouter.assign (/app/dist/rooms/router.js:112:31)",
          "JoinHandler.handle (/app/dist/handlers/join.js:48:22)",
          "process.processTicksAndRejections (node:internal/process/task_queues:95:5)",
        ]),
      },
      {
        svc: "meet-gateway",
        level: "error",
        every: 1.2,
        delay: 2,
        msg: () =>
          'upstream prematurely closed connection while reading response header from upstream, upstream: "http://signal-ws:7000/ws"',
      },
      {
        svc: "room-svc",
        level: "warn",
        every: 8,
        delay: 4,
        msg: (r) => `participant p_${r.hex(8)} never confirmed by signalling`,
      },
    ],
  },
  {
    cat: "null_reference",
    estate: T,
    origin: "speech-insights",
    hints: ["nonetype", "attributeerror", "none", "null"],
    sev: "medium",
    note: "speech-insights fails on recordings without channel metadata (AttributeError on None); analytics stops while calls are unaffected.",
    effects: [
      {
        svc: "speech-insights",
        level: "error",
        every: 3,
        msg: (r) => `analysis failed for call ${r.hex(10)}`,
        stack: py(
          [
            ["/srv/insights/pipeline.py", 141, "run", "diar = diarize(audio, meta.channels)"],
            ["/srv/insights/meta.py", 57, "channels", "return self.raw.channels.layout"],
          ],
          "AttributeError: 'NoneType' object has no attribute 'layout'",
        ),
      },
      { svc: "recording-vault", level: "warn", every: 12, delay: 20, msg: () => "analytics handoff backlog growing" },
    ],
  },
  {
    cat: "null_reference",
    estate: V,
    origin: "call-router",
    hints: ["nullpointer", "null", "npe"],
    sev: "high",
    note: "call-router throws NullPointerException for destinations whose carrier was removed from the route table; INVITEs fail with 500 at sbc-edge.",
    effects: [
      {
        svc: "call-router",
        level: "error",
        every: 1.5,
        msg: () => "Unhandled exception in RouteDecisionHandler",
        stack: java(
          'java.lang.NullPointerException: Cannot invoke "com.voxtrunk.route.Carrier.getPrefix()" because "carrier" is null',
          [
            "com.voxtrunk.route.LcrSelector.rank(LcrSelector.java:93)",
            "com.voxtrunk.route.RouteDecisionHandler.decide(RouteDecisionHandler.java:58)",
            "io.grpc.stub.ServerCalls$UnaryServerCallHandler$UnaryServerCallListener.onHalfClose(ServerCalls.java:182)",
          ],
        ),
      },
      {
        svc: "sbc-edge",
        level: "error",
        every: 0.8,
        delay: 1,
        msg: (r) =>
          `route lookup failed for call-id=${r.hex(8)}-${r.hex(4)}: call-router returned gRPC INTERNAL, replying 500 Server Internal Error`,
      },
      {
        svc: "voice-api",
        level: "warn",
        every: 6,
        delay: 5,
        msg: (r) => `call CA${r.hex(16)} status=failed sip_response_code=500`,
      },
    ],
  },
  {
    cat: "null_reference",
    estate: M,
    origin: "calendar-bridge",
    hints: ["nomethoderror", "nil", "undefined method", "null"],
    sev: "medium",
    note: "calendar-bridge crashes on events without an organizer (NoMethodError on nil); scheduled rooms are not created.",
    effects: [
      {
        svc: "calendar-bridge",
        level: "error",
        every: 4,
        msg: () => "NoMethodError (undefined method `email' for nil):",
        stack: ruby("", [
          "app/services/calendar/event_mapper.rb:27:in `host_for'",
          "app/services/calendar/event_mapper.rb:12:in `call'",
          "app/controllers/webhooks/google_controller.rb:19:in `create'",
        ]),
      },
      {
        svc: "calendar-bridge",
        level: "info",
        every: 4,
        msg: (r) =>
          `Completed 500 Internal Server Error in ${r.int(20, 90)}ms (ActiveRecord: ${r.int(1, 9)}.${r.int(0, 9)}ms) POST /webhooks/google`,
      },
    ],
  },
  // ---------------- configuration
  {
    cat: "configuration",
    estate: V,
    origin: "sbc-edge",
    hints: ["dispatcher", "config", "destination", "no destination"],
    sev: "high",
    note: "A dispatcher list reload on sbc-edge leaves the media-server set empty; every new call gets 503 and callers retry.",
    pre: [
      { dt: 0, level: "info", msg: "RPC dispatcher.reload: loaded /etc/kamailio/dispatcher.list (rev 212)" },
      { dt: 0.2, level: "warn", msg: "dispatcher [dispatch.c:1146]: ds_load_list(): destination set 2 is empty" },
    ],
    effects: [
      {
        svc: "sbc-edge",
        level: "error",
        every: 1.2,
        delay: 2,
        msg: (r) =>
          `ERROR: <script>: no destination available in set 2 for call-id=${r.hex(8)}-${r.hex(4)}, replying 503`,
      },
      {
        svc: "voice-api",
        level: "error",
        every: 3,
        delay: 6,
        msg: (r) => `call CA${r.hex(16)} failed: sip_response_code=503 (Service Unavailable)`,
      },
      { svc: "media-fs", level: "info", every: 30, delay: 60, msg: () => "sessions: 0 active, 0 peak in last 60s" },
    ],
  },
  {
    cat: "configuration",
    estate: T,
    origin: "ivr-engine",
    hints: ["config", "property", "not set", "localhost", "missing"],
    sev: "high",
    note: "A new ivr-engine release drops the nlu.endpoint property and falls back to localhost; every NLU node fails with connection refused.",
    pre: [
      { dt: -2, level: "info", msg: "Starting IvrEngineApplication v4.12.0 using Java 21.0.5 with PID 1" },
      { dt: 0, level: "warn", msg: "Property 'nlu.endpoint' not set, defaulting to http://localhost:8089" },
    ],
    effects: [
      {
        svc: "ivr-engine",
        level: "error",
        every: 2,
        delay: 5,
        msg: (r) =>
          `flow=MainMenu node=NLU-Intent failed for call ${r.hex(10)}: I/O error on POST request for "http://localhost:8089/v1/intent": Connection refused`,
      },
      {
        svc: "telephony-adapter",
        level: "warn",
        every: 1.5,
        delay: 7,
        msg: (r) => `leg ${r.hex(10)}: ivr-engine returned error prompt, transferring to default queue`,
      },
      {
        svc: "acd-routing",
        level: "warn",
        every: 4,
        delay: 15,
        msg: () => "queue general_overflow depth above threshold (unclassified calls)",
      },
    ],
  },
  {
    cat: "configuration",
    estate: M,
    origin: "recorder",
    hints: ["config", "bucket", "nosuchbucket", "env"],
    sev: "medium",
    note: "A recorder deploy picks up the staging bucket name; uploads fail with NoSuchBucket and recordings pile up.",
    pre: [
      {
        dt: -1,
        level: "info",
        msg: "recorder 3.7.0 starting (commit 9c1e2fa), RECORDING_BUCKET=meetly-rec-staging region=us-east-1",
      },
    ],
    effects: [
      {
        svc: "recorder",
        level: "error",
        every: 6,
        delay: 20,
        msg: (r) =>
          `upload rec_${r.hex(8)} failed: operation error S3: PutObject, https response error StatusCode: 404, api error NoSuchBucket: The specified bucket does not exist (bucket=meetly-rec-staging)`,
      },
      {
        svc: "room-svc",
        level: "error",
        every: 8,
        delay: 30,
        msg: (r) => `recording rec_${r.hex(8)} transitioned to FAILED (recorder reported upload_error)`,
      },
    ],
  },
  {
    cat: "configuration",
    estate: V,
    origin: "media-fs",
    hints: ["codec", "config", "488", "not acceptable"],
    sev: "high",
    note: "A reloadxml on media-fs changes the codec preference list so PCMU is no longer offered; most carrier calls fail with 488.",
    pre: [{ dt: 0, level: "info", msg: "switch_xml.c:1748 Reloading XML (global_codec_prefs=OPUS,G722)" }],
    effects: [
      {
        svc: "media-fs",
        level: "error",
        every: 1.5,
        delay: 1,
        msg: (r) =>
          `sofia.c:8125 Hangup sofia/external/${n(r).slice(1)}@trunk [CS_CONSUME_MEDIA] [INCOMPATIBLE_DESTINATION] 488 Not Acceptable Here (remote: PCMU,PCMA,telephone-event local: OPUS,G722)`,
      },
      {
        svc: "sbc-edge",
        level: "warn",
        every: 1,
        delay: 2,
        msg: (r) => `SIP/2.0 488 Not Acceptable Here from media-fs call-id=${r.hex(8)}-${r.hex(4)}`,
      },
      {
        svc: "call-router",
        level: "warn",
        every: 5,
        delay: 6,
        msg: () => "carrier failover: retrying on next LCR rank after 488",
      },
    ],
  },
  // ---------------- dependency
  {
    cat: "dependency",
    estate: M,
    origin: "transcriber",
    hints: ["503", "unavailable", "circuit", "vendor", "upstream"],
    sev: "medium",
    note: "The third-party ASR vendor answers 503s; transcriber's circuit breaker opens and transcripts are postponed.",
    effects: [
      {
        svc: "transcriber",
        level: "error",
        every: 4,
        msg: (r) =>
          `ASR request for tr_${r.hex(8)} failed: 503 Service Unavailable from api.speechvendor.example (x-request-id ${r.hex(12)})`,
      },
      {
        svc: "transcriber",
        level: "warn",
        every: 20,
        delay: 15,
        msg: () => "circuit breaker 'asr-vendor' state CLOSED -> OPEN (failure rate 87% over 30 calls)",
      },
      { svc: "transcriber", level: "warn", every: 5, delay: 16, msg: (r) => `tr_${r.hex(8)} deferred: circuit open` },
    ],
  },
  {
    cat: "dependency",
    estate: V,
    origin: "cdr-rating",
    hints: ["kafka", "broker", "unavailable", "connection"],
    sev: "high",
    note: "The Kafka brokers behind the CDR topic go away; cdr-rating cannot consume or produce and usage lags.",
    effects: [
      {
        svc: "cdr-rating",
        level: "warn",
        every: 2,
        msg: (r) =>
          `[Consumer clientId=cdr-rating-${r.int(0, 3)}, groupId=cdr-rating] Connection to node ${r.int(1, 3)} (kafka-${r.int(1, 3)}.kafka.voice-prod.svc/10.40.9.${r.int(10, 40)}:9092) could not be established. Broker may not be available.`,
      },
      {
        svc: "cdr-rating",
        level: "error",
        every: 10,
        delay: 20,
        msg: () =>
          "org.apache.kafka.common.errors.TimeoutException: Topic cdr.rated not present in metadata after 60000 ms.",
      },
      { svc: "voice-api", level: "warn", every: 8, delay: 30, msg: () => "usage summary stale (> 120s)" },
    ],
  },
  {
    cat: "dependency",
    estate: T,
    origin: "crm-sync",
    hints: ["503", "unavailable", "salesforce", "circuit", "server_unavailable"],
    sev: "medium",
    note: "Salesforce answers SERVER_UNAVAILABLE; crm-sync opens its circuit and agent-desktop screen pops fail.",
    effects: [
      {
        svc: "crm-sync",
        level: "error",
        every: 3,
        msg: () =>
          "Faraday::ServerError: the server responded with status 503 (SERVER_UNAVAILABLE: Service unavailable, please try again later)",
      },
      {
        svc: "crm-sync",
        level: "warn",
        every: 25,
        delay: 12,
        msg: () => "Circuitbox: circuit salesforce_api opened (error rate 92%)",
      },
      {
        svc: "agent-desktop",
        level: "warn",
        every: 2,
        delay: 13,
        msg: (r) => `Screen pop for interaction ${r.hex(10)} failed: crm-sync responded 503 Service Unavailable`,
      },
    ],
  },
  {
    cat: "dependency",
    estate: V,
    origin: "media-fs",
    hints: ["tts", "503", "unavailable", "vendor", "http"],
    sev: "high",
    note: "The cloud TTS vendor that media-fs fetches prompts from starts returning 503; calls that play <Say> prompts go silent and fail.",
    effects: [
      {
        svc: "media-fs",
        level: "error",
        every: 2,
        msg: () =>
          "mod_http_cache.c:1180 Received HTTP error 503 trying to fetch https://tts.speechcloud.example/v1/synthesize?voice=neural-en-us-3",
      },
      {
        svc: "media-fs",
        level: "error",
        every: 3,
        delay: 1,
        msg: (r) => `switch_ivr_play_say.c:1561 Invalid file format [http_cache://...] for [${r.hex(8)}]!`,
      },
      {
        svc: "voice-api",
        level: "warn",
        every: 4,
        delay: 6,
        msg: (r) => `call CA${r.hex(16)} completed with error 13227 (TTS unavailable)`,
      },
    ],
  },
  // ---------------- memory
  {
    cat: "memory",
    estate: T,
    origin: "speech-insights",
    hints: ["memory", "memoryerror", "oom", "killed"],
    sev: "medium",
    note: "speech-insights workers run out of memory on long recordings and are killed; analytics stalls.",
    effects: [
      {
        svc: "speech-insights",
        level: "error",
        every: 12,
        msg: (r) => `worker ${r.int(1, 6)} crashed processing call ${r.hex(10)}`,
        stack: py(
          [
            ["/srv/insights/pipeline.py", 133, "run", "audio = load_audio(path, sr=16000)"],
            [
              "/usr/local/lib/python3.11/site-packages/numpy/core/_methods.py",
              49,
              "_sum",
              "return umr_sum(a, axis, dtype, out, keepdims, initial, where)",
            ],
          ],
          "numpy.core._exceptions._ArrayMemoryError: Unable to allocate 3.41 GiB for an array with shape (457981440,) and data type float64",
        ),
      },
      {
        svc: "speech-insights",
        level: "error",
        every: 15,
        delay: 5,
        msg: (r) => `Worker (pid:${r.int(20, 90)}) was sent SIGKILL! Perhaps out of memory?`,
      },
    ],
  },
  {
    cat: "memory",
    estate: V,
    origin: "call-router",
    hints: ["outofmemory", "heap", "memory", "gc"],
    sev: "high",
    note: "call-router's route cache grows without bound; GC thrashes and then OutOfMemoryError stops route decisions.",
    effects: [
      {
        svc: "call-router",
        level: "warn",
        every: 6,
        msg: (r) =>
          `[gc,heap] Pause Full (G1 Compaction Pause) 3${r.int(980, 999)}M->3${r.int(960, 979)}M(4096M) ${r.int(1800, 4200)}.${r.int(100, 999)}ms`,
      },
      {
        svc: "call-router",
        level: "error",
        every: 8,
        delay: 60,
        msg: () => 'Exception in thread "grpc-default-executor-14"',
        stack: java("java.lang.OutOfMemoryError: Java heap space", [
          "java.base/java.util.HashMap.resize(HashMap.java:702)",
          "com.voxtrunk.route.RouteCache.put(RouteCache.java:51)",
          "com.voxtrunk.route.RouteDecisionHandler.decide(RouteDecisionHandler.java:44)",
        ]),
      },
      {
        svc: "sbc-edge",
        level: "error",
        every: 1,
        delay: 70,
        msg: (r) =>
          `route lookup for call-id=${r.hex(8)}-${r.hex(4)} timed out after 2000ms (call-router), replying 503`,
      },
    ],
  },
  {
    cat: "memory",
    estate: M,
    origin: "sfu-node",
    hints: ["memory", "out of memory", "oom"],
    sev: "high",
    note: "sfu-node runs out of memory under a large webinar and the runtime aborts; all its participants drop and signal-ws reconnect storms follow.",
    effects: [
      {
        svc: "sfu-node",
        level: "warn",
        every: 10,
        msg: (r) =>
          `memory high: heap_inuse=${r.int(5800, 7600)}MiB of 8192MiB limit, rtp buffers=${r.int(40000, 90000)}`,
      },
      {
        svc: "sfu-node",
        level: "fatal",
        every: 45,
        delay: 60,
        msg: () => "fatal error: runtime: out of memory",
        stack: goPanic("runtime stack:", [
          ["runtime.throw({0x1a2b3c4?, 0x2000?})", "/usr/local/go/src/runtime/panic.go:1023 +0x5c"],
          ["runtime.sysMap(0xc4a8000000, 0x4000000, 0x3c2f1b8)", "/usr/local/go/src/runtime/mem_linux.go:187 +0xc5"],
          ["runtime.(*mheap).grow(0x3c1e2a0, 0x400)", "/usr/local/go/src/runtime/mheap.go:1474 +0x2ec"],
          [
            "github.com/pion/interceptor/pkg/nack.(*sendBuffer).add(...)",
            "/go/pkg/mod/github.com/pion/interceptor@v0.1.29/pkg/nack/send_buffer.go:54",
          ],
        ]),
      },
      {
        svc: "signal-ws",
        level: "warn",
        every: 0.6,
        delay: 62,
        msg: (r) => `peer p_${r.hex(8)} lost media server, reconnecting (attempt ${r.int(1, 5)})`,
      },
    ],
  },
  {
    cat: "memory",
    estate: T,
    origin: "chat-connector",
    hints: ["heap", "memory", "out of memory", "allocation failed"],
    sev: "high",
    note: "chat-connector's Node heap fills with undelivered message buffers and the process aborts repeatedly; chats disconnect.",
    effects: [
      {
        svc: "chat-connector",
        level: "fatal",
        every: 50,
        delay: 30,
        msg: () => "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory",
        stack: [
          "<--- Last few GCs --->",
          "[1:0x6a4b2c0]   812345 ms: Mark-Compact 2041.3 (2082.1) -> 2038.9 (2083.4) MB, 1710.22 / 0.00 ms  (average mu = 0.121, current mu = 0.034) allocation failure; scavenge might not succeed",
          " 1: 0xb8d0a3 node::OOMErrorHandler(char const*, v8::OOMDetails const&) [node]",
          " 2: 0xf06460 v8::Utils::ReportOOMFailure(v8::internal::Isolate*, char const*, v8::OOMDetails const&) [node]",
        ].join("\n"),
      },
      {
        svc: "chat-connector",
        level: "warn",
        every: 20,
        msg: (r) => `event loop lag ${r.int(300, 2400)}ms, heapUsed=${r.int(1700, 2040)}MB`,
      },
      {
        svc: "agent-desktop",
        level: "warn",
        every: 1.5,
        delay: 32,
        msg: (r) => `Chat ${r.hex(8)} disconnected: chat-connector websocket closed (1006)`,
      },
    ],
  },
  // ---------------- disk
  {
    cat: "disk",
    estate: M,
    origin: "recorder",
    hints: ["no space", "disk", "enospc", "space"],
    sev: "high",
    note: "recorder's local spool volume fills up; ffmpeg segment writes fail with No space left on device.",
    effects: [
      {
        svc: "recorder",
        level: "error",
        every: 3,
        msg: (r) =>
          `ffmpeg rec_${r.hex(8)}: [segment @ 0x55d1c2a0] Failed to open segment '/var/spool/rec/${r.hex(8)}/seg_${r.int(100, 999)}.ts': No space left on device`,
      },
      { svc: "recorder", level: "warn", every: 20, msg: () => "spool usage 100% (/var/spool/rec)" },
      {
        svc: "room-svc",
        level: "error",
        every: 6,
        delay: 10,
        msg: (r) =>
          `recording rec_${r.hex(8)} for room ${r.hex(6)} transitioned to FAILED (recorder reported write_error)`,
      },
    ],
  },
  {
    cat: "disk",
    estate: T,
    origin: "speech-insights",
    hints: ["flood", "read-only", "disk", "cluster_block"],
    sev: "medium",
    note: "The search cluster speech-insights indexes into hits its flood-stage watermark; index writes are blocked read-only.",
    effects: [
      {
        svc: "speech-insights",
        level: "error",
        every: 3,
        msg: (r) =>
          `bulk index failed for ${r.int(20, 200)} docs: cluster_block_exception: index [call-insights-2026.11] blocked by: [TOO_MANY_REQUESTS/12/disk usage exceeded flood-stage watermark, index has read-only-allow-delete block]`,
      },
      {
        svc: "supervisor-dash",
        level: "warn",
        every: 15,
        delay: 20,
        msg: () => "insights panel data older than 5 minutes",
      },
    ],
  },
  {
    cat: "disk",
    estate: V,
    origin: "media-fs",
    hints: ["no space", "disk", "space", "write"],
    sev: "high",
    note: "media-fs's recordings volume fills up; call recordings and voicemail writes fail.",
    effects: [
      {
        svc: "media-fs",
        level: "error",
        every: 2.5,
        msg: (r) =>
          `switch_core_file.c:334 Error opening /var/lib/freeswitch/recordings/${r.hex(8)}.wav: No space left on device`,
      },
      {
        svc: "media-fs",
        level: "error",
        every: 6,
        msg: (r) => `mod_voicemail.c:3160 Can't record message for ${r.int(1000, 9999)}@default (write failed)`,
      },
      {
        svc: "voice-api",
        level: "warn",
        every: 5,
        delay: 10,
        msg: (r) => `recording RE${r.hex(16)} status=failed error_code=16105`,
      },
    ],
  },
  {
    cat: "disk",
    estate: M,
    origin: "transcriber",
    hints: ["no space", "errno 28", "disk", "space"],
    sev: "medium",
    note: "transcriber's scratch disk fills with temporary WAV files; new jobs fail with ENOSPC.",
    effects: [
      {
        svc: "transcriber",
        level: "error",
        every: 5,
        msg: (r) => `transcript job tr_${r.hex(8)} failed`,
        stack: py(
          [
            ["/app/transcriber/audio.py", 52, "to_wav", "sf.write(tmp_path, data, 16000)"],
            [
              "/usr/local/lib/python3.11/site-packages/soundfile.py",
              1216,
              "write",
              'written = self._cdata_io("write", data, ctype, frames)',
            ],
          ],
          "OSError: [Errno 28] No space left on device: '/tmp/tr_scratch/chunk_0042.wav'",
        ),
      },
    ],
  },
  // ---------------- unknown
  {
    cat: "unknown",
    estate: V,
    origin: "number-inventory",
    hints: ["unknown", "exited", "restart", "crash", "500"],
    sev: "high",
    note: "number-inventory keeps exiting with status 1 and restarting without logging a reason; lookups fail for its callers.",
    keep: 0.1,
    effects: [
      { svc: "number-inventory", level: "error", every: 25, msg: () => "process exited with status 1" },
      {
        svc: "number-inventory",
        level: "info",
        every: 25,
        delay: 3,
        msg: () => "number-inventory 2.31.4 starting (go1.23.3)",
      },
      {
        svc: "call-router",
        level: "warn",
        every: 1.5,
        delay: 2,
        msg: (r) =>
          `number lookup for ${n(r)} failed: dial tcp 10.40.3.18:9090: connect: connection refused (number-inventory), using default route profile`,
      },
      {
        svc: "voice-api",
        level: "error",
        every: 5,
        delay: 4,
        msg: (r) => `GET /v2/Accounts/AC${r.hex(10)}/IncomingPhoneNumbers 503 ${r.int(1, 9)}ms`,
      },
    ],
  },
  {
    cat: "unknown",
    estate: M,
    origin: "room-svc",
    hints: ["unknown", "unavailable", "no healthy", "503"],
    sev: "high",
    note: "room-svc stops logging altogether while meet-gateway returns 503 no healthy upstream for joins.",
    keep: 0,
    effects: [
      {
        svc: "meet-gateway",
        level: "error",
        every: 1,
        delay: 8,
        msg: (r) => `GET /api/rooms/${r.hex(6)}/join 503 0ms upstream="room-svc:8080" "no healthy upstream"`,
      },
      {
        svc: "signal-ws",
        level: "warn",
        every: 4,
        delay: 10,
        msg: (r) => `room state fetch for ${r.hex(6)} failed (room-svc 503)`,
      },
    ],
  },
  {
    cat: "unknown",
    estate: T,
    origin: "wfm-forecast",
    hints: ["unknown", "exit", "failed", "status 1"],
    sev: "medium",
    note: "wfm-forecast's intraday job fails every run with exit status 1 and no further detail; supervisor-dash shows stale forecasts.",
    effects: [
      { svc: "wfm-forecast", level: "error", every: 60, msg: () => "job forecast_intraday failed: exit status 1" },
      {
        svc: "wfm-forecast",
        level: "warn",
        every: 60,
        delay: 1,
        msg: () => "job forecast_intraday will retry at next interval",
      },
      {
        svc: "supervisor-dash",
        level: "warn",
        every: 30,
        delay: 45,
        msg: () => "forecast for current interval missing, showing previous",
      },
    ],
  },
  {
    cat: "unknown",
    estate: T,
    origin: "ivr-engine",
    hints: ["unknown", "internal", "500", "error"],
    sev: "high",
    note: "ivr-engine starts failing most flows with a bare internal error and no cause; telephony-adapter transfers callers to the overflow queue.",
    effects: [
      {
        svc: "ivr-engine",
        level: "error",
        every: 1.5,
        msg: (r) => `flow execution failed for call ${r.hex(10)}: internal error`,
      },
      {
        svc: "telephony-adapter",
        level: "warn",
        every: 1.2,
        delay: 2,
        msg: (r) => `leg ${r.hex(10)}: ivr-engine answered 500, transferring to overflow`,
      },
    ],
  },
];
