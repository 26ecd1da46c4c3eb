import type { RenderedPage } from './page-store.ts';

/**
 * A stored page's nonce is replaced by a fresh one on every answer (docs/adr/0016, docs/adr/0005):
 * the policy stays `'nonce-…' 'strict-dynamic'` with a value no earlier visitor has seen. The page
 * is cut at each occurrence of its render's nonce once, when it is kept; an answer joins the pieces
 * around the new value.
 */

const NONCE_IN_POLICY = /'nonce-([^']+)'/;

/** The nonce the render put in its Content-Security-Policy, if any. */
export function renderedNonce(headers: RenderedPage['headers']): string | undefined {
  const policy = headers.find(([name]) => name === 'content-security-policy')?.[1];
  return policy ? NONCE_IN_POLICY.exec(policy)?.[1] : undefined;
}

export type NonceTemplate = {
  status: number;
  headers: { name: string; pieces: string[] }[];
  body: Buffer[];
  /** The bytes of the body without the nonces. */
  fixedLength: number;
};

function splitBuffer(body: Buffer, separator: Buffer): Buffer[] {
  const pieces: Buffer[] = [];
  let from = 0;
  for (let at = body.indexOf(separator, from); at >= 0; at = body.indexOf(separator, from)) {
    pieces.push(body.subarray(from, at));
    from = at + separator.length;
  }
  pieces.push(body.subarray(from));
  return pieces;
}

export function nonceTemplate(page: Pick<RenderedPage, 'status' | 'headers' | 'body'>): NonceTemplate {
  const nonce = renderedNonce(page.headers);
  const body = nonce ? splitBuffer(page.body, Buffer.from(nonce)) : [page.body];
  return {
    status: page.status,
    headers: page.headers.map(([name, value]) => ({ name, pieces: nonce ? value.split(nonce) : [value] })),
    body,
    fixedLength: body.reduce((sum, piece) => sum + piece.length, 0),
  };
}

export type FilledPage = {
  status: number;
  headers: [string, string][];
  /** The body in order, the stored pieces and the new nonce between them: written without a copy. */
  parts: Buffer[];
  length: number;
};

/** The page with `nonce` wherever the render had its own. */
export function withNonce(template: NonceTemplate, nonce: string): FilledPage {
  const value = Buffer.from(nonce);
  const parts: Buffer[] = [];
  template.body.forEach((piece, index) => {
    if (index > 0) parts.push(value);
    parts.push(piece);
  });
  return {
    status: template.status,
    headers: template.headers.map(({ name, pieces }) => [name, pieces.join(nonce)]),
    parts,
    length: template.fixedLength + value.length * (template.body.length - 1),
  };
}

/** The filled body as one buffer (for compression and tests). */
export const bodyOf = (page: FilledPage): Buffer => Buffer.concat(page.parts, page.length);
