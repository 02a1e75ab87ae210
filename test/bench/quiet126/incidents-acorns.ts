// Little Acorns incidents: the face-match vendor behind guardian-registry stops answering in time at pickup
// (timeout), and photo-pipeline's scratch volume fills up (disk).

import { child, guardian, kiosk, staff } from "./estate-acorns.js";
import type { Incident } from "./incident-kit.js";
import { deploy } from "./lifecycle.js";
import * as stacks from "./stacks.js";
import { uuid } from "./voices.js";

const IDV = "https://api.faceverify.example/v2/match";

export const pickupTimeout: Incident = {
  id: "acorns-idv-timeout",
  estate: "acorns",
  origin: "guardian-registry",
  category: "timeout",
  hints: ["timeout", "timed out", "sockettimeout", "read timed"],
  severity: "high",
  hours: [15, 16],
  withNoise: ["pickup-refused"],
  note: "At the evening pickup peak the face-match vendor guardian-registry calls stops answering within its 8 s read timeout, so pickup verifications time out and checkin-svc and the door kiosks report deadline-exceeded errors and 504s.",
  run(c, start) {
    const { s, r, t1 } = c;
    s.as("bg").suppress({ svc: "guardian-registry", from: start, to: t1, keep: 0.06, match: /Pickup authorised/ });
    s.suppress({ svc: "checkin-svc", from: start, to: t1, keep: 0.25, match: /Checked out/ });
    s.suppress({ svc: "kiosk-gateway", from: start, to: t1, keep: 0.1, match: /pickup\/authorize/ });
    s.suppress({ svc: "guardian-registry", from: start, to: t1, keep: 0, match: /photo match/, all: true });
    s.as("noise");
    deploy(c, "parent-inbox", start - r.int(90000, 200000), "3.41.0");
    s.as("inc");
    s.spread(r.int(3, 5), start, start + 25000, (t) =>
      s.add(
        t,
        "guardian-registry",
        "WARN",
        `Slow response from face-match vendor: ${r.int(5200, 7900)} ms (POST ${IDV})`,
      ),
    );
    s.poisson(0.35, start + 8000, t1, (t) => {
      const tr = s.trace();
      const g = guardian(r);
      const kid = child(r);
      s.add(
        t,
        "guardian-registry",
        "ERROR",
        `Pickup verification failed for guardian ${g} child ${kid}: I/O error on POST request for "${IDV}": Read timed out`,
        {
          trace: tr,
          err: {
            type: "org.springframework.web.client.ResourceAccessException",
            message: `I/O error on POST request for "${IDV}": Read timed out`,
          },
          stack: stacks.java(
            `org.springframework.web.client.ResourceAccessException: I/O error on POST request for "${IDV}": Read timed out`,
            [
              "org.springframework.web.client.RestTemplate.createResourceAccessException(RestTemplate.java:915)",
              "org.springframework.web.client.RestTemplate.doExecute(RestTemplate.java:895)",
              "org.springframework.web.client.RestTemplate.execute(RestTemplate.java:790)",
              "org.springframework.web.client.RestTemplate.postForEntity(RestTemplate.java:539)",
              "uk.co.littleacorns.guardians.idv.FaceMatchClient.match(FaceMatchClient.java:64)",
              "uk.co.littleacorns.guardians.pickup.PickupVerifier.verify(PickupVerifier.java:88)",
              "uk.co.littleacorns.guardians.grpc.PickupGrpcService.authorize(PickupGrpcService.java:41)",
              "io.grpc.stub.ServerCalls$UnaryServerCallHandler$UnaryServerCallListener.onHalfClose(ServerCalls.java:182)",
              "io.grpc.internal.ServerImpl$JumpToApplicationThreadServerStreamListener$1HalfClosed.runInContext(ServerImpl.java:356)",
              "java.base/java.util.concurrent.ThreadPoolExecutor.runWorker(ThreadPoolExecutor.java:1144)",
              "java.base/java.lang.Thread.run(Thread.java:1583)",
            ],
            [
              {
                head: "java.net.SocketTimeoutException: Read timed out",
                frames: [
                  "java.base/sun.nio.ch.NioSocketImpl.timedRead(NioSocketImpl.java:288)",
                  "java.base/sun.nio.ch.NioSocketImpl.implRead(NioSocketImpl.java:314)",
                  "java.base/sun.nio.ch.NioSocketImpl.read(NioSocketImpl.java:355)",
                  "java.base/sun.security.ssl.SSLSocketInputRecord.read(SSLSocketInputRecord.java:489)",
                  "java.base/sun.security.ssl.SSLSocketImpl$AppInputStream.read(SSLSocketImpl.java:1003)",
                  "org.apache.hc.core5.http.impl.io.SessionInputBufferImpl.fillBuffer(SessionInputBufferImpl.java:149)",
                ],
                omitted: 14,
              },
            ],
          ),
        },
      );
      for (let a = 0; a < r.int(1, 3); a++)
        s.add(
          t + 1500 + a * 10050,
          "checkin-svc",
          "ERROR",
          `Pickup authorisation for child ${kid} failed (attempt ${a + 1}/3): io.grpc.StatusRuntimeException: DEADLINE_EXCEEDED: deadline exceeded after 9.999${r.int(100000, 999999)}s. [closed=[], open=[[buffered_nanos=${r.int(100000, 900000)}, remote_addr=guardian-registry.acorns-prod.svc.cluster.local/10.44.6.21:9090]]]`,
          { trace: tr },
        );
      s.add(t + 10100, "kiosk-gateway", "ERROR", "request completed", {
        trace: tr,
        kv: {
          method: "POST",
          url: "/v1/pickup/authorize",
          statusCode: 504,
          responseTime: 10012.4 + r.int(0, 40),
          kiosk: kiosk(r),
        },
      });
      if (r.chance(0.3))
        s.add(
          t + r.int(30000, 90000),
          "checkin-svc",
          "WARN",
          `Manual pickup override by ${staff(r)} for child ${kid} (verification unavailable); guardian ${g} identity checked by staff`,
          { trace: tr },
        );
    });
  },
};

const PY = "/usr/local/lib/python3.11/site-packages";

export const photoDisk: Incident = {
  id: "acorns-photo-enospc",
  estate: "acorns",
  origin: "photo-pipeline",
  category: "disk",
  hints: ["disk", "space", "enospc", "errno 28"],
  severity: "medium",
  hours: [6, 7, 15],
  note: "photo-pipeline's scratch volume fills up (the housekeeping can only evict originals older than 48 h), so every photo task fails with ENOSPC and parent-inbox sends digests with missing photos.",
  run(c, start) {
    const { s, r, t1 } = c;
    s.as("bg").suppress({
      svc: "photo-pipeline",
      from: start,
      to: t1,
      keep: 0.04,
      match: /process_upload.*succeeded in/,
    });
    s.as("noise");
    deploy(c, "notify-push", start - r.int(60000, 240000), "2.8.1");
    s.as("inc");
    s.add(
      start + r.int(15000, 40000),
      "photo-pipeline",
      "WARN",
      "scratch volume /var/spool/photos at 100% (threshold 85%), evicting originals older than 48h",
    );
    s.add(
      start + r.int(41000, 60000),
      "photo-pipeline",
      "WARN",
      "evicted 0 originals (none older than 48h), usage still 100%",
    );
    s.poisson(0.3, start, t1, (t) => {
      const id = uuid(r);
      const stage = r.pick([
        {
          file: "/app/photos/tasks.py",
          line: 88,
          fn: "process_upload",
          code: 'variant.save(dest, format="JPEG", quality=82, optimize=True)',
        },
        {
          file: "/app/photos/storage.py",
          line: 31,
          fn: "stage_original",
          code: "with tempfile.NamedTemporaryFile(dir=SCRATCH, delete=False) as fh:",
        },
      ]);
      const last =
        stage.fn === "stage_original"
          ? `OSError: [Errno 28] No space left on device: '/var/spool/photos/tmp/tmp${r.alnum(8)}'`
          : "OSError: [Errno 28] No space left on device";
      const frames =
        stage.fn === "stage_original"
          ? [
              {
                file: `${PY}/celery/app/trace.py`,
                line: 453,
                fn: "trace_task",
                code: "R = retval = fun(*args, **kwargs)",
              },
              {
                file: `${PY}/celery/app/trace.py`,
                line: 736,
                fn: "__protected_call__",
                code: "return self.run(*args, **kwargs)",
              },
              {
                file: "/app/photos/tasks.py",
                line: 52,
                fn: "process_upload",
                code: "path = storage.stage_original(upload_id, blob)",
              },
              stage,
              {
                file: "/usr/local/lib/python3.11/tempfile.py",
                line: 563,
                fn: "NamedTemporaryFile",
                code: "file = _io.open(dir, mode, buffering=buffering,",
              },
            ]
          : [
              {
                file: `${PY}/celery/app/trace.py`,
                line: 453,
                fn: "trace_task",
                code: "R = retval = fun(*args, **kwargs)",
              },
              {
                file: `${PY}/celery/app/trace.py`,
                line: 736,
                fn: "__protected_call__",
                code: "return self.run(*args, **kwargs)",
              },
              stage,
              { file: `${PY}/PIL/Image.py`, line: 2459, fn: "save", code: "save_handler(self, fp, filename)" },
              {
                file: `${PY}/PIL/JpegImagePlugin.py`,
                line: 824,
                fn: "_save",
                code: 'ImageFile._save(im, fp, [("jpeg", (0, 0) + im.size, 0, rawmode)], bufsize)',
              },
              {
                file: `${PY}/PIL/ImageFile.py`,
                line: 537,
                fn: "_save",
                code: "_encode_tile(im, fp, tile, bufsize, fh)",
              },
              { file: `${PY}/PIL/ImageFile.py`, line: 565, fn: "_encode_tile", code: "fp.write(data)" },
            ];
      if (r.chance(0.4)) s.add(t - 200, "photo-pipeline", "INFO", `Task photos.process_upload[${id}] received`);
      s.add(
        t,
        "photo-pipeline",
        "ERROR",
        `Task photos.process_upload[${id}] raised unexpected: OSError(28, 'No space left on device')`,
        {
          err: { type: "OSError", message: "[Errno 28] No space left on device" },
          stack: stacks.python(frames, last),
        },
      );
      if (r.chance(0.5))
        s.add(
          t + 5,
          "photo-pipeline",
          "WARN",
          `Task photos.process_upload[${id}] retry: Retry in 30s: OSError(28, 'No space left on device')`,
        );
    });
    s.poisson(0.2, start + 60000, t1, (t) => {
      if (r.chance(0.6))
        s.add(
          t,
          "parent-inbox",
          "ERROR",
          `digest for family F-${r.int(1000, 4999)}: photo variant missing (NoSuchKey: variants/${uuid(r)}/medium.jpg), sending without images`,
        );
      else
        s.add(
          t,
          "parent-inbox",
          "WARN",
          `photo P-${r.int(100000, 999999)} still processing after 300s, dropped from today's digest`,
        );
    });
  },
};
