// Estate 3: a university learning platform ("campusly"), traced, decoy video-lectures.
import type { Rng } from "./rng.js";
import type { Estate } from "./types.js";

const code = (r: Rng) => `${r.pick(["CS", "MATH", "HIST", "BIO", "ECON", "LAW"])}${r.int(100, 499)}`;
const stu = (r: Rng) => `S${r.int(2100000, 2499999)}`;

export const CAMPUS: Estate = {
  name: "campusly",
  namespace: "campus-prod",
  traced: true,
  services: [
    {
      name: "lms-web",
      weight: 6,
      normal: [
        (r) => `GET /courses/${code(r)}/home 200 ${r.int(30, 300)}ms`,
        (r) => `POST /assignments/A${r.int(1000, 9999)}/submit 201 ${r.int(80, 600)}ms`,
        (r) => `GET /grades 200 ${r.int(20, 200)}ms`,
        (r) => `GET /search?q=${r.pick(["thesis", "exam", "syllabus", "lab+report"])} 200 ${r.int(40, 300)}ms`,
      ],
    },
    {
      name: "search",
      weight: 2,
      normal: [
        (r) =>
          `query "${r.pick(["linear algebra", "exam schedule", "lab safety", "reading list"])}" -> ${r.int(0, 400)} hits (${r.int(5, 90)}ms)`,
      ],
    },
    {
      name: "courses",
      weight: 3,
      normal: [
        (r) => `course ${code(r)} page served (modules=${r.int(4, 14)})`,
        (r) => `announcement posted in ${code(r)} by staff E${r.int(1000, 9999)}`,
      ],
    },
    {
      name: "gradebook",
      weight: 2,
      normal: [
        (r) => `grade saved for ${stu(r)} in ${code(r)} (${r.int(40, 100)}/100)`,
        (r) => `gradebook view for ${code(r)} (${r.int(20, 400)} rows) in ${r.int(10, 120)}ms`,
      ],
    },
    {
      name: "submissions",
      weight: 2,
      normal: [
        (r) => `stored submission SUB${r.int(100000, 999999)} (${r.int(40, 9000)}KB) for ${code(r)}`,
        (r) => `late-policy applied to SUB${r.int(100000, 999999)}: -${r.int(0, 3) * 5}%`,
      ],
    },
    {
      name: "plagiarism-check",
      weight: 1,
      normal: [
        (r) => `similarity report for SUB${r.int(100000, 999999)}: ${r.int(0, 40)}%`,
        (r) => `queued SUB${r.int(100000, 999999)} for similarity check`,
      ],
    },
    {
      name: "video-lectures",
      weight: 2,
      normal: [(r) => `served HLS manifest for lecture L${r.int(10000, 99999)} (${r.pick(["720p", "1080p", "480p"])})`],
    },
    {
      name: "enrolment",
      weight: 2,
      normal: [
        (r) => `${stu(r)} enrolled in ${code(r)} section ${r.int(1, 9)}`,
        (r) => `waitlist for ${code(r)}: ${r.int(0, 40)} students`,
      ],
    },
    {
      name: "notifier",
      weight: 2,
      normal: [
        (r) =>
          `email queued to ${stu(r).toLowerCase()}@student.campusly.edu (${r.pick(["grade", "deadline", "announcement"])})`,
        (r) => `digest sent to ${r.int(20, 900)} students`,
      ],
    },
    {
      name: "sso",
      weight: 2,
      normal: [
        (r) => `login ok for ${stu(r)} via saml (idp=campus-adfs)`,
        (r) => `token issued kid=k-2026-06 sub=${stu(r)} exp=3600`,
      ],
    },
  ],
  flows: [
    ["lms-web", "courses"],
    ["lms-web", "search"],
    ["lms-web", "submissions", "plagiarism-check"],
    ["lms-web", "gradebook"],
    ["lms-web", "sso"],
    ["lms-web", "enrolment"],
  ],
  decoy: {
    svc: "video-lectures",
    level: "error",
    every: [5, 18],
    msg: (r) =>
      `transcode job TJ${r.int(10000, 99999)} for lecture L${r.int(10000, 99999)}: audio track missing, published without captions`,
  },
};
