import type { Features } from '../features/index.js';
import { BIRTHDAY_TEXT, DEPOSIT_TEXT, pictureVariants, RAFFLE_TEXT, RESCUE_TEXT } from './seed-content-text.js';

/**
 * Demo promotions content (merchant demo): banners of every linkage type, promotions
 * members can apply for, a running raffle and rebate rates with some accrued turnover.
 */
export async function seedPromotions(features: Features, merchantId: number, playerId: number): Promise<void> {
  const promos = features.promotions.service;
  const deposit = await promos.addPromotion(merchantId, {
    title: 'First deposit bonus 100%',
    content:
      '<p>Deposit at least <b>100</b> and we double it, up to <b>888</b>.</p><ul><li>Upload a screenshot of your deposit.</li><li>Wagering: 10× the bonus.</li></ul>',
    endDate: null,
    promotionType: 'MANUAL',
    redirect: null,
    externalLink: null,
    images: ['/promo/promo-deposit.svg'],
    linkedPromotionId: null,
    remarkRequired: 'N',
    imageRequired: 'Y',
    applicable: true,
    sort: 1,
    translations: DEPOSIT_TEXT,
  });
  const raffle = await promos.addPromotion(merchantId, {
    title: 'Weekly red envelope raffle',
    content: '<p>Every week, every member opens one red envelope with a cash prize of up to <b>88.88</b>.</p>',
    endDate: null,
    promotionType: 'RAFFLE',
    redirect: null,
    externalLink: null,
    images: ['/promo/promo-raffle.svg'],
    linkedPromotionId: null,
    remarkRequired: 'N',
    imageRequired: 'N',
    applicable: false,
    sort: 2,
    translations: RAFFLE_TEXT,
  });
  await promos.addPromotion(merchantId, {
    title: 'Birthday gift for VIP members',
    content: '<p>Tell us your birthday month in the remarks and receive a gift from the VIP team.</p>',
    endDate: null,
    promotionType: 'MANUAL',
    redirect: null,
    externalLink: null,
    images: [],
    linkedPromotionId: deposit.id,
    remarkRequired: 'Y',
    imageRequired: 'N',
    applicable: true,
    sort: 3,
    translations: BIRTHDAY_TEXT,
  });
  await promos.addPromotion(merchantId, {
    title: 'Rescue bonus',
    content: '<p>Had a bad day? 5% of your net loss comes back the next morning.</p>',
    endDate: null,
    promotionType: 'SAVIOR',
    redirect: null,
    externalLink: 'https://www.example.com/rescue',
    images: [],
    linkedPromotionId: null,
    remarkRequired: 'N',
    imageRequired: 'N',
    applicable: false,
    sort: 4,
    translations: RESCUE_TEXT,
  });
  const banner = { roomId: null, nodeId: null, vendor: null, groupName: 'home' };
  // Each banner's picture carries its text, so each language has its own picture (issue 29).
  await promos.addBanner(merchantId, {
    ...banner,
    url: '/promo/banner-1.svg',
    linkage: String(deposit.id),
    linkageType: 'P',
    sort: 1,
    translations: pictureVariants('/promo/banner-1.svg'),
  });
  await promos.addBanner(merchantId, {
    ...banner,
    url: '/promo/banner-2.svg',
    translations: pictureVariants('/promo/banner-2.svg'),
    linkage: 'https://www.example.com/raffle',
    linkageType: 'URL',
    sort: 2,
  });
  await promos.addBanner(merchantId, {
    ...banner,
    url: '/promo/banner-3.svg',
    translations: pictureVariants('/promo/banner-3.svg'),
    linkage: '',
    linkageType: 'G',
    vendor: 'ARCADIA',
    roomId: 'arcadia-slot',
    sort: 3,
  });
  await promos.addBanner(merchantId, {
    ...banner,
    url: '/promo/banner-4.svg',
    linkage: '/register',
    linkageType: 'URL',
    sort: 4,
    translations: pictureVariants('/promo/banner-4.svg'),
  });
  // No advertisement popup by default: a visitor's home would load the modal's code (over the home
  // budget) and the popup would cover the page for every visitor. Operators add one via the ops API.
  await features.raffles.service.addSchedule(
    merchantId,
    {
      promotionId: raffle.id,
      prizeType: 'BONUS',
      display: 'RED_ENVELOPE',
      prizes: [
        { amount: '8.88', weight: 50 },
        { amount: '18.88', weight: 30 },
        { amount: '88.88', weight: 20 },
      ],
    },
    // The demo seed is the platform, not a person: like the machine token, it needs no second operator.
    { name: 'seed', operatorId: null },
  );
  await features.rebates.service.setRates(merchantId, [
    { productType: 'LIVE', rate: '0.008' },
    { productType: 'RNG', rate: '0.01' },
    { productType: 'FISH', rate: '0.01' },
    { productType: 'SPORTS', rate: '0.005' },
    { productType: 'LOTTERY', rate: '0.003' },
  ]);
  await features.rebates.service.recordTurnover({
    merchantId,
    memberId: playerId,
    productType: 'RNG',
    turnover: '1200',
    betRef: 'demo:rng:1',
  });
  await features.rebates.service.recordTurnover({
    merchantId,
    memberId: playerId,
    productType: 'LIVE',
    turnover: '500',
    betRef: 'demo:live:1',
  });
}
