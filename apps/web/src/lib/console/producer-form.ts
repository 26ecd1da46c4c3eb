import type { CreateConsoleProducerRequest } from '@hatake/contract';

/** Every field a producer form sends (the marche is chosen apart, for administrators). */
export type ProducerFormFields = Omit<CreateConsoleProducerRequest, 'coordinatorId'>;

const textOf = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

/**
 * The console's producer form as the API's request. The portrait is the picker's one picture (or
 * none); the header image and the video keep what the producer has (sent back hidden).
 */
export function readProducerForm(form: FormData): { fields: ProducerFormFields } | { problem: string } {
  const prefecture = textOf(form, 'prefectureCode');
  if (!/^\d{1,2}$/.test(prefecture)) return { problem: 'prefectureCode' };
  return {
    fields: {
      username: textOf(form, 'username'),
      usernameEn: textOf(form, 'usernameEn'),
      profile: textOf(form, 'profile'),
      profileEn: textOf(form, 'profileEn'),
      thumbnailUrl: textOf(form, 'mediaUrl'),
      headerUrl: textOf(form, 'headerUrl'),
      promotionVideoUrl: textOf(form, 'promotionVideoUrl'),
      instagramId: textOf(form, 'instagramId'),
      facebookId: textOf(form, 'facebookId'),
      prefectureCode: Number(prefecture),
      city: textOf(form, 'city'),
    },
  };
}
