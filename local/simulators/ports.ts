/**
 * The outside world's stand-ins as the local stack runs them: the payment provider (Stripe),
 * the Tax Administration's fiscalisation service (CIS) and the eRačun information intermediary
 * (moj-eRačun). Each is a port: the stack starts it with what it knows (a port number, the
 * shop's webhook, the seller) and gets back where the shop's adapter and a person reach it, what
 * the shop's environment needs of it, and how to stop it. Each simulator's own module offers
 * more (faults, what it received) to the tests that import it directly.
 *
 * The AWS stand-ins (DynamoDB Local, the SQS and Lambda stand-ins, the SES inbox, the streams,
 * the edge) are not here: they stand in for the shop's own infrastructure, beside local/stack.ts.
 */

/** A stand-in once started. */
export interface RunningSimulator {
  /** Its origin: the API the shop's adapter calls and the pages a person opens. */
  readonly url: string;
  stop(): Promise<void>;
}

/** A stand-in the local stack starts. */
export interface SimulatorPort<Options, Running extends RunningSimulator = RunningSimulator> {
  /** What it is, as the stack's log and its failures to stop name it. */
  readonly name: string;
  start(options: Options): Promise<Running>;
}

export interface PaymentsOptions {
  /** 0 picks a free port. */
  port: number;
  /** The shop's webhook endpoint, e.g. `http://localhost:3000/api/payments/webhook`. */
  webhookUrl: string;
  /** The `whsec_...` secret the shop verifies the webhooks' signatures with. */
  webhookSecret: string;
  /** Sessions, payment intents and coupons are kept here across restarts; in memory only without it. */
  stateFile?: string;
}

export interface RunningPayments extends RunningSimulator {
  /** The operator's page: the sessions, a bank transfer's arrival, faults. */
  readonly operatorUrl: string;
  /** Whether it answers over the network, for the stack's health. */
  answers(): Promise<boolean>;
}

/** Stripe's stand-in (payments/): its REST API, the hosted payment page, signed webhooks. */
export type PaymentsPort = SimulatorPort<PaymentsOptions, RunningPayments>;

export interface CisOptions {
  /** 0 picks a free port. */
  port: number;
  /** The seller whose receipts it takes and whom the local test certificate names. */
  sellerOib: string;
  /** Where the local test certificate is kept (made at the first start); in memory only without it. */
  certificateDir?: string;
}

export interface RunningCis extends RunningSimulator {
  /** Where the shop sends receipts and Fiscalisation 2.0's messages (FISCAL_CIS_URL). */
  readonly endpoint: string;
  /** The fiscal secret's JSON for the local test certificate, as the functions read the real one from its secret. */
  readonly fiscalSecret: string;
  /** The test CA that stands for FINA: the shop trusts it for CIS's TLS and its signature (FISCAL_CIS_CA). */
  readonly caPem: string;
  /** Whether it answers over TLS as the shop trusts it, for the stack's health. */
  answers(): Promise<boolean>;
}

/** The Tax Administration's CIS's stand-in (cis/): schema and signature checks, JIRs, Fiscalisation 2.0. */
export type CisPort = SimulatorPort<CisOptions, RunningCis>;

export interface ERacunOptions {
  /** 0 picks a free port. */
  port: number;
  /** The seller whose API user it accepts. */
  sellerOib: string;
}

export interface RunningERacun extends RunningSimulator {
  /** The shop's API user at the intermediary, as ERACUN_SECRET holds it. */
  readonly secret: string;
}

/** The information intermediary's stand-in (eracun/): its API v2, every document checked by the official schematrons. */
export type ERacunPort = SimulatorPort<ERacunOptions, RunningERacun>;

/** The stand-ins one local stack runs. */
export interface LocalSimulators {
  /**
   * `null` runs the stack without a payment simulator. The shop's payment provider is then a
   * dead address (never Stripe's), so a payment call fails instead of going out, and the stack's
   * health says `missing`; the rest of the shop works as before.
   */
  payments: PaymentsPort | null;
  cis: CisPort;
  eracun: ERacunPort;
}
