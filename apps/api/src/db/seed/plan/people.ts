/** The marches, their producers and the demo members. */
import { UserType } from '../../enums.ts';
import { COORDINATORS, PRODUCERS } from '../content/coordinators.ts';
import { COORDINATORS_EN, PRODUCERS_EN } from '../content/english.ts';
import { PRODUCTS } from '../content/products.ts';
import { USERS } from '../content/users.ts';
import { SIZE } from '../images.ts';
import type { SeedPlan } from './context.ts';

/** Coordinators (marches) and their producers, with each producer’s farm picture. */
export const planMarches = (plan: SeedPlan): void => {
  const { at, scene, avatar, rows, typeIds, coordinatorIds, producerIds, farmUrl, producerCoordinator } =
    plan;
  COORDINATORS.forEach((c, index) => {
    const productTypeIds = [
      ...new Set(
        PRODUCTS.filter(
          (p) => PRODUCERS.find((producer) => producer.key === p.producer)?.coordinator === c.key,
        ).map((p) => typeIds.get(p.type)),
      ),
    ];
    rows.coordinators.push({
      id: coordinatorIds.create(c.key),
      marcheName: c.marcheName,
      username: c.username,
      profile: c.profile,
      marcheNameEn: COORDINATORS_EN[c.key]?.name ?? '',
      profileEn: COORDINATORS_EN[c.key]?.description ?? '',
      productTypeIds,
      businessDays: c.businessDays,
      thumbnailUrl: avatar(c.avatar),
      headerUrl: scene(c.header, SIZE.wide),
      promotionVideoUrl: '',
      instagramId: c.instagramId,
      facebookId: c.facebookId,
      prefectureCode: c.prefectureCode,
      city: c.city,
      phoneNumber: c.phoneNumber,
      email: c.email,
      createdAt: at(-400 + index * 10),
      updatedAt: at(-30 + index),
    });
  });
  PRODUCERS.forEach((p, index) => {
    const farm = scene(p.farm, SIZE.media, 1);
    farmUrl.set(p.key, farm);
    producerCoordinator.set(p.key, p.coordinator);
    rows.producers.push({
      id: producerIds.create(p.key),
      coordinatorId: coordinatorIds.get(p.coordinator),
      username: p.username,
      profile: p.profile,
      usernameEn: PRODUCERS_EN[p.key] ?? '',
      thumbnailUrl: avatar(p.avatar),
      headerUrl: farm,
      promotionVideoUrl: '',
      instagramId: p.instagramId,
      facebookId: p.facebookId,
      prefectureCode: p.prefectureCode,
      city: p.city,
      createdAt: at(-380 + index * 3),
      updatedAt: at(-20 + index),
    });
  });
};

/** The demo members. */
export const planUsers = (plan: SeedPlan): void => {
  const { at, avatar, rows, userIds } = plan;
  USERS.forEach((u, index) => {
    rows.users.push({
      id: userIds.create(u.key),
      type: UserType.MEMBER,
      providerType: 1,
      accountId: u.accountId,
      username: u.username,
      lastname: u.lastname,
      firstname: u.firstname,
      lastnameKana: u.lastnameKana,
      firstnameKana: u.firstnameKana,
      email: u.email,
      notificationEnabled: index % 3 !== 0,
      thumbnailUrl: avatar(u.avatar),
      verifiedAt: at(-300 + index * 7),
      createdAt: at(-300 + index * 7),
    });
  });
};
