import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ActionForm, consoleInputClass, Field } from '@/components/console/action-form.tsx';
import { BackLink } from '@/components/console/console-table.tsx';
import { ProductFields } from '@/components/console/product-fields.tsx';
import { localizedPath } from '@/i18n/routing.ts';
import { getConsoleProduct } from '@/lib/api/console.ts';
import { ResponseError } from '@/lib/api/errors.ts';
import { productFormChoices } from '@/lib/console/catalogue-choices.ts';
import { requireStaff } from '@/lib/console/guard.ts';
import { consoleMessages } from '@/lib/console/messages.ts';
import { pageParams } from '@/lib/i18n/page-params.ts';
import {
  adjustStockAction,
  createMediaUploadAction,
  setPublishedAction,
  updateProductAction,
} from '../actions.ts';

type Props = {
  params: Promise<{ locale: string; id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await pageParams(params);
  return { title: consoleMessages(locale).products.editHeading };
}

export default async function ConsoleProductPage({ params, searchParams }: Props) {
  const { locale, id } = await pageParams(params);
  const t = consoleMessages(locale);
  const { client } = await requireStaff(locale, `/console/products/${encodeURIComponent(id)}`);
  const { product } = await getConsoleProduct(id, { client }).catch((error: unknown) => {
    if (error instanceof ResponseError && error.status === 404) notFound();
    throw error;
  });
  const choices = await productFormChoices(client, product.coordinatorId);
  const created = (await searchParams).created === '1';
  return (
    <div className="grid gap-6">
      <BackLink href={localizedPath(locale, '/console/products')} label={t.common.back} />
      <h1 className="font-bold text-2xl text-soil">
        {t.products.editHeading}: {product.name}
      </h1>
      {created ? (
        <p role="status" className="rounded-lg bg-leaf-light px-3 py-2 font-semibold text-leaf-dark text-sm">
          {t.products.created}
        </p>
      ) : null}
      <div className="grid gap-4 md:grid-cols-2">
        <section
          aria-labelledby="product-publication"
          className="grid gap-3 rounded-xl bg-white p-4 ring-1 ring-line"
        >
          <h2 id="product-publication" className="font-bold text-soil">
            {t.products.status}: {product.public ? t.products.published : t.products.draft}
          </h2>
          <ActionForm
            action={setPublishedAction.bind(null, product.id, !product.public)}
            submitLabel={product.public ? t.products.unpublish : t.products.publish}
            label={t.products.status}
          />
        </section>
        <section aria-labelledby="product-stock" className="rounded-xl bg-white p-4 ring-1 ring-line">
          <h2 id="product-stock" className="mb-2 font-bold text-soil">
            {t.products.stockHeading}
          </h2>
          <p className="mb-3 text-sm">{t.products.stockNow(product.inventory)}</p>
          <ActionForm
            action={adjustStockAction.bind(null, product.id, product.inventory)}
            submitLabel={t.products.stockApply}
            label={t.products.stockHeading}
          >
            <fieldset className="flex gap-4 text-sm">
              <legend className="sr-only">{t.products.stockHeading}</legend>
              <label className="flex items-center gap-1">
                <input type="radio" name="mode" value="delta" defaultChecked /> {t.products.stockDelta}
              </label>
              <label className="flex items-center gap-1">
                <input type="radio" name="mode" value="set" /> {t.products.stockSet}
              </label>
            </fieldset>
            <Field label={t.products.columns.inventory} htmlFor="stock-quantity">
              <input
                id="stock-quantity"
                name="quantity"
                inputMode="numeric"
                pattern="-?[0-9]*"
                required
                className={consoleInputClass}
              />
            </Field>
            <Field label={t.products.stockReason} htmlFor="stock-reason">
              <input id="stock-reason" name="reason" required maxLength={200} className={consoleInputClass} />
            </Field>
          </ActionForm>
        </section>
      </div>
      <ActionForm
        action={updateProductAction.bind(null, product.id)}
        submitLabel={t.common.save}
        className="grid gap-4"
        label={t.products.editHeading}
      >
        <ProductFields
          locale={locale}
          t={t}
          product={product}
          producers={choices.producers}
          productTypes={choices.productTypes}
          productTags={choices.productTags}
          createUpload={createMediaUploadAction}
        />
      </ActionForm>
    </div>
  );
}
