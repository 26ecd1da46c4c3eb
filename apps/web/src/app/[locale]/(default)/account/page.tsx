import type { AddressesResponse, OrdersResponse } from '@hatake/contract';
import { addressLabel, MAX_ADDRESSES_PER_USER } from '@hatake/contract/values';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AddressActions } from '@/components/account/address-actions.tsx';
import { AddressRemoval } from '@/components/account/address-removal.tsx';
import { Avatar } from '@/components/account/avatar.tsx';
import { Pagination } from '@/components/catalogue/pagination.tsx';
import { OrderList } from '@/components/order/order-list.tsx';
import { Link, redirect } from '@/i18n/navigation.ts';
import { addressInput, listAddresses } from '@/lib/api/addresses.ts';
import type { ApiClient } from '@/lib/api/client.ts';
import { errorMessage } from '@/lib/api/error-messages.ts';
import { listOrders } from '@/lib/api/orders.ts';
import { fromE164 } from '@/lib/auth/forms.ts';
import { authedApi, getCurrentUser } from '@/lib/auth/session.ts';
import { localeOf } from '@/lib/i18n/page-params.ts';
import { pageBeyondLast, pageCount, pageOffset, parsePage } from '@/lib/pagination.ts';
import { deleteAddressAction, setDefaultAddressAction, signOutAction } from './actions.ts';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'account' });
  return { title: t('title'), robots: { index: false } };
}

const buttonClass =
  'inline-flex min-h-11 items-center justify-center rounded-full border border-leaf px-4 font-bold text-leaf-dark text-sm hover:bg-leaf-light';

/**
 * Addresses per page of the address book: a member keeps at most MAX_ADDRESSES_PER_USER (20), so
 * half of that per page keeps the list short enough to scan on a phone.
 */
const ADDRESS_PAGE_SIZE = MAX_ADDRESSES_PER_USER / 2;

const listAddressPage = (api: ApiClient, page: number) =>
  listAddresses({ limit: ADDRESS_PAGE_SIZE, offset: pageOffset(page, ADDRESS_PAGE_SIZE) }, { client: api });

/** `/account?addressPage=N`: the address list, paged. */
const addressPageHref = (page: number) =>
  page > 1 ? `/account?addressPage=${page}#addresses` : '/account#addresses';

/** Orders per page of the history (docs/rules/orders.md). */
const ORDER_PAGE_SIZE = 20;

/** `/account?orderPage=N`: the order history, paged. */
const orderPageHref = (page: number) => (page > 1 ? `/account?orderPage=${page}#orders` : '/account#orders');

/**
 * One page of the order history, or the catalogue's sentence. A page past the end (an old link)
 * shows the last page instead, as the address list does (docs/product.md, "Paging").
 */
async function loadOrders(
  api: ApiClient | undefined,
  page: number,
  locale: 'ja' | 'en',
): Promise<{ orders?: OrdersResponse; page: number; error: string }> {
  if (!api) return { page, error: '' };
  const listPage = (n: number) =>
    listOrders({ limit: ORDER_PAGE_SIZE, offset: pageOffset(n, ORDER_PAGE_SIZE) }, { client: api });
  try {
    const orders = await listPage(page);
    const last = pageBeyondLast(page, orders.total, ORDER_PAGE_SIZE);
    if (last !== undefined && orders.total > 0)
      return { orders: await listPage(last), page: last, error: '' };
    return { orders, page, error: '' };
  } catch (error) {
    return { page, error: errorMessage(error, locale) };
  }
}

/** docs/product.md#storefront-pages: guarded (signed out → /signin?redirect=/account); the edit pages use lib/auth/page-guard.ts. */
export default async function AccountPage({ params, searchParams }: Props) {
  const locale = await localeOf(params);
  setRequestLocale(locale);
  const user = await getCurrentUser();
  if (!user) return redirect({ href: { pathname: '/signin', query: { redirect: '/account' } }, locale });

  const t = await getTranslations('account');
  const api = await authedApi(locale);
  const query = await searchParams;
  let addressPage = parsePage(query.addressPage);
  const orderHistory = loadOrders(api, parsePage(query.orderPage), locale);
  let addresses: AddressesResponse | undefined;
  let addressError: string | undefined;
  try {
    if (api) {
      addresses = await listAddressPage(api, addressPage);
      // Past the end (the last address of the last page was deleted): show the last page instead.
      const last = pageCount(addresses.total, ADDRESS_PAGE_SIZE);
      if (addresses.addresses.length === 0 && addresses.total > 0 && addressPage > last) {
        addressPage = last;
        addresses = await listAddressPage(api, addressPage);
      }
    }
  } catch (error) {
    addressError = errorMessage(error, locale);
  }
  const c = await getTranslations('catalogue');
  const { orders, page: orderPage, error: orderError } = await orderHistory;

  const rows: { label: string; value: string; href?: string }[] = [
    { label: t('profile.username'), value: user.username, href: '/account/edit/username' },
    {
      label: t('profile.name'),
      value: `${user.lastname} ${user.firstname}（${user.lastnameKana} ${user.firstnameKana}）`,
    },
    { label: t('profile.accountId'), value: user.accountId, href: '/account/edit/id' },
    { label: t('profile.email'), value: user.email, href: '/account/edit/email' },
    { label: t('profile.password'), value: '********', href: '/account/edit/password' },
    {
      label: t('profile.notification'),
      value: user.notificationEnabled ? t('profile.notificationOn') : t('profile.notificationOff'),
      href: '/account/edit/notification',
    },
  ];

  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="font-bold text-3xl text-soil">{t('title')}</h1>

      <section
        aria-labelledby="profile-heading"
        className="mt-8 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-line sm:p-8"
      >
        <h2 id="profile-heading" className="font-bold text-soil text-xl">
          {t('profile.heading')}
        </h2>
        {/*
          On a phone the names must not be squeezed to a column of single characters: the name block
          keeps at least 11rem (the button wraps below it instead), and long names or addresses
          break only where they must (overflow-wrap: anywhere), never per character.
        */}
        <div className="mt-6 flex flex-wrap items-center gap-4">
          <Avatar url={user.thumbnailUrl} name={user.username} size={72} alt={t('profile.thumbnailAlt')} />
          <div className="min-w-0 flex-1 basis-44">
            <p data-profile="username" className="font-bold text-lg text-soil [overflow-wrap:anywhere]">
              {user.username}
            </p>
            <p data-profile="accountId" className="text-muted text-sm [overflow-wrap:anywhere]">
              @{user.accountId}
            </p>
          </div>
          <Link href="/account/edit/thumbnail" className={buttonClass}>
            {t('profile.changeThumbnail')}
          </Link>
        </div>
        <dl className="mt-6 divide-y divide-line border-line border-t">
          {rows.map((row) => (
            // Phone: the label on its own line, then the value with the button beside it; wider
            // screens: label, value and button in one row.
            <div
              key={row.label}
              className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-4 gap-y-1 py-3 sm:grid-cols-[10rem_minmax(0,1fr)_auto]"
            >
              <dt className="col-span-2 font-semibold text-muted text-sm sm:col-span-1">{row.label}</dt>
              <dd
                data-profile-value={row.label}
                className={`min-w-0 text-soil [overflow-wrap:anywhere] ${row.href ? '' : 'col-span-2 sm:col-span-2'}`}
              >
                {row.value}
              </dd>
              {row.href ? (
                <dd>
                  <Link href={row.href} className={buttonClass}>
                    {t('profile.change')}
                    <span className="sr-only">: {row.label}</span>
                  </Link>
                </dd>
              ) : null}
            </div>
          ))}
        </dl>
      </section>

      <section
        id="addresses"
        aria-labelledby="addresses-heading"
        className="mt-8 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-line sm:p-8"
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="addresses-heading" className="font-bold text-soil text-xl">
            {t('addresses.heading', { total: addresses?.total ?? 0 })}
          </h2>
          <Link href="/account/addresses/new" className={buttonClass}>
            {t('addresses.add')}
          </Link>
        </div>
        <AddressRemoval remove={deleteAddressAction}>
          {addressError ? (
            <p role="alert" className="mt-4 text-persimmon-dark">
              {addressError}
            </p>
          ) : addresses && addresses.addresses.length > 0 ? (
            <ul className="mt-6 grid gap-4">
              {addresses.addresses.map((address) => (
                <li key={address.id} className="rounded-xl border border-line p-4">
                  <div className="flex flex-wrap items-center gap-2">
                    <p className="font-bold text-soil">
                      {address.lastname} {address.firstname}
                      <span className="ml-2 font-normal text-muted text-sm">
                        （{address.lastnameKana} {address.firstnameKana}）
                      </span>
                    </p>
                    {address.isDefault ? (
                      <span className="rounded-full bg-leaf-dark px-2.5 py-0.5 font-bold text-white text-xs">
                        {t('addresses.default')}
                      </span>
                    ) : null}
                  </div>
                  <p className="mt-2 text-soil text-sm">{addressLabel(address, locale)}</p>
                  <p className="mt-1 text-muted text-sm">
                    {t('addresses.phone')}: {fromE164(address.phoneNumber)}
                  </p>
                  <AddressActions
                    id={address.id}
                    page={addressPage}
                    isDefault={address.isDefault}
                    setDefault={setDefaultAddressAction.bind(null, addressInput(address))}
                    labels={{
                      makeDefault: t('addresses.makeDefault'),
                      delete: t('addresses.delete'),
                      name: `${address.lastname} ${address.firstname}`,
                    }}
                  >
                    <Link href={`/account/addresses/${address.id}`} className={buttonClass}>
                      {t('addresses.edit')}
                      <span className="sr-only">
                        : {address.lastname} {address.firstname}
                      </span>
                    </Link>
                  </AddressActions>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-4 text-muted">{t('addresses.empty')}</p>
          )}
        </AddressRemoval>
        {addresses ? (
          <Pagination
            current={addressPage}
            count={pageCount(addresses.total, ADDRESS_PAGE_SIZE)}
            hrefFor={addressPageHref}
            text={{
              label: t('addresses.pagination'),
              previous: c('pagination.previous'),
              next: c('pagination.next'),
              page: (n) => c('pagination.page', { page: n }),
            }}
          />
        ) : null}
      </section>

      <OrderList
        orders={orders}
        error={orderError}
        page={orderPage}
        pageSize={ORDER_PAGE_SIZE}
        hrefFor={orderPageHref}
        locale={locale}
      />

      <form action={signOutAction} className="mt-8 flex justify-end">
        <button
          type="submit"
          className="inline-flex min-h-12 items-center justify-center rounded-full bg-soil px-8 font-bold text-white hover:bg-soil-light"
        >
          {t('signOut')}
        </button>
      </form>
    </div>
  );
}
