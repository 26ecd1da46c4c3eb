import type { ConsoleProduct, ProductTag, ProductType } from '@hatake/contract';
import { CONSOLE_PRODUCT_LIMITS, prefectureOptions } from '@hatake/contract/values';
import type { Locale } from '@/i18n/routing.ts';
import type { UploadTarget } from '@/lib/auth/form-state.ts';
import type { ConsoleMessages } from '@/lib/console/messages.ts';
import { unixToJapanLocal } from '@/lib/console/product-form.ts';
import { consoleInputClass, Field } from './action-form.tsx';
import { MediaPicker } from './media-picker.tsx';

type Props = {
  locale: Locale;
  t: ConsoleMessages;
  product?: ConsoleProduct;
  producers: { id: string; username: string }[];
  productTypes: ProductType[];
  productTags: ProductTag[];
  createUpload: (fileType: string) => Promise<UploadTarget>;
};

const DAY = 86_400;

/** Every field of a product, filled from `product` when editing (docs/console.md "Products"). */
export function ProductFields({
  locale,
  t,
  product,
  producers,
  productTypes,
  productTags,
  createUpload,
}: Props) {
  const f = t.productFields;
  const now = Math.floor(Date.now() / 1000);
  const nameOf = (item: { name: string; nameEn: string }) => (locale === 'en' && item.nameEn) || item.name;
  const input = (
    name: keyof typeof f & string,
    value: string | number,
    extra: Record<string, unknown> = {},
  ) => (
    <Field label={String(f[name])} htmlFor={`product-${name}`}>
      <input
        id={`product-${name}`}
        name={name}
        defaultValue={value}
        className={consoleInputClass}
        {...extra}
      />
    </Field>
  );
  const number = (name: keyof typeof f & string, value: number | undefined, max: number) =>
    input(name, value ?? '', { inputMode: 'numeric', pattern: '[0-9]*', required: true, 'data-max': max });
  const area = (name: 'description' | 'descriptionEn', value: string) => (
    <Field label={f[name]} htmlFor={`product-${name}`}>
      <textarea
        id={`product-${name}`}
        name={name}
        defaultValue={value}
        rows={5}
        maxLength={CONSOLE_PRODUCT_LIMITS.description}
        className={consoleInputClass}
      />
    </Field>
  );
  const section = 'grid gap-3 rounded-xl bg-white p-4 ring-1 ring-line sm:grid-cols-2';
  return (
    <>
      <fieldset className={section}>
        <legend className="px-1 font-bold text-soil">{t.products.sections.basics}</legend>
        <div className="sm:col-span-2">
          {input('name', product?.name ?? '', { required: true, maxLength: CONSOLE_PRODUCT_LIMITS.name })}
        </div>
        <div className="sm:col-span-2">{area('description', product?.description ?? '')}</div>
        <Field label={f.producerId} htmlFor="product-producerId">
          <select
            id="product-producerId"
            name="producerId"
            defaultValue={product?.producerId}
            required
            className={consoleInputClass}
          >
            {producers.map((producer) => (
              <option key={producer.id} value={producer.id}>
                {producer.username}
              </option>
            ))}
          </select>
        </Field>
        <Field label={f.productTypeId} htmlFor="product-productTypeId">
          <select
            id="product-productTypeId"
            name="productTypeId"
            defaultValue={product?.productTypeId}
            required
            className={consoleInputClass}
          >
            {productTypes.map((type) => (
              <option key={type.id} value={type.id}>
                {nameOf(type)}
              </option>
            ))}
          </select>
        </Field>
        {number('price', product?.price, 10_000_000)}
        {number('cost', product?.cost ?? 0, 10_000_000)}
        {input('itemUnit', product?.itemUnit ?? '', { maxLength: CONSOLE_PRODUCT_LIMITS.itemUnit })}
        {input('itemDescription', product?.itemDescription ?? '', {
          maxLength: CONSOLE_PRODUCT_LIMITS.itemDescription,
        })}
        <fieldset className="sm:col-span-2">
          <legend className="mb-1 font-semibold text-soil text-xs">{t.products.tags}</legend>
          <div className="flex flex-wrap gap-3 text-sm">
            {productTags.map((tag) => (
              <label key={tag.id} className="flex items-center gap-1">
                <input
                  type="checkbox"
                  name="productTagIds"
                  value={tag.id}
                  defaultChecked={product?.productTagIds.includes(tag.id)}
                />
                {nameOf(tag)}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="sm:col-span-2">
          <MediaPicker
            initial={product?.media ?? []}
            createUpload={createUpload}
            words={t.products.media}
            max={CONSOLE_PRODUCT_LIMITS.media}
          />
        </div>
      </fieldset>
      <fieldset className={section}>
        <legend className="px-1 font-bold text-soil">{t.products.sections.english}</legend>
        <div className="sm:col-span-2">
          {input('nameEn', product?.nameEn ?? '', { maxLength: CONSOLE_PRODUCT_LIMITS.name })}
        </div>
        <div className="sm:col-span-2">{area('descriptionEn', product?.descriptionEn ?? '')}</div>
      </fieldset>
      <fieldset className={section}>
        <legend className="px-1 font-bold text-soil">{t.products.sections.shipping}</legend>
        <Field label={f.deliveryType} htmlFor="product-deliveryType">
          <select
            id="product-deliveryType"
            name="deliveryType"
            defaultValue={String(product?.deliveryType ?? 1)}
            className={consoleInputClass}
          >
            {Object.entries(f.deliveryTypes).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </Field>
        <Field label={f.storageMethodType} htmlFor="product-storageMethodType">
          <select
            id="product-storageMethodType"
            name="storageMethodType"
            defaultValue={String(product?.storageMethodType ?? 1)}
            className={consoleInputClass}
          >
            {Object.entries(f.storageTypes).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </Field>
        {number('weightGrams', product?.weightGrams, 100_000)}
        {number('expirationDate', product?.expirationDate ?? 7, 3650)}
        {number('box60Rate', product?.box60Rate, 600)}
        {number('box80Rate', product?.box80Rate, 250)}
        {number('box100Rate', product?.box100Rate, 100)}
      </fieldset>
      <fieldset className={section}>
        <legend className="px-1 font-bold text-soil">{t.products.sections.origin}</legend>
        <Field label={f.originPrefectureCode} htmlFor="product-originPrefectureCode">
          <select
            id="product-originPrefectureCode"
            name="originPrefectureCode"
            defaultValue={String(product?.originPrefectureCode ?? 1)}
            className={consoleInputClass}
          >
            {prefectureOptions(locale).map((prefecture) => (
              <option key={prefecture.code} value={prefecture.code}>
                {prefecture.name}
              </option>
            ))}
          </select>
        </Field>
        {input('originCity', product?.originCity ?? '', { maxLength: CONSOLE_PRODUCT_LIMITS.originCity })}
        {input('startAt', unixToJapanLocal(product?.startAt ?? now), {
          type: 'datetime-local',
          required: true,
        })}
        {input('endAt', unixToJapanLocal(product?.endAt ?? now + 90 * DAY), {
          type: 'datetime-local',
          required: true,
        })}
      </fieldset>
      <fieldset className={section}>
        <legend className="px-1 font-bold text-soil">{t.products.sections.points}</legend>
        {(['recommendedPoint1', 'recommendedPoint2', 'recommendedPoint3'] as const).map((name) => (
          <div key={name} className="sm:col-span-2">
            {input(name, product?.[name] ?? '', { maxLength: CONSOLE_PRODUCT_LIMITS.recommendedPoint })}
          </div>
        ))}
      </fieldset>
    </>
  );
}
