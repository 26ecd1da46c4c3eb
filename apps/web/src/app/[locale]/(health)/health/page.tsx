import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/i18n/navigation.ts';
import { isLocale, type Locale } from '@/i18n/routing.ts';
import { getHealth, ResponseError } from '@/lib/api/index.ts';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: isLocale(locale) ? locale : 'ja', namespace: 'health' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

type Probe = { api: boolean; database: boolean; detail: string };

async function probeApi(): Promise<Probe> {
  try {
    const body = await getHealth({ signal: AbortSignal.timeout(3000) });
    return { api: body.status === 'ok', database: body.database === 'ok', detail: '200' };
  } catch (error) {
    if (error instanceof ResponseError) {
      const body = error.body as { database?: string } | undefined;
      // 503: the API answers but a dependency (the database) does not.
      return { api: true, database: body?.database === 'ok', detail: String(error.status) };
    }
    return { api: false, database: false, detail: error instanceof Error ? error.name : 'error' };
  }
}

function Row({
  label,
  ok,
  okText,
  downText,
}: {
  label: string;
  ok: boolean;
  okText: string;
  downText: string;
}) {
  return (
    <div className="flex items-center justify-between gap-4 py-3">
      <dt className="font-medium">{label}</dt>
      <dd className={`inline-flex items-center gap-2 font-semibold ${ok ? 'text-leaf-dark' : 'text-live'}`}>
        <span aria-hidden="true" className={`size-2.5 rounded-full ${ok ? 'bg-leaf' : 'bg-live'}`} />
        {ok ? okText : downText}
      </dd>
    </div>
  );
}

export default async function HealthPage({ params }: Props) {
  const { locale: raw } = await params;
  const locale: Locale = isLocale(raw) ? raw : 'ja';
  setRequestLocale(locale);
  const t = await getTranslations('health');
  const probe = await probeApi();
  const checkedAt = new Intl.DateTimeFormat(locale === 'ja' ? 'ja-JP' : 'en-US', {
    timeZone: 'Asia/Tokyo',
    dateStyle: 'medium',
    timeStyle: 'medium',
  }).format(new Date());

  return (
    <div className="rounded-3xl bg-white p-8 shadow-sm ring-1 ring-line">
      <h1 className="font-bold text-2xl">{t('title')}</h1>
      <p className="mt-2 font-mono text-leaf-dark text-sm" data-testid="storefront-status">
        ok
      </p>
      <dl className="mt-6 divide-y divide-line">
        <Row label={t('storefront')} ok okText={t('ok')} downText={t('down')} />
        <Row label={t('api')} ok={probe.api} okText={t('ok')} downText={`${t('down')} (${probe.detail})`} />
        <Row label={t('database')} ok={probe.database} okText={t('ok')} downText={t('down')} />
      </dl>
      <p className="mt-6 text-muted text-sm">{t('checkedAt', { time: checkedAt })}</p>
      <Link
        href="/"
        className="mt-6 inline-flex min-h-11 items-center font-semibold text-leaf-dark underline underline-offset-4"
      >
        {t('home')}
      </Link>
    </div>
  );
}
