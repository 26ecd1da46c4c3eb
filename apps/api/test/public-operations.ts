/**
 * The one list of API operations that may be called without a bearer token, keyed as
 * `Operation.key` in helpers/openapi-operations.ts (`GET /v1/products/{productId}`).
 *
 * authorization-matrix.test.ts walks `/v1/openapi.json` and fails when an operation has no security
 * marker (`onRequest: app.requireUser`) and is missing here, or when an entry here no longer exists
 * or has become secured. Adding an entry is a decision that anyone may call the route: say why.
 *
 * `checksCredentials`: the operation itself checks credentials other than the bearer token
 * (password, refresh token, OAuth code), so it documents 401 although it is public. No other
 * public operation may document 401.
 */
export type PublicOperation = { why: string; checksCredentials?: true };

export const PUBLIC_OPERATIONS: Readonly<Record<string, PublicOperation>> = {
  // Probes and storefront reads: the catalogue is open to guests.
  'GET /health': { why: 'liveness and database status for the storefront health page and probes' },
  'GET /v1/top/common': { why: 'top page content' },
  'GET /v1/statuses/payments': { why: 'payment-system statuses shown to guests' },
  'GET /v1/products': { why: 'catalogue' },
  'GET /v1/products/{productId}': { why: 'catalogue' },
  'GET /v1/products/{productId}/shipping-estimate': { why: 'the product page shows guests a shipping fee' },
  'GET /v1/coordinators': { why: 'catalogue' },
  'GET /v1/coordinators/{coordinatorId}': { why: 'catalogue' },
  'GET /v1/producers': { why: 'catalogue' },
  'GET /v1/producers/{producerId}': { why: 'catalogue' },
  'GET /v1/experiences': { why: 'catalogue' },
  'GET /v1/experiences/geolocation': { why: 'catalogue (map)' },
  'GET /v1/experiences/{experienceId}': { why: 'catalogue' },
  'GET /v1/products/{productId}/reviews': { why: 'reviews are read by guests' },
  'GET /v1/products/{productId}/reviews/{reviewId}': { why: 'reviews are read by guests' },
  'GET /v1/experiences/{experienceId}/reviews': { why: 'reviews are read by guests' },
  'GET /v1/experiences/{experienceId}/reviews/{reviewId}': { why: 'reviews are read by guests' },
  'GET /v1/spots': { why: 'spots on the map are shown to guests (posting needs a member)' },
  'GET /v1/spots/{spotId}': { why: 'spots on the map are shown to guests' },
  'GET /v1/spot-types': { why: 'spot types label the map for guests' },
  'GET /v1/volunteers': { why: 'volunteer posts are read by guests (the /volunteer pages)' },
  'GET /v1/volunteers/{volunteerId}': { why: 'volunteer posts are read by guests' },
  'GET /v1/promotions/{code}': { why: 'guests check a promotion code before checkout' },
  'GET /v1/postal-codes/{postalCode}': { why: 'address form helper, bundled data' },
  'POST /v1/contacts': { why: 'contact form (rate limited, no mail relay)' },

  // Lives, archives, videos and their comments: watched and read by guests; guests comment too.
  'GET /v1/schedules/lives': { why: 'catalogue (live sales)' },
  'GET /v1/schedules/archives': { why: 'catalogue (live sales)' },
  'GET /v1/schedules/{scheduleId}': { why: 'the live page, open to guests' },
  'GET /v1/schedules/{scheduleId}/comments': { why: 'the live chat is read by guests' },
  'GET /v1/schedules/{scheduleId}/comments/stream': { why: 'the live chat pushed to guests (SSE)' },
  'POST /v1/guests/schedules/{scheduleId}/comments': {
    why: 'guests comment on a live (anonymously; rate limited per client address)',
  },
  'GET /v1/videos': { why: 'catalogue (videos)' },
  'GET /v1/videos/{videoId}': { why: 'the video page, open to guests' },
  'GET /v1/videos/{videoId}/comments': { why: 'video comments are read by guests' },
  'GET /v1/videos/{videoId}/comments/stream': { why: 'video comments pushed to guests (SSE)' },
  'POST /v1/guests/videos/{videoId}/comments': {
    why: 'guests comment on a video (anonymously; rate limited per client address)',
  },

  // The cart: a guest's is keyed by the session cookie, a member's by the (optional) bearer token.
  'GET /v1/carts': { why: 'cart of the guest session or of the signed-in member' },
  'POST /v1/carts/-/items': { why: 'guests add to their session cart' },
  'DELETE /v1/carts/-/items/{productId}': { why: 'guests remove from their session cart' },
  'GET /v1/carts/{coordinatorId}': { why: 'guests price their session cart' },

  // Guest checkout: the cart, the order and its state are keyed by the session cookie.
  'POST /v1/guests/checkouts/products': { why: 'guests check out their session cart' },
  'GET /v1/guests/checkouts/experiences/{experienceId}': {
    why: 'price of a booking (the storefront prices for members with it too)',
  },
  'POST /v1/guests/checkouts/experiences/{experienceId}': { why: 'guests book an experience' },
  'GET /v1/guests/checkouts/{transactionId}': {
    why: 'a guest polls the checkout made with this session cookie (another session → 404)',
  },

  // Payments: the provider calls us, and the sandbox's payment page stands in for the provider's.
  'POST /v1/payments/sandbox/notifications': {
    why: 'provider webhook: the HMAC signature of the body is the credential',
    checksCredentials: true,
  },
  'POST /v1/payments/komoju/notifications': {
    why: 'provider webhook: the HMAC signature of the body is the credential',
    checksCredentials: true,
  },
  'GET /v1/payments/sandbox/sessions/{sessionId}': {
    why: 'the sandbox payment page: the page token of the payment URL is the credential',
    checksCredentials: true,
  },
  'POST /v1/payments/sandbox/sessions/{sessionId}': {
    why: 'the sandbox payment page settles its session: the page token of the payment URL is the credential',
    checksCredentials: true,
  },

  // Signing up and in: the caller has no token yet.
  'POST /v1/auth': { why: 'sign-in', checksCredentials: true },
  'POST /v1/auth/refresh-token': {
    why: 'refresh (the refresh token is the credential)',
    checksCredentials: true,
  },
  'POST /v1/auth/forgot-password': { why: 'password reset: e-mails a code' },
  'POST /v1/auth/forgot-password/verified': { why: 'password reset: the e-mailed code is the credential' },
  'POST /v1/users/me': { why: 'sign-up' },
  'POST /v1/users/me/verified': { why: 'sign-up: the e-mailed code is the credential' },
  'POST /v1/users/me/verification-code': {
    why: 'sign-up: a new code for a pending sign-up, mailed only to its own address (one per address a minute)',
  },
  // The seller console's sign-in (docs/console.md): its own accounts and tokens.
  'POST /v1/console/auth': { why: 'console sign-in (password, and TOTP when on)', checksCredentials: true },
  'POST /v1/console/auth/refresh-token': {
    why: 'console refresh (the console refresh token is the credential)',
    checksCredentials: true,
  },
  'GET /v1/auth/google': { why: 'OAuth start (state kept against the guest session)' },
  'POST /v1/users/me/google': {
    why: 'OAuth sign-in: the authorization code is the credential',
    checksCredentials: true,
  },
  'GET /v1/auth/line': { why: 'OAuth start (state kept against the guest session)' },
  'POST /v1/users/me/line': {
    why: 'OAuth sign-in: the authorization code is the credential',
    checksCredentials: true,
  },

  // Uploads: the upload key and the signed URL are the capability.
  'GET /v1/upload/state': { why: 'state of an upload, known by its unguessable key' },
  'PUT /v1/upload/objects/{*}': { why: 'the HMAC-signed PUT URL is the credential' },
};
