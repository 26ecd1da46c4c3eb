/** Only plain account names become links (anything else could point anywhere). */
const ACCOUNT = /^[A-Za-z0-9._-]{1,64}$/;

/** Profile URL for an Instagram or Facebook account name from the API ("" or odd values → undefined). */
export function socialUrl(network: 'instagram' | 'facebook', id: string): string | undefined {
  const account = id.trim().replace(/^@/, '');
  if (!ACCOUNT.test(account) || /^\.+$/.test(account)) return undefined;
  return network === 'instagram'
    ? `https://www.instagram.com/${account}/`
    : `https://www.facebook.com/${account}`;
}
