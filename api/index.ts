/**
 * The lead service: the one entry every host adapts to (contract and usage: api/contract/service.ts).
 *
 *   import { createLeadService, MAX_BODY_BYTES, createJsonLogger } from "../api"
 *
 * Parts, each a folder or module of its own:
 *   contract/   the lead's fields and their checks (shared with the forms), the service's types
 *   config.ts   the run-time configuration, read and checked in one place
 *   store/      where leads wait: one interface, two implementations (disk spool, Netlify Blobs)
 *   delivery/   the destinations (e-mail over SMTP or as .eml files, a signed webhook) and the one set of
 *               delivery rules both stores use
 *   http/       the HTTP adapter: request in, status/headers/body out
 *   service.ts  createLeadService: the object that holds a process's state
 *   deliver-command.ts  the operator's command (leads:deliver), for its two entries
 */
export { createLeadService } from "./service"
export { createJsonLogger, leadLoggerOf, lineFormat, type JsonLoggerOptions } from "./log"
export { MAX_BODY_BYTES, MESSAGES } from "./http/handler"
export { leadIdFromMessageId } from "./delivery/message"
export { runDeliverCommand, DELIVER_EXIT, type DeliverCommandOptions } from "./deliver-command"
export { blobsConnectionFrom } from "./store/blobs-context"
export { signWebhook, verifyWebhookSignature, SIGNATURE_HEADER, type SignatureCheck } from "./delivery/webhook"
export type {
  BlobsConnection,
  DeliverDueOptions,
  DeliverDueResult,
  DestinationName,
  HeaderMap,
  LeadCounts,
  LeadDrainSummary,
  LeadHttpRequest,
  LeadHttpResponse,
  LeadLogFields,
  LeadLogger,
  LeadLogLevel,
  LeadResponseBody,
  LeadService,
  LeadServiceOptions,
  LeadStartReport,
  LeadStoreKind,
} from "./contract/service"
