import type { MessageTable } from '../../platform/i18n/messages.js';

export const rafflesMessages: MessageTable = {
  raffle_not_found: {
    CN: '找不到这个抽奖活动。',
    TW: '找不到這個抽獎活動。',
    JA: 'この抽選は見つかりません。',
    EN: 'This raffle does not exist.',
    TH: 'ไม่พบการจับรางวัลนี้',
    VI: 'Không tìm thấy đợt quay thưởng này.',
  },
  raffle_not_started: {
    CN: '抽奖尚未开始。',
    TW: '抽獎尚未開始。',
    JA: '抽選はまだ始まっていません。',
    EN: 'The raffle has not started yet.',
    TH: 'การจับรางวัลยังไม่เริ่ม',
    VI: 'Đợt quay thưởng chưa bắt đầu.',
  },
  raffle_ended: {
    CN: '抽奖已结束。',
    TW: '抽獎已結束。',
    JA: '抽選は終了しました。',
    EN: 'The raffle has ended.',
    TH: 'การจับรางวัลสิ้นสุดแล้ว',
    VI: 'Đợt quay thưởng đã kết thúc.',
  },
  raffle_already_claimed: {
    CN: '你已领取过这次抽奖的奖品。',
    TW: '你已領取過這次抽獎的獎品。',
    JA: 'この抽選の賞品は受け取り済みです。',
    EN: 'You have already claimed this raffle’s prize.',
    TH: 'คุณรับรางวัลของการจับรางวัลนี้แล้ว',
    VI: 'Bạn đã nhận giải của đợt quay thưởng này.',
  },
};
