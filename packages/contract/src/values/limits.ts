/**
 * Limits both sides of the wire know: the API's schemas enforce them, the storefront's forms and
 * pages apply the same numbers before anything is sent. Lengths count characters (code points), as
 * JSON Schema `maxLength` does. Runtime-free.
 */

// Paging (docs/api.md#paging)
/** Page size of a list route when `limit` is not given. */
export const DEFAULT_LIMIT = 20;
/** Largest `limit` a list route accepts. */
export const MAX_LIMIT = 200;
/**
 * The deepest an offset list pages: beyond it the database would scan rows nobody browses to, and a
 * number this size always fits the integer column types (docs/api.md, "Paging").
 */
export const MAX_OFFSET = 100_000;

/**
 * How many saved addresses a member may keep: a whole address book fits on the first page of
 * GET /v1/addresses (default limit 20). Adding one more is 412 (docs/accounts.md, "Addresses").
 */
export const MAX_ADDRESSES_PER_USER = 20;

/** Length of a promotion code. */
export const PROMOTION_CODE_LENGTH = 8;

/** An e-mail address (the column's size). */
export const EMAIL_MAX_LENGTH = 256;

/** Sign-up and account fields (SignUpRequest, the account edit forms). */
export const ACCOUNT_LIMITS = {
  /** Display name. */
  username: 32,
  accountIdMin: 4,
  accountId: 32,
  /** Last or first name. */
  name: 16,
  /** Last or first name in hiragana. */
  kana: 32,
  email: EMAIL_MAX_LENGTH,
  passwordMin: 8,
  password: 32,
} as const;

/**
 * A new sign-up code goes to one address at most once in this many seconds (the sign-up's own code
 * counts): POST /v1/users/me/verification-code answers 429 with Retry-After before that.
 */
export const SIGN_UP_CODE_RESEND_SECONDS = 60;

/** Address fields (CreateAddressRequest, UpdateAddressRequest, a guest checkout's address). */
export const ADDRESS_LIMITS = {
  /** Last or first name. */
  name: 16,
  /** Last or first name in hiragana. */
  kana: 32,
  postalCode: 16,
  city: 32,
  /** addressLine1 and addressLine2. */
  line: 64,
  /** The longest number PHONE_NUMBER_PATTERN takes: E.164, "+" and 15 digits. */
  phoneNumber: 16,
} as const;

/** The contact form (CreateContactRequest), by wire field. */
export const CONTACT_LIMITS = {
  title: 64,
  content: 2000,
  username: 64,
  email: EMAIL_MAX_LENGTH,
  phoneNumber: 32,
} as const;

/** A review (docs/rules/reviews.md): its title and comment, in characters (code points). */
export const REVIEW_LIMITS = {
  title: 64,
  comment: 2000,
} as const;

/** The keyword search of the product and experience lists (docs/rules/search.md). */
export const SEARCH_LIMITS = {
  /** `q`, in characters. */
  query: 64,
  /** Largest yen amount a price filter (`minPrice`, `maxPrice`) takes: the price column's range. */
  price: 2_147_483_647,
} as const;
