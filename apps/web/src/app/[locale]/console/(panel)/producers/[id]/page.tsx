import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ActionForm } from '@/components/console/action-form.tsx';
import { BackLink } from '@/components/console/console-table.tsx';
import { ProducerFields } from '@/components/console/producer-fields.tsx';
import { localizedPath } from '@/i18n/routing.ts';
import { getConsoleProducer } from '@/lib/api/console.ts';
import { ResponseError } from '@/lib/api/errors.ts';
import { requireStaff } from '@/lib/console/guard.ts';
import { consoleMessages } from '@/lib/console/messages.ts';
import { pageParams } from '@/lib/i18n/page-params.ts';
import { createMediaUploadAction } from '../../products/actions.ts';
import { updateProducerAction } from '../actions.ts';

type Props = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: consoleMessages((await pageParams(params)).locale).producers.editHeading };
}

export default async function ConsoleProducerPage({ params }: Props) {
  const { locale, id } = await pageParams(params);
  const t = consoleMessages(locale);
  const { client } = await requireStaff(locale, `/console/producers/${encodeURIComponent(id)}`);
  const { producer } = await getConsoleProducer(id, { client }).catch((error: unknown) => {
    if (error instanceof ResponseError && error.status === 404) notFound();
    throw error;
  });
  return (
    <div className="grid gap-6">
      <BackLink href={localizedPath(locale, '/console/producers')} label={t.common.back} />
      <h1 className="font-bold text-2xl text-soil">
        {t.producers.editHeading}: {producer.username}
      </h1>
      <ActionForm
        action={updateProducerAction.bind(null, producer.id)}
        submitLabel={t.common.save}
        className="grid gap-4"
      >
        <ProducerFields locale={locale} t={t} producer={producer} createUpload={createMediaUploadAction} />
      </ActionForm>
    </div>
  );
}
