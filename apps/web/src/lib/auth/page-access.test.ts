import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decidePageAccess } from './page-access.ts';

describe('decidePageAccess', () => {
  it.each([
    '/account/edit/email',
    '/account/edit/id',
    '/account/edit/username',
    '/account/edit/password',
    '/account/edit/notification',
    '/account/edit/thumbnail',
    '/account/edit/complete',
  ])('signed out, %s goes to sign in and back', (pathname) => {
    expect(decidePageAccess({ pathname, signedIn: false })).toEqual({
      kind: 'redirect',
      path: `/signin?redirect=${encodeURIComponent(pathname)}`,
    });
    expect(decidePageAccess({ pathname, signedIn: true })).toEqual({ kind: 'render' });
  });

  it('keeps the page’s query on the way back (the e-mail change’s verify step)', () => {
    const access = decidePageAccess({
      pathname: '/account/edit/email',
      search: 'step=verify&email=a%40example.com',
      signedIn: false,
    });
    expect(access).toEqual({
      kind: 'redirect',
      path: '/signin?redirect=%2Faccount%2Fedit%2Femail%3Fstep%3Dverify%26email%3Da%2540example.com',
    });
    const back = new URLSearchParams((access.kind === 'redirect' ? access.path : '').split('?')[1]).get(
      'redirect',
    );
    expect(back).toBe('/account/edit/email?step=verify&email=a%40example.com');
  });

  it.each(['/signin', '/signup'])('signed in, %s goes to /account', (pathname) => {
    expect(decidePageAccess({ pathname, signedIn: true })).toEqual({ kind: 'redirect', path: '/account' });
    expect(decidePageAccess({ pathname, signedIn: false })).toEqual({ kind: 'render' });
  });

  it('signed in, /signin?redirect= goes to that page of this site, with its locale', () => {
    expect(
      decidePageAccess({ pathname: '/signin', signedIn: true, redirect: '/account/edit/email' }),
    ).toEqual({ kind: 'redirect', path: '/account/edit/email', locale: undefined });
    expect(decidePageAccess({ pathname: '/signin', signedIn: true, redirect: '/en/account' })).toEqual({
      kind: 'redirect',
      path: '/account',
      locale: 'en',
    });
  });

  it.each([
    'https://evil.example/',
    '//evil.example',
    '/%09/evil.example',
    '/signin',
    '/signup?x=1',
    '/en/signin',
    42,
  ])('signed in, a foreign or guest-only ?redirect=%j falls back to /account', (redirect) => {
    expect(decidePageAccess({ pathname: '/signin', signedIn: true, redirect })).toEqual({
      kind: 'redirect',
      path: '/account',
    });
  });

  it('other pages always render, signed in or not', () => {
    for (const pathname of [
      '/',
      '/account',
      '/verify',
      '/register',
      '/account/orders/1',
      '/items/1',
      '/account/edit',
    ])
      for (const signedIn of [true, false])
        expect(decidePageAccess({ pathname, signedIn })).toEqual({ kind: 'render' });
  });

  it('never redirects a page to itself, and never from sign-in to a guest-only page', () => {
    const pages = fc.constantFrom(
      '/signin',
      '/signup',
      '/account/edit/email',
      '/account/edit/complete',
      '/account',
      '/',
    );
    fc.assert(
      fc.property(pages, fc.boolean(), fc.oneof(fc.string(), pages), (pathname, signedIn, redirect) => {
        const access = decidePageAccess({ pathname, signedIn, redirect });
        if (access.kind === 'render') return true;
        const target = access.path.split('?')[0];
        return target !== pathname && !(signedIn && /^\/(signin|signup)$/.test(target ?? ''));
      }),
    );
  });
});
