/**
 * A valid address body (POST /v1/addresses, guest checkout addresses), in Tokyo (13): one for the
 * API tests' helpers (accounts.ts, checkouts.ts) and the multi-process test (scripts/multiprocess).
 */
export const ADDRESS = {
  lastname: '山田',
  firstname: '花子',
  lastnameKana: 'やまだ',
  firstnameKana: 'はなこ',
  postalCode: '1000001',
  prefectureCode: 13,
  city: '千代田区',
  addressLine1: '千代田1-1',
  addressLine2: 'はたけビル 101',
  phoneNumber: '03-1234-5678',
};
