/**
 * The checkout's writes, as server actions (docs/rules/checkout-and-payments.md), one per file in
 * ./actions/: they run on the storefront's server with the shopper's `session_id` cookie and, signed
 * in, the member's token, which browser code never sees (docs/adr/0010). A placed order answers
 * the payment page's URL and the browser is sent there by a redirect, so the confirmation page's
 * POST never stays in the history. Every refusal is the catalogue's sentence. This index only
 * names them for the pages and forms.
 */
export { addCheckoutAddressAction } from './actions/add-checkout-address.ts';
export { placeBookingAction } from './actions/place-booking.ts';
export { placeProductOrderAction } from './actions/place-product-order.ts';
export { pollCheckoutAction } from './actions/poll-checkout.ts';
export { saveGuestAddressAction } from './actions/save-guest-address.ts';
export { settleSandboxAction } from './actions/settle-sandbox.ts';
