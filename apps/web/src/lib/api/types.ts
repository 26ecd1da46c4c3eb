// The wire types come from the shared contract; the web imports types only (ARCHITECTURE §2).
// Enum objects are re-exported as types too: use `(typeof ScheduleStatus)['LIVE']` to check a literal.
export type {
  ArchiveSummary,
  Coordinator,
  ErrorResponse,
  Experience,
  LiveProduct,
  LiveSummary,
  PaymentSystem,
  PaymentSystemsResponse,
  Product,
  ProductStatus,
  ScheduleStatus,
  TopCommonResponse,
  VideoSummary,
} from '@hatake/contract';
