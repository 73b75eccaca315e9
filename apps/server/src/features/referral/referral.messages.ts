import type { MessageTable } from '../../platform/i18n/messages.js';

export const referralMessages: MessageTable = {
  referral_disabled: {
    CN: '推荐活动未开放。',
    TW: '推薦活動未開放。',
    JA: '紹介プログラムは利用できません。',
    EN: 'Referral is not available on this site.',
    TH: 'เว็บไซต์นี้ไม่มีระบบแนะนำเพื่อน',
    VI: 'Trang này không có chương trình giới thiệu.',
  },
};
