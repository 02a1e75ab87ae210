// Authentication and authorization incidents.
import type { Spec } from "./build.js";
import { each, every, min } from "./help.js";
import { dotnet, java, py, ruby } from "./traces.js";

export const ACCESS: Spec[] = [
  {
    cat: "authentication",
    estate: "port",
    origin: "customs-bridge",
    uses: ["gate-ops-api", "tos"],
    hints: ["secret", "credential", "msal", "invalid_client", "authentication", "aadsts"],
    sev: "high",
    note: "The client secret customs-bridge uses for the customs authority OAuth endpoint was rotated without updating the deployment; token requests fail and gate releases stall.",
    run(c) {
      const o = "customs-bridge";
      c.emit(
        c.onset - 3 * min,
        o,
        "info",
        "Customs.Bridge.Auth[0] Loaded client credentials from /mnt/secrets/customs-oauth (version 2025-11)",
      );
      each(c, 6, (t, id) => {
        c.emit(
          t,
          o,
          "error",
          "Customs.Bridge.Auth.TokenProvider[0] Failed to acquire token for scope api://customs-gw/.default",
          dotnet(
            "Microsoft.Identity.Client.MsalServiceException: AADSTS7000215: Invalid client secret provided. Ensure the secret being sent in the request is the client secret value, not the client secret ID, for a secret added to app '5f1c0d2e-8a41-4e7e-9a53-0d2c7b9f1e44'.",
            [
              "Microsoft.Identity.Client.Internal.Requests.RequestBase.HandleTokenRefreshErrorAsync(MsalServiceException e, MsalAccessTokenCacheItem cachedAccessTokenItem)",
              "Microsoft.Identity.Client.Internal.Requests.ClientCredentialRequest.ExecuteAsync(CancellationToken cancellationToken)",
              "Customs.Bridge.Auth.TokenProvider.GetAsync(CancellationToken ct) in /src/Customs.Bridge/Auth/TokenProvider.cs:line 58",
            ],
          ),
          id,
        );
        c.emit(
          t + 40,
          o,
          "warn",
          `Customs.Bridge.Declarations[0] Status query for MRN${c.r.int(1000000, 9999999)} aborted: no access token`,
          undefined,
          id,
        );
        if (c.r.chance(0.6))
          c.emit(
            t + 120,
            "tos",
            "warn",
            "c.h.tos.customs.CustomsClient - customs status unavailable from customs-bridge (HTTP 503), unit kept on HOLD",
            undefined,
            id,
          );
        if (c.r.chance(0.5))
          c.emit(
            t + 200,
            "gate-ops-api",
            "error",
            `gate transaction rejected: customs release not confirmed (customs-bridge returned 503) lane=${c.r.int(1, 14)}`,
            undefined,
            id,
          );
      });
    },
  },
  {
    cat: "authentication",
    estate: "ehr",
    origin: "pas",
    uses: ["fhir-gateway", "ehr-portal"],
    hints: ["password", "authentication", "credential", "psql"],
    sev: "high",
    note: "The database password for pas_app was rotated in the vault but pas still presents the old one; new pool connections fail authentication and admissions lookups error out.",
    drop: 0.7,
    run(c) {
      const o = "pas";
      c.emit(
        c.onset - 90000,
        o,
        "info",
        "c.z.h.HikariPool - HikariPool-1 - Pool stats (total=10, active=2, idle=8, waiting=0)",
      );
      let n = 0;
      each(c, 5, (t, id) => {
        n++;
        const stack = java(
          'org.postgresql.util.PSQLException: FATAL: password authentication failed for user "pas_app"',
          [
            "org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:693)",
            "org.postgresql.core.v3.ConnectionFactoryImpl.tryConnect(ConnectionFactoryImpl.java:203)",
            "org.postgresql.core.v3.ConnectionFactoryImpl.openConnectionImpl(ConnectionFactoryImpl.java:258)",
            "com.zaxxer.hikari.pool.PoolBase.newConnection(PoolBase.java:359)",
            "com.zaxxer.hikari.pool.HikariPool.createPoolEntry(HikariPool.java:476)",
          ],
        );
        if (n % 3 === 1)
          c.emit(
            t,
            o,
            "warn",
            'c.z.h.p.HikariPool - HikariPool-1 - Failed to create/setup connection: FATAL: password authentication failed for user "pas_app"',
          );
        c.emit(t + 30, o, "error", "o.h.e.j.s.SqlExceptionHelper - SQL Error: 0, SQLState: 28P01", undefined, id);
        c.emit(
          t + 31,
          o,
          "error",
          "o.s.m.pas.AdmissionController - lookup failed for encounter",
          java(
            "org.springframework.transaction.CannotCreateTransactionException: Could not open JPA EntityManager for transaction",
            ["org.springframework.orm.jpa.JpaTransactionManager.doBegin(JpaTransactionManager.java:466)"],
            [
              [
                'org.hibernate.exception.GenericJDBCException: unable to obtain isolated JDBC connection [FATAL: password authentication failed for user "pas_app"]',
                [
                  "org.hibernate.exception.internal.StandardSQLExceptionConverter.convert(StandardSQLExceptionConverter.java:63)",
                ],
              ],
              [stack[0], stack.slice(1).map((l) => l.replace("\tat ", ""))],
            ],
          ),
          id,
        );
        c.emit(
          t + 80,
          "fhir-gateway",
          "error",
          `ca.uhn.fhir.rest.server.RestfulServer - read Encounter failed: upstream pas responded 500 Internal Server Error`,
          undefined,
          id,
        );
        if (c.r.chance(0.7))
          c.emit(
            t + 140,
            "ehr-portal",
            "error",
            `GET /api/patients/:id/summary 502 - ${c.r.int(40, 300)} ms upstream=fhir-gateway`,
            undefined,
            id,
          );
      });
    },
  },
  {
    cat: "authentication",
    estate: "game",
    origin: "friends-graph",
    uses: ["edge-gw", "player-profile"],
    hints: ["oauth", "invalid_grant", "token", "refresh", "credential", "authentication"],
    sev: "medium",
    note: "The refresh token friends-graph holds for the console platform's social API expired after a secret rotation; every friend sync fails with invalid_grant and profiles show empty friend lists.",
    run(c) {
      const o = "friends-graph";
      each(c, 7, (t, id) => {
        c.emit(
          t,
          o,
          "error",
          "PlatformSync: token refresh failed for platform=xbl",
          ruby([
            "OAuth2::Error: invalid_grant: The provided value for the input parameter 'refresh_token' or 'assertion' is not valid.",
            '{"error":"invalid_grant","error_description":"AADSTS70008: The provided authorization code or refresh token has expired due to inactivity."}',
            "/usr/local/bundle/gems/oauth2-2.0.9/lib/oauth2/client.rb:150:in `request'",
            "/usr/local/bundle/gems/oauth2-2.0.9/lib/oauth2/client.rb:264:in `get_token'",
            "/app/app/services/platform_sync/token_store.rb:41:in `refresh!'",
            "/app/app/jobs/friend_sync_job.rb:17:in `perform'",
          ]),
          id,
        );
        c.emit(
          t + 50,
          o,
          "info",
          `Completed 503 Service Unavailable in ${c.r.int(30, 200)}ms (ActiveRecord: 1.2ms | Allocations: 2210)`,
          undefined,
          id,
        );
        if (c.r.chance(0.5))
          c.emit(
            t + 90,
            "player-profile",
            "warn",
            "g.s.profile.FriendsClient - friends-graph returned 503, serving profile without friends list",
            undefined,
            id,
          );
      });
    },
  },
  {
    cat: "authentication",
    estate: "game",
    origin: "session-broker",
    uses: ["matchmaker", "edge-gw"],
    hints: ["wrongpass", "auth", "password", "credential", "authentication"],
    sev: "high",
    note: "The Redis ACL password for session-broker was rotated by the secrets operator and the broker's pool keeps the old one; session allocation fails and matchmaker reports the broker unavailable.",
    drop: 0.8,
    run(c) {
      const o = "session-broker";
      c.emit(c.onset - 20000, o, "info", "redis pool: recycling 16 connections (max_lifetime reached)");
      each(c, 4, (t, id) => {
        c.emit(
          t,
          o,
          "error",
          `allocate session failed: WRONGPASS invalid username-password pair or user is disabled. (redis: AuthenticationFailed) region=${c.r.pick(["eu-west", "us-east"])}`,
          undefined,
          id,
        );
        c.emit(
          t + 60,
          "matchmaker",
          "error",
          `session allocation failed\tticket=${c.r.hex(8)} error="rpc error: code = Unavailable desc = session-broker: allocate failed"`,
          undefined,
          id,
        );
        if (c.r.chance(0.6))
          c.emit(t + 90, "matchmaker", "warn", `requeueing match\tplayers=10 attempt=${c.r.int(2, 5)}`, undefined, id);
        if (c.r.chance(0.4))
          c.emit(
            t + 130,
            "edge-gw",
            "warn",
            `"POST /v2/match/queue HTTP/2" 503 UF 0 91 ${c.r.int(3, 40)} - "-" "skyforge-client/3.14" "${c.r.uuid()}" "api.skyforge.gg" "10.42.3.17:8080"`,
            undefined,
            id,
          );
      });
      every(c, 30, (t) => c.emit(t, o, "warn", "redis pool: 0/16 connections healthy, reconnecting"));
    },
  },
  {
    cat: "authorization",
    estate: "port",
    origin: "edi-ingest-worker",
    uses: ["tos"],
    hints: ["accessdenied", "access denied", "permission", "authorization", "forbidden"],
    sev: "medium",
    note: "An IAM policy change removed s3:PutObject on the EDI archive bucket from edi-ingest-worker's role; parsed partner files can no longer be archived and the tasks fail.",
    run(c) {
      const o = "edi-ingest-worker";
      each(c, 8, (t, id) => {
        const task = c.r.uuid();
        c.emit(
          t,
          o,
          "error",
          `Task edi.tasks.archive_message[${task}] raised unexpected: ClientError('An error occurred (AccessDenied) when calling the PutObject operation: User: arn:aws:sts::481522630177:assumed-role/edi-ingest-worker-irsa/botocore-session-1749 is not authorized to perform: s3:PutObject on resource: "arn:aws:s3:::hl-edi-archive/inbound/coprar/${c.r.hex(8)}.edi" because no identity-based policy allows the s3:PutObject action')`,
          py(
            [
              [
                "/usr/local/lib/python3.11/site-packages/celery/app/trace.py",
                477,
                "trace_task",
                "R = retval = fun(*args, **kwargs)",
              ],
              [
                "/app/edi/tasks.py",
                212,
                "archive_message",
                "s3.put_object(Bucket=ARCHIVE_BUCKET, Key=key, Body=payload)",
              ],
              [
                "/usr/local/lib/python3.11/site-packages/botocore/client.py",
                1009,
                "_make_api_call",
                "raise error_class(parsed_response, operation_name)",
              ],
            ],
            [
              "botocore.exceptions.ClientError: An error occurred (AccessDenied) when calling the PutObject operation: Access Denied",
            ],
          ),
          id,
        );
        if (c.r.chance(0.3))
          c.emit(
            t + 500,
            o,
            "warn",
            `Task edi.tasks.archive_message[${task}] retry: Retry in 60s: ClientError('AccessDenied')`,
          );
      });
      every(
        c,
        120,
        (t) =>
          c.emit(
            t,
            "tos",
            "warn",
            "c.h.tos.edi.InboundMonitor - no COPRAR acknowledgements from edi-ingest-worker for 2 minutes",
          ),
        c.onset + 3 * min,
      );
    },
  },
  {
    cat: "authorization",
    estate: "ehr",
    origin: "lis",
    uses: ["hl7-mllp-bridge", "fhir-gateway"],
    hints: ["403", "permission", "forbidden", "access", "authorization"],
    sev: "medium",
    note: "A Terraform change dropped storage.objects.create from the lis service account; lis cannot write result PDFs to the bucket and filing fails.",
    drop: 0.3,
    run(c) {
      const o = "lis";
      each(c, 5, (t, id) => {
        c.emit(
          t,
          o,
          "error",
          `result filing failed\tspecimen=SP${c.r.int(100000, 999999)} error="googleapi: Error 403: lis-runtime@stm-clinical-prod.iam.gserviceaccount.com does not have storage.objects.create access to the Google Cloud Storage object. Permission 'storage.objects.create' denied on resource (or it may not exist)., forbidden"`,
          undefined,
          id,
        );
        if (c.r.chance(0.5))
          c.emit(
            t + 40,
            "hl7-mllp-bridge",
            "warn",
            `ack sent\ttype=ORU^R01 control_id=${c.r.int(10000000, 99999999)} code=AE text="filing error at LIS"`,
            undefined,
            id,
          );
        if (c.r.chance(0.3))
          c.emit(
            t + 90,
            "fhir-gateway",
            "warn",
            "ca.uhn.fhir.rest.server.RestfulServer - search DiagnosticReport returned partial results (lis report store incomplete)",
            undefined,
            id,
          );
      });
    },
  },
  {
    cat: "authorization",
    estate: "ehr",
    origin: "rx-orders-svc",
    uses: ["ehr-portal", "consent-registry"],
    hints: ["permission", "denied", "authorization", "execute"],
    sev: "high",
    note: "A DBA hardening script revoked EXECUTE on the dispensing stored procedure from the rx-orders-svc login; verifying any pharmacy order fails.",
    drop: 0.8,
    run(c) {
      const o = "rx-orders-svc";
      each(c, 4, (t, id) => {
        c.emit(
          t,
          o,
          "error",
          `Rx.Orders.Api.OrdersController[0] Failed to verify order RX-${c.r.int(100000, 999999)}`,
          dotnet(
            "Microsoft.Data.SqlClient.SqlException (0x80131904): The EXECUTE permission was denied on the object 'usp_VerifyDispense', database 'Pharmacy', schema 'dbo'.",
            [
              "Microsoft.Data.SqlClient.SqlConnection.OnError(SqlException exception, Boolean breakConnection, Action`1 wrapCloseInAction)",
              "Microsoft.Data.SqlClient.SqlCommand.ExecuteReaderAsync(CommandBehavior behavior, CancellationToken cancellationToken)",
              "Rx.Orders.Data.DispenseRepository.VerifyAsync(Guid orderId) in /src/Rx.Orders.Data/DispenseRepository.cs:line 74",
              "Rx.Orders.Api.OrdersController.Verify(Guid id) in /src/Rx.Orders.Api/Controllers/OrdersController.cs:line 119",
            ],
          ),
          id,
        );
        c.emit(
          t + 20,
          o,
          "info",
          `Microsoft.AspNetCore.Hosting.Diagnostics[2] Request finished HTTP/1.1 POST http://rx-orders-svc:8080/orders/verify - 500 0 - ${c.r.int(8, 40)}.${c.r.int(1000, 9999)}ms`,
          undefined,
          id,
        );
        c.emit(
          t + 70,
          "ehr-portal",
          "error",
          `POST /api/orders 502 - ${c.r.int(20, 120)} ms - rx-orders-svc responded 500`,
          undefined,
          id,
        );
      });
    },
  },
  {
    cat: "authorization",
    estate: "game",
    origin: "player-profile",
    uses: ["edge-gw", "inventory-api"],
    hints: ["accessdenied", "not authorized", "authorization", "permission", "iam"],
    sev: "high",
    note: "An IAM role cleanup removed dynamodb:UpdateItem from player-profile's IRSA role; profile writes (loadout, settings) fail with AccessDeniedException while reads still work.",
    drop: 0.2,
    run(c) {
      const o = "player-profile";
      each(c, 4, (t, id) => {
        c.emit(
          t,
          o,
          "error",
          "g.s.profile.ProfileWriter - failed to persist loadout",
          java(
            "software.amazon.awssdk.services.dynamodb.model.DynamoDbException: User: arn:aws:sts::902114455310:assumed-role/player-profile-irsa/aws-sdk-java-1749 is not authorized to perform: dynamodb:UpdateItem on resource: arn:aws:dynamodb:eu-west-1:902114455310:table/player-profiles because no identity-based policy allows the dynamodb:UpdateItem action (Service: DynamoDb, Status Code: 400, Request ID: " +
              c.r.hex(8).toUpperCase() +
              ")",
            [
              "software.amazon.awssdk.core.internal.http.CombinedResponseHandler.handleErrorResponse(CombinedResponseHandler.java:125)",
              "software.amazon.awssdk.services.dynamodb.DefaultDynamoDbClient.updateItem(DefaultDynamoDbClient.java:6215)",
              "gg.skyforge.profile.store.DynamoProfileStore.saveLoadout(DynamoProfileStore.java:88)",
              "gg.skyforge.profile.ProfileWriter.write(ProfileWriter.java:41)",
            ],
          ),
          id,
        );
        if (c.r.chance(0.5))
          c.emit(
            t + 60,
            "edge-gw",
            "warn",
            `"PUT /v1/profile/loadout HTTP/2" 500 - 212 64 ${c.r.int(20, 90)} ${c.r.int(18, 80)} "-" "skyforge-client/3.14" "${c.r.uuid()}" "api.skyforge.gg" "10.42.5.31:8080"`,
            undefined,
            id,
          );
      });
    },
  },
];
