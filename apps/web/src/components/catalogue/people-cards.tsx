import { placeLabel } from '@hatake/contract/values';
import { useTranslations } from 'next-intl';
import { ArrowRightIcon } from '@/components/layout/icons.tsx';
import { Link } from '@/i18n/navigation.ts';
import type { Locale } from '@/i18n/routing.ts';
import type { Coordinator, Producer } from '@/lib/api/types.ts';
import { ProfileCard } from './profile-card.tsx';

/**
 * The producer and the marché behind a product, an experience or a volunteer post, side by side; the card headings
 * are the namespace's `producerCard` and `coordinatorCard` (「この商品の生産者」, 「主催マルシェ」).
 */
export function PeopleCards({
  producer,
  coordinator,
  locale,
  namespace,
}: {
  producer: Producer | undefined;
  coordinator: Coordinator | undefined;
  locale: Locale;
  namespace: 'item' | 'experience' | 'volunteer';
}) {
  const t = useTranslations(namespace);
  const c = useTranslations('catalogue');
  return (
    <div className="mt-12 grid gap-5 md:grid-cols-2">
      {producer?.id ? (
        <ProfileCard
          heading={t('producerCard')}
          role={c('producer')}
          name={producer.username}
          place={placeLabel(producer.prefecture, producer.city, locale)}
          profile={producer.profile}
          thumbnailUrl={producer.thumbnailUrl}
          noImage={c('noImage')}
        />
      ) : null}
      {coordinator?.id ? (
        <ProfileCard
          heading={t('coordinatorCard')}
          role={`${c('coordinator')}: ${coordinator.username}`}
          name={coordinator.marcheName}
          place={placeLabel(coordinator.prefecture, coordinator.city, locale)}
          profile={coordinator.profile}
          thumbnailUrl={coordinator.thumbnailUrl}
          noImage={c('noImage')}
          action={
            <Link
              href={`/coordinator/${encodeURIComponent(coordinator.id)}`}
              className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-leaf-dark text-sm underline-offset-4 hover:underline"
            >
              {c('viewMarche')}
              <ArrowRightIcon />
            </Link>
          }
        />
      ) : null}
    </div>
  );
}
