import type { Metadata } from 'next';
import { ActionForm, MarcheSelect } from '@/components/console/action-form.tsx';
import { BackLink } from '@/components/console/console-table.tsx';
import { ProducerFields } from '@/components/console/producer-fields.tsx';
import { localizedPath } from '@/i18n/routing.ts';
import { getConsoleTaxonomy } from '@/lib/api/console.ts';
import { requireStaff } from '@/lib/console/guard.ts';
import { consoleMessages } from '@/lib/console/messages.ts';
import { localeOf } from '@/lib/i18n/page-params.ts';
import { createMediaUploadAction } from '../../products/actions.ts';
import { createProducerAction } from '../actions.ts';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: consoleMessages(await localeOf(params)).producers.add };
}

export default async function NewConsoleProducerPage({ params }: Props) {
  const locale = await localeOf(params);
  const t = consoleMessages(locale);
  const { staff, client } = await requireStaff(locale, '/console/producers/new');
  const marches = staff.role === 'administrator' ? (await getConsoleTaxonomy({ client })).marches : undefined;
  return (
    <div className="grid gap-6">
      <BackLink href={localizedPath(locale, '/console/producers')} label={t.common.back} />
      <h1 className="font-bold text-2xl text-soil">{t.producers.add}</h1>
      <ActionForm action={createProducerAction} submitLabel={t.producers.add} className="grid gap-4">
        {marches ? (
          <MarcheSelect
            id="producer-coordinatorId"
            label={t.products.marche}
            locale={locale}
            marches={marches}
          />
        ) : null}
        <ProducerFields locale={locale} t={t} createUpload={createMediaUploadAction} />
      </ActionForm>
    </div>
  );
}
