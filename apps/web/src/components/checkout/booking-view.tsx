import type { Address, PreCheckoutExperienceResponse } from '@hatake/contract';
import {
  AGE_GROUP_KEYS,
  agePricesOf,
  bookableDates,
  ExperienceStatus,
  MAX_COUNT_PER_GROUP,
  prefectureOptions,
  quoteBooking,
} from '@hatake/contract/values';
import { getTranslations } from 'next-intl/server';
import { MediaImage } from '@/components/ui/media-image.tsx';
import { Link } from '@/i18n/navigation.ts';
import { type Locale, localizedPath } from '@/i18n/routing.ts';
import { listAddresses } from '@/lib/api/addresses.ts';
import { priceExperience } from '@/lib/api/checkouts.ts';
import type { ApiClient } from '@/lib/api/client.ts';
import { errorMessage } from '@/lib/api/error-messages.ts';
import { getCurrentUser, requestApi } from '@/lib/auth/session.ts';
import { cleanPromotionCode } from '@/lib/cart/view.ts';
import { placeBookingAction } from '@/lib/checkout/actions.ts';
import { bookingSearch, countParam, readBookingQuery } from '@/lib/checkout/flow.ts';
import { memberAddressPrefill } from '@/lib/checkout/member-prefill.ts';
import { REPRICED_PARAM, repricedNotice } from '@/lib/checkout/repriced.ts';
import { loadMethods } from '@/lib/checkout/server.ts';
import { idleCheckoutState } from '@/lib/checkout/state.ts';
import { formatYen } from '@/lib/format.ts';
import { titledShown } from '@/lib/i18n/content.ts';
import { BookingForm } from './booking-form.tsx';
import { CheckoutMessages } from './checkout-messages.tsx';
import { Amounts } from './order-summary.tsx';

type RawQuery = Record<string, string | string[] | undefined>;
/** 0…MAX_COUNT_PER_GROUP, the head counts a group may choose. */
const COUNT_OPTIONS = Array.from({ length: MAX_COUNT_PER_GROUP + 1 }, (_, n) => n);
const card = 'rounded-3xl bg-white p-4 shadow-sm ring-1 ring-line sm:p-6';

/**
 * `/experiences/purchase` (member) and `/experiences/purchase/guest`: the head counts per age group
 * and a coupon (a GET form pricing again through `GET /v1/guests/checkouts/experiences/{id}`), the
 * amounts, and the booking form (date, time, transportation, contact, method) → the payment page.
 */
export async function BookingView({
  who,
  locale,
  raw,
  member,
}: {
  who: 'member' | 'guest';
  locale: Locale;
  raw: RawQuery;
  /** The member's API client (member page only). */
  member?: ApiClient;
}) {
  const t = await getTranslations('checkout.booking');
  const [ages, c] = await Promise.all([
    getTranslations('experience.ageGroups'),
    getTranslations('cart.pricing'),
  ]);
  const query = readBookingQuery(raw);
  const promotion = cleanPromotionCode(raw.promotion);
  const shell = (children: React.ReactNode) => (
    <div className="mx-auto max-w-6xl px-4 pt-6 pb-16 sm:px-6 lg:px-8">
      <h1 className="font-bold text-3xl text-soil">{t('title')}</h1>
      {children}
    </div>
  );
  const problem = (message: string) =>
    shell(
      <div role="alert" className="mt-6 rounded-2xl bg-persimmon-light px-5 py-4 text-persimmon-dark">
        <p data-testid="checkout-error">{message}</p>
        <Link href="/experiences" className="mt-2 inline-block font-semibold underline underline-offset-2">
          {t('backToExperiences')}
        </Link>
      </div>,
    );
  if (!query) return problem(t('invalid'));

  const api = await requestApi(locale);
  let priced: PreCheckoutExperienceResponse;
  try {
    priced = await priceExperience(query.experienceId, { counts: query.counts, promotion }, { client: api });
  } catch (error) {
    return problem(errorMessage(error, locale));
  }
  const experience = titledShown(priced.experience, locale);
  const quote = quoteBooking(query.counts, agePricesOf(experience));
  const [methods, user, addresses] = await Promise.all([
    loadMethods(api),
    member ? getCurrentUser().catch(() => undefined) : Promise.resolve(undefined),
    member
      ? listAddresses({ limit: 20, offset: 0 }, { client: member }).then(
          (answer) => answer.addresses,
          (): Address[] => [],
        )
      : Promise.resolve([] as Address[]),
  ]);
  const accepting = experience.status === ExperienceStatus.ACCEPTING;
  // The days the shared rule allows now (docs/rules/checkout-and-payments.md, "Booking dates"):
  // the calendar is limited to them, and a booking with none left cannot be sent.
  const dates = bookableDates(experience, new Date());
  const blocked = !accepting || !quote.bookable || methods.methods.length === 0 || dates.length === 0;
  const page = who === 'member' ? '/experiences/purchase' : '/experiences/purchase/guest';

  return shell(
    <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <div className="flex flex-col gap-6">
        {repricedNotice(raw[REPRICED_PARAM], false) ? (
          <div
            role="status"
            data-testid="repriced-notice"
            className="rounded-2xl bg-leaf-light px-5 py-4 text-soil"
          >
            <p className="font-bold">{t('repriced.title')}</p>
            <p className="mt-1 text-sm">{t('repriced.body')}</p>
          </div>
        ) : null}
        {!accepting ? (
          <p
            role="alert"
            className="rounded-2xl bg-persimmon-light px-5 py-4 font-semibold text-persimmon-dark"
          >
            {t('closed')}
          </p>
        ) : null}
        {who === 'guest' ? (
          <p className="text-muted text-sm">
            {t('guestLead')}{' '}
            <Link
              href={{
                pathname: '/signin',
                query: { redirect: `/experiences/purchase?${bookingSearch(query)}` },
              }}
              className="text-leaf-dark underline underline-offset-2"
            >
              {t('signIn')}
            </Link>
          </p>
        ) : null}
        <form method="get" action={localizedPath(locale, page)} className={card}>
          <input type="hidden" name="id" value={query.experienceId} />
          <fieldset>
            <legend className="font-bold text-lg text-soil">{t('counts')}</legend>
            <div className="mt-3 grid gap-3 sm:grid-cols-2">
              {AGE_GROUP_KEYS.map((group) => (
                <div key={group} className="flex items-center justify-between gap-3">
                  <label htmlFor={`count-${group}`} className="text-soil text-sm">
                    {ages(group)}
                    <span className="block text-muted text-xs tabular-nums">
                      {formatYen(agePricesOf(experience)[group])}
                    </span>
                  </label>
                  <select
                    id={`count-${group}`}
                    name={countParam(group)}
                    defaultValue={String(query.counts[group])}
                    className="min-h-11 rounded-xl border border-line bg-white px-3 text-soil"
                  >
                    {COUNT_OPTIONS.map((n) => (
                      <option key={n} value={n}>
                        {n}
                      </option>
                    ))}
                  </select>
                </div>
              ))}
            </div>
          </fieldset>
          <div className="mt-4 flex flex-wrap items-end gap-3">
            <div className="flex min-w-48 flex-1 flex-col gap-1">
              <label htmlFor="booking-promotion" className="font-semibold text-soil text-sm">
                {c('promotion')}
              </label>
              <input
                id="booking-promotion"
                name="promotion"
                defaultValue={promotion}
                maxLength={64}
                autoComplete="off"
                className="min-h-11 rounded-xl border border-line bg-white px-3 text-soil uppercase"
              />
            </div>
            <button
              type="submit"
              className="min-h-11 rounded-full border border-leaf px-5 font-bold text-leaf-dark hover:bg-leaf hover:text-white"
            >
              {t('recalculate')}
            </button>
          </div>
          {promotion ? (
            <p data-testid="promotion-message" className="mt-2 text-sm">
              {priced.promotion
                ? c('promotionApplied', { title: priced.promotion.title })
                : t('promotionIgnored')}
            </p>
          ) : null}
          {!quote.bookable ? (
            <p role="alert" className="mt-3 font-semibold text-persimmon-dark text-sm">
              {t('chooseParticipants')}
            </p>
          ) : null}
        </form>

        <section aria-labelledby="booking-details" className={card}>
          <h2 id="booking-details" className="sr-only">
            {t('details')}
          </h2>
          <CheckoutMessages parts={['booking', 'place', 'methods']} address>
            <BookingForm
              action={placeBookingAction}
              initialState={idleCheckoutState(memberAddressPrefill(user, 'billing.'))}
              who={who}
              locale={locale}
              methods={methods.methods}
              addresses={addresses}
              prefectures={prefectureOptions(locale)}
              blocked={blocked}
              schedule={{
                startAt: experience.startAt,
                endAt: experience.endAt,
                businessOpenTime: experience.businessOpenTime,
                businessCloseTime: experience.businessCloseTime,
                duration: experience.duration,
              }}
              firstDate={dates[0] ?? ''}
              lastDate={dates.at(-1) ?? ''}
              hidden={{
                who,
                locale,
                experienceId: query.experienceId,
                requestId: priced.requestId,
                total: String(priced.total),
                promotionCode: priced.promotion ? promotion : '',
                ...Object.fromEntries(AGE_GROUP_KEYS.map((g) => [countParam(g), String(query.counts[g])])),
              }}
            />
          </CheckoutMessages>
        </section>
      </div>

      <section
        aria-labelledby="booking-summary"
        className={`${card} self-start`}
        data-testid="booking-summary"
      >
        <h2 id="booking-summary" className="font-bold text-soil text-xl">
          {t('summary')}
        </h2>
        <div className="mt-3 flex gap-3">
          <MediaImage
            url={experience.thumbnailUrl}
            alt=""
            sizes="80px"
            aspect="aspect-square"
            className="size-20 shrink-0 rounded-xl"
            placeholderLabel=""
          />
          <Link
            href={`/experiences/${encodeURIComponent(experience.id)}`}
            className="font-semibold text-soil underline-offset-4 hover:underline"
          >
            {experience.title}
          </Link>
        </div>
        <ul className="mt-3 divide-y divide-line text-sm">
          {AGE_GROUP_KEYS.filter((g) => query.counts[g] > 0).map((group) => (
            <li key={group} className="flex justify-between gap-3 py-2 tabular-nums">
              <span>
                {ages(group)} × {query.counts[group]}
              </span>
              <span>{formatYen(quote.subtotals[group])}</span>
            </li>
          ))}
        </ul>
        <Amounts
          rows={[
            { label: t('subtotal'), value: formatYen(priced.subtotal), testId: 'booking-subtotal' },
            {
              label: c('discount'),
              value: priced.discount > 0 ? `−${formatYen(priced.discount)}` : formatYen(0),
            },
          ]}
          total={{ label: c('total'), value: formatYen(priced.total), testId: 'booking-total' }}
          note={c('taxNote')}
        />
      </section>
    </div>,
  );
}
