import { redirect } from 'next/navigation';
import { localizedPath } from '@/i18n/routing.ts';
import { localeOf } from '@/lib/i18n/page-params.ts';

type Props = { params: Promise<{ locale: string }> };

/** /console opens on the orders: what a shop checks first every morning. */
export default async function ConsoleHome({ params }: Props) {
  redirect(localizedPath(await localeOf(params), '/console/orders'));
}
