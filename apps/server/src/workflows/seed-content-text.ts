import type { Language } from '@arcadia/contract';
import type { PromotionTranslations } from '@arcadia/contract/promotions';
import type { CopyrightTranslations } from '@arcadia/contract/system';

/**
 * The demo's operator content in every interface language (issue 29): a Chinese visitor of a
 * Chinese-default brand must not read English banners. The base rows stay English; each language,
 * English included, has its own variant, so none of them falls back to the default language.
 */
const LANGS = ['CN', 'TW', 'JA', 'EN', 'TH', 'VI'] as const satisfies readonly Language[];

/** A language-variant picture: `/promo/banner-1.svg` → `/promo/banner-1.cn.svg` (EN keeps the base file). */
export const pictureIn = (url: string, language: Language) =>
  language === 'EN' ? url : url.replace(/\.svg$/, `.${language.toLowerCase()}.svg`);

/** Every language's variant of a demo picture. */
export const pictureVariants = (url: string) => Object.fromEntries(LANGS.map((l) => [l, { url: pictureIn(url, l) }]));

type Text = { title: string; content: string };
const promotion = (texts: Record<Language, Text>, images: string[]): PromotionTranslations =>
  Object.fromEntries(LANGS.map((l) => [l, { ...texts[l], images: images.map((u) => pictureIn(u, l)) }]));

export const DEPOSIT_TEXT = promotion(
  {
    CN: {
      title: '首存100%红利',
      content:
        '<p>首次存款至少 <b>100</b>，我们为您加倍，最高 <b>888</b>。</p><ul><li>请上传存款截图。</li><li>流水要求：红利的 10 倍。</li></ul>',
    },
    TW: {
      title: '首存100%紅利',
      content:
        '<p>首次存款至少 <b>100</b>，我們為您加倍，最高 <b>888</b>。</p><ul><li>請上傳存款截圖。</li><li>流水要求：紅利的 10 倍。</li></ul>',
    },
    JA: {
      title: '初回入金ボーナス100%',
      content:
        '<p><b>100</b>以上の初回入金で同額を上乗せ、最大<b>888</b>まで。</p><ul><li>入金のスクリーンショットをアップロードしてください。</li><li>賭け条件：ボーナスの10倍。</li></ul>',
    },
    EN: {
      title: 'First deposit bonus 100%',
      content:
        '<p>Deposit at least <b>100</b> and we double it, up to <b>888</b>.</p><ul><li>Upload a screenshot of your deposit.</li><li>Wagering: 10× the bonus.</li></ul>',
    },
    TH: {
      title: 'โบนัสฝากครั้งแรก 100%',
      content:
        '<p>ฝากขั้นต่ำ <b>100</b> แล้วเราเพิ่มให้อีกเท่าตัว สูงสุด <b>888</b></p><ul><li>อัปโหลดภาพหน้าจอการฝากเงินของคุณ</li><li>ยอดเทิร์นโอเวอร์: 10 เท่าของโบนัส</li></ul>',
    },
    VI: {
      title: 'Thưởng nạp đầu 100%',
      content:
        '<p>Nạp tối thiểu <b>100</b>, chúng tôi tặng thêm 100%, tối đa <b>888</b>.</p><ul><li>Tải lên ảnh chụp màn hình giao dịch nạp tiền.</li><li>Yêu cầu cược: 10 lần tiền thưởng.</li></ul>',
    },
  },
  ['/promo/promo-deposit.svg'],
);

export const RAFFLE_TEXT = promotion(
  {
    CN: { title: '每周红包抽奖', content: '<p>每周每位会员可拆一个红包，现金奖励最高 <b>88.88</b>。</p>' },
    TW: { title: '每週紅包抽獎', content: '<p>每週每位會員可拆一個紅包，現金獎勵最高 <b>88.88</b>。</p>' },
    JA: { title: '毎週の紅包抽選', content: '<p>毎週、会員の皆さまは紅包を1つ開けられます。現金賞金は最大<b>88.88</b>。</p>' },
    EN: {
      title: 'Weekly red envelope raffle',
      content: '<p>Every week, every member opens one red envelope with a cash prize of up to <b>88.88</b>.</p>',
    },
    TH: { title: 'ลุ้นอั่งเปาประจำสัปดาห์', content: '<p>ทุกสัปดาห์ สมาชิกทุกคนเปิดอั่งเปาได้ 1 ซอง รับเงินรางวัลสูงสุด <b>88.88</b></p>' },
    VI: {
      title: 'Quay thưởng lì xì hằng tuần',
      content: '<p>Mỗi tuần, mỗi thành viên được mở một bao lì xì với giải thưởng tiền mặt lên đến <b>88.88</b>.</p>',
    },
  },
  ['/promo/promo-raffle.svg'],
);

export const BIRTHDAY_TEXT = promotion(
  {
    CN: { title: 'VIP会员生日礼金', content: '<p>在备注中填写您的生日月份，即可领取 VIP 团队送出的礼物。</p>' },
    TW: { title: 'VIP會員生日禮金', content: '<p>在備註中填寫您的生日月份，即可領取 VIP 團隊送出的禮物。</p>' },
    JA: { title: 'VIP会員バースデーギフト', content: '<p>備考欄に誕生月をご記入いただくと、VIPチームからギフトをお届けします。</p>' },
    EN: {
      title: 'Birthday gift for VIP members',
      content: '<p>Tell us your birthday month in the remarks and receive a gift from the VIP team.</p>',
    },
    TH: { title: 'ของขวัญวันเกิดสำหรับสมาชิก VIP', content: '<p>แจ้งเดือนเกิดของคุณในช่องหมายเหตุ แล้วรับของขวัญจากทีม VIP</p>' },
    VI: {
      title: 'Quà sinh nhật cho thành viên VIP',
      content: '<p>Ghi tháng sinh của bạn vào phần ghi chú để nhận quà từ đội ngũ VIP.</p>',
    },
  },
  [],
);

export const RESCUE_TEXT = promotion(
  {
    CN: { title: '救援金', content: '<p>手气不佳？次日早上返还您净亏损的 5%。</p>' },
    TW: { title: '救援金', content: '<p>手氣不佳？次日早上返還您淨虧損的 5%。</p>' },
    JA: { title: '救済ボーナス', content: '<p>ツイていない日も大丈夫。純損失の5%を翌朝お返しします。</p>' },
    EN: { title: 'Rescue bonus', content: '<p>Had a bad day? 5% of your net loss comes back the next morning.</p>' },
    TH: { title: 'โบนัสช่วยเหลือ', content: '<p>วันนี้ไม่เป็นใจ? รับคืน 5% ของยอดเสียสุทธิในเช้าวันถัดไป</p>' },
    VI: { title: 'Thưởng cứu trợ', content: '<p>Một ngày không may? 5% số tiền thua ròng sẽ được hoàn lại vào sáng hôm sau.</p>' },
  },
  [],
);

const copyright = (texts: Record<Language, string>): CopyrightTranslations =>
  Object.fromEntries(LANGS.map((l) => [l, { copyright: texts[l] }]));

export const DEMO_COPYRIGHT = copyright({
  CN: '© 2026 Arcadia Demo。理性娱乐，未满 18 岁禁止参与。',
  TW: '© 2026 Arcadia Demo。理性娛樂，未滿 18 歲禁止參與。',
  JA: '© 2026 Arcadia Demo。節度を守ってお楽しみください。18歳以上限定。',
  EN: '© 2026 Arcadia Demo. Play responsibly. 18+',
  TH: '© 2026 Arcadia Demo เล่นอย่างมีความรับผิดชอบ สำหรับผู้มีอายุ 18 ปีขึ้นไป',
  VI: '© 2026 Arcadia Demo. Chơi có trách nhiệm. Chỉ dành cho người từ 18 tuổi.',
});

export const ACME_COPYRIGHT = copyright({
  CN: '© 2026 Acme Play。仅限 18 岁以上。',
  TW: '© 2026 Acme Play。僅限 18 歲以上。',
  JA: '© 2026 Acme Play。18歳以上限定。',
  EN: '© 2026 Acme Play. 18+ only.',
  TH: '© 2026 Acme Play สำหรับผู้มีอายุ 18 ปีขึ้นไปเท่านั้น',
  VI: '© 2026 Acme Play. Chỉ dành cho người từ 18 tuổi.',
});
