// Five made-up operators running calls and messaging; each maps the roles the scenarios use to its own service names.
export type Role =
  | "proxy"
  | "registrar"
  | "pbx"
  | "media"
  | "turn"
  | "signal"
  | "sms"
  | "cdr"
  | "billing"
  | "lnp"
  | "api";

export interface Estate {
  company: string;
  ns: string;
  domain: string;
  carrier: string;
  smsc: string;
  services: Partial<Record<Role, string>>;
  /** The service that logs the same harmless complaint all day. */
  noisy: Role;
}

export const ESTATES: Estate[] = [
  {
    company: "Brightline Voice",
    ns: "brightline-prod",
    domain: "brightline.example",
    carrier: "sip.tollgate-carrier.example",
    smsc: "smsc1.northsea-mobile.example",
    services: {
      proxy: "sip-edge",
      registrar: "sip-registrar",
      pbx: "pbx-core",
      media: "rtp-relay",
      sms: "sms-bridge",
      cdr: "cdr-writer",
      lnp: "lnp-lookup",
      api: "voice-api",
      turn: "turn-relay",
      billing: "billing-rater",
    },
    noisy: "registrar",
  },
  {
    company: "Kestrel Mobile",
    ns: "kestrel-voice",
    domain: "kestrel.example",
    carrier: "trunk.meridian-wholesale.example",
    smsc: "smpp.kestrel-hub.example",
    services: {
      proxy: "kamailio-lb",
      pbx: "asterisk-pbx",
      media: "rtpengine",
      sms: "smpp-gw",
      cdr: "cdr-sink",
      lnp: "port-check",
      api: "customer-api",
      signal: "ws-signal",
    },
    noisy: "sms",
  },
  {
    company: "Orca Comms",
    ns: "orca-rtc",
    domain: "orcacomms.example",
    carrier: "gw2.bluefin-telco.example",
    smsc: "smsc.bluefin-telco.example",
    services: {
      proxy: "opensips-edge",
      registrar: "opensips-reg",
      pbx: "pbx-media",
      media: "media-relay",
      sms: "sms-hub",
      cdr: "cdr-store",
      lnp: "np-query",
      api: "portal-api",
      turn: "coturn",
    },
    noisy: "media",
  },
  {
    company: "Tidewater Networks",
    ns: "tidewater",
    domain: "tidewater.example",
    carrier: "sbc.harbor-interconnect.example",
    smsc: "smpp.harbor-interconnect.example",
    services: {
      proxy: "sbc-proxy",
      pbx: "pbx",
      media: "mediaproxy",
      sms: "smsc-client",
      cdr: "cdr-db-writer",
      lnp: "numport",
      api: "accounts-api",
      signal: "webrtc-gw",
      billing: "rating-engine",
    },
    noisy: "api",
  },
  {
    company: "Lumen Dial",
    ns: "lumen-prod",
    domain: "lumendial.example",
    carrier: "in.corvid-carrier.example",
    smsc: "smsc.corvid-carrier.example",
    services: {
      proxy: "edge-proxy",
      registrar: "registrar",
      pbx: "voice-core",
      media: "rtp-media",
      sms: "sms-gateway",
      cdr: "cdr-ingest",
      lnp: "lnp-svc",
      api: "dev-api",
      signal: "signalling",
      turn: "stun-turn",
    },
    noisy: "turn",
  },
];
