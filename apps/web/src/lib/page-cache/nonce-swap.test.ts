import { describe, expect, it } from 'vitest';
import { bodyOf, nonceTemplate, renderedNonce, withNonce } from './nonce-swap.ts';

const POLICY = "default-src 'self'; script-src 'self' 'nonce-OLD+/==' 'strict-dynamic'";

const page = {
  status: 200,
  headers: [
    ['content-security-policy', POLICY],
    ['link', '</a.css>; rel=preload; as="style"; nonce="OLD+/=="'],
    ['content-type', 'text/html; charset=utf-8'],
  ] as [string, string][],
  body: Buffer.from('<script nonce="OLD+/==">1</script>日本語<script nonce="OLD+/==" src="/x.js"></script>'),
};

describe('nonce swap', () => {
  it('finds the nonce the render put in its policy', () => {
    expect(renderedNonce(page.headers)).toBe('OLD+/==');
    expect(renderedNonce([['content-type', 'text/html']])).toBeUndefined();
  });

  it('puts the new nonce wherever the render had its own, in the body and the headers', () => {
    const filled = withNonce(nonceTemplate(page), 'NEW123');
    expect(bodyOf(filled).toString()).toBe(
      '<script nonce="NEW123">1</script>日本語<script nonce="NEW123" src="/x.js"></script>',
    );
    expect(filled.length).toBe(bodyOf(filled).length);
    expect(filled.headers).toEqual([
      ['content-security-policy', "default-src 'self'; script-src 'self' 'nonce-NEW123' 'strict-dynamic'"],
      ['link', '</a.css>; rel=preload; as="style"; nonce="NEW123"'],
      ['content-type', 'text/html; charset=utf-8'],
    ]);
    expect(bodyOf(filled).toString()).not.toContain('OLD');
  });

  it('gives each answer its own nonce from one template', () => {
    const template = nonceTemplate(page);
    expect(bodyOf(withNonce(template, 'A')).toString()).not.toBe(bodyOf(withNonce(template, 'B')).toString());
  });

  it('leaves a page without a policy as it is', () => {
    const plain = {
      status: 404,
      headers: [['content-type', 'text/html']] as [string, string][],
      body: page.body,
    };
    expect(bodyOf(withNonce(nonceTemplate(plain), 'NEW')).equals(page.body)).toBe(true);
  });
});
