import type { Metadata } from 'next';
import { ActionForm, consoleInputClass, Field, MarcheSelect } from '@/components/console/action-form.tsx';
import { BackLink } from '@/components/console/console-table.tsx';
import { ProductFields } from '@/components/console/product-fields.tsx';
import { localizedPath } from '@/i18n/routing.ts';
import { productFormChoices } from '@/lib/console/catalogue-choices.ts';
import { requireStaff } from '@/lib/console/guard.ts';
import { consoleMessages } from '@/lib/console/messages.ts';
import { localeOf } from '@/lib/i18n/page-params.ts';
import { createMediaUploadAction, createProductAction } from '../actions.ts';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: consoleMessages(await localeOf(params)).products.newHeading };
}

export default async function NewConsoleProductPage({ params }: Props) {
  const locale = await localeOf(params);
  const t = consoleMessages(locale);
  const { staff, client } = await requireStaff(locale, '/console/products/new');
  const coordinatorId = staff.coordinatorId ?? undefined;
  const choices = await productFormChoices(client, coordinatorId);
  // An administrator says whose marche the product belongs to; a coordinator's is their own.
  const marches = staff.role === 'administrator' ? choices.marches : undefined;
  return (
    <div className="grid gap-6">
      <BackLink href={localizedPath(locale, '/console/products')} label={t.common.back} />
      <h1 className="font-bold text-2xl text-soil">{t.products.newHeading}</h1>
      <ActionForm action={createProductAction} submitLabel={t.products.add} className="grid gap-4">
        {marches ? (
          <MarcheSelect
            id="product-coordinatorId"
            label={t.products.marche}
            locale={locale}
            marches={marches}
          />
        ) : null}
        <ProductFields
          locale={locale}
          t={t}
          producers={choices.producers}
          productTypes={choices.productTypes}
          productTags={choices.productTags}
          createUpload={createMediaUploadAction}
        />
        <Field label={t.productFields.inventory} htmlFor="product-inventory">
          <input
            id="product-inventory"
            name="inventory"
            inputMode="numeric"
            pattern="[0-9]*"
            defaultValue="0"
            className={consoleInputClass}
          />
        </Field>
      </ActionForm>
    </div>
  );
}
