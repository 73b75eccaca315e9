import type { Features } from '../features/index.js';

/**
 * A product tile: the item's initial on a coloured card with a soft highlight (no image files to
 * ship, no emoji: the server may have no emoji font). Kept centred so any crop shows it.
 */
function tile(initial: string, bg: string, variant = 0): string {
  const shade = ['#ffffff22', '#00000022', '#ffffff11'][variant % 3];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240" viewBox="0 0 320 240"><rect width="320" height="240" fill="${bg}"/><circle cx="${240 - variant * 30}" cy="${60 + variant * 20}" r="90" fill="${shade}"/><circle cx="160" cy="120" r="58" fill="#ffffff26" stroke="#ffffff80" stroke-width="3"/><text x="160" y="142" font-family="Arial,sans-serif" font-size="60" font-weight="700" text-anchor="middle" fill="#ffffff">${initial}</text>${variant ? `<text x="300" y="228" font-family="Arial,sans-serif" font-size="18" text-anchor="end" fill="#ffffffcc">${variant + 1}</text>` : ''}</svg>`;
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
}

type Item = {
  type: number;
  name: string;
  chineseName: string;
  bg: string;
  price: string | null;
  mp?: [string, string];
  inventory: number;
  images?: number;
  description: string;
};

const ITEMS: Item[] = [
  {
    type: 1,
    name: 'Wireless earbuds',
    chineseName: '无线耳机',

    bg: '#3b5bdb',
    price: '800',
    mp: ['300', '99'],
    inventory: 50,
    images: 6,
    description: 'Bluetooth 5.3 earbuds with a charging case.',
  },
  {
    type: 1,
    name: 'Smart watch',
    chineseName: '智能手表',

    bg: '#1098ad',
    price: null,
    mp: ['1200', '299'],
    inventory: 20,
    images: 3,
    description: 'Heart rate, steps and notifications on your wrist.',
  },
  {
    type: 1,
    name: 'Power bank',
    chineseName: '移动电源',

    bg: '#2b8a3e',
    price: '300',
    inventory: 100,
    description: '10,000 mAh, two USB ports.',
  },
  {
    type: 1,
    name: 'Tablet',
    chineseName: '平板电脑',

    bg: '#5f3dc4',
    price: '6000',
    mp: ['2500', '1299'],
    inventory: 5,
    images: 2,
    description: '10-inch tablet, 128 GB.',
  },
  {
    type: 2,
    name: 'Coffee mug',
    chineseName: '品牌马克杯',

    bg: '#e67700',
    price: '60',
    inventory: 500,
    description: 'Ceramic mug with the Arcadia logo.',
  },
  {
    type: 2,
    name: 'Travel bag',
    chineseName: '旅行包',

    bg: '#c92a2a',
    price: '450',
    mp: ['200', '49'],
    inventory: 40,
    description: 'A 30-litre bag for weekends away.',
  },
  {
    type: 2,
    name: 'Umbrella',
    chineseName: '折叠雨伞',

    bg: '#495057',
    price: '120',
    inventory: 200,
    description: 'Compact, wind-resistant.',
  },
  {
    type: 2,
    name: 'Desk lamp',
    chineseName: '护眼台灯',

    bg: '#f08c00',
    price: '260',
    inventory: 60,
    description: 'LED lamp with three colour temperatures.',
  },
  {
    type: 3,
    name: 'Shopping voucher 50',
    chineseName: '购物券 50 元',

    bg: '#d6336c',
    price: '500',
    inventory: 300,
    description: 'A voucher worth 50 for online shopping.',
  },
  {
    type: 3,
    name: 'Phone top-up 30',
    chineseName: '话费充值 30 元',

    bg: '#0b7285',
    price: '280',
    inventory: 300,
    description: 'Mobile credit for any carrier.',
  },
];

/** The demo merchant's points mall: the default point config, three reward types and a catalogue. */
export async function seedPoints(features: Features, merchantId: number): Promise<void> {
  const { catalogue } = features.points.service;
  await catalogue.saveType(merchantId, { typeId: 1, name: 'Electronics', chineseName: '数码电子', sort: 1 });
  await catalogue.saveType(merchantId, { typeId: 2, name: 'Lifestyle', chineseName: '生活家居', sort: 2 });
  await catalogue.saveType(merchantId, { typeId: 3, name: 'Vouchers', chineseName: '礼券卡券', sort: 3 });
  let sort = 0;
  for (const item of ITEMS) {
    const image = tile(item.name[0] ?? '?', item.bg);
    const reward = await catalogue.createReward(merchantId, {
      type: item.type,
      name: item.name,
      chineseName: item.chineseName,
      price: item.price,
      mpPointAmount: item.mp?.[0] ?? null,
      mpMoneyAmount: item.mp?.[1] ?? null,
      displayPointMoneyAmt: item.mp ? 'Y' : 'N',
      inventory: item.inventory,
      description: item.description,
      imageLink: image,
      sort: sort++,
    });
    const count = item.images ?? 1;
    await catalogue.setImages(
      merchantId,
      reward.id,
      Array.from({ length: count }, (_, i) => ({
        type: i === 0 ? ('M' as const) : ('S' as const),
        imageUrl: i === 0 ? image : tile(item.name[0] ?? '?', item.bg, i),
      })),
    );
  }
}
