import type { MessageTable } from '../../platform/i18n/messages.js';

export const rebatesMessages: MessageTable = {
  rebate_nothing_to_claim: {
    CN: '目前没有可领取的返水。',
    TW: '目前沒有可領取的返水。',
    JA: '現在受け取れるリベートはありません。',
    EN: 'There is no rebate to claim right now.',
    TH: 'ขณะนี้ไม่มีเงินคืนที่รับได้',
    VI: 'Hiện không có hoàn trả để nhận.',
  },
  rebate_disabled: {
    CN: '返水功能未开放。',
    TW: '返水功能未開放。',
    JA: 'リベート機能は利用できません。',
    EN: 'Rebates are not available on this site.',
    TH: 'เว็บไซต์นี้ไม่มีระบบเงินคืน',
    VI: 'Trang này không hỗ trợ hoàn trả.',
  },
};
