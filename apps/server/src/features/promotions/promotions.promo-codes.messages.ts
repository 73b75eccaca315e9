import type { MessageTable } from '../../platform/i18n/messages.js';

/** Promo code refusals (docs/adr/058), in the six languages. */
export const promoCodesMessages: MessageTable = {
  promo_code_invalid: {
    CN: '优惠码无效。',
    TW: '優惠碼無效。',
    JA: 'プロモコードが無効です。',
    EN: 'This promo code is not valid.',
    TH: 'รหัสโปรโมชันไม่ถูกต้อง',
    VI: 'Mã khuyến mãi không hợp lệ.',
  },
  promo_code_expired: {
    CN: '优惠码已过期。',
    TW: '優惠碼已過期。',
    JA: 'このプロモコードは期限切れです。',
    EN: 'This promo code has expired.',
    TH: 'รหัสโปรโมชันนี้หมดอายุแล้ว',
    VI: 'Mã khuyến mãi đã hết hạn.',
  },
  promo_code_exhausted: {
    CN: '优惠码已被领完。',
    TW: '優惠碼已被領完。',
    JA: 'このプロモコードは上限に達しました。',
    EN: 'This promo code has been used up.',
    TH: 'รหัสโปรโมชันนี้ถูกใช้ครบแล้ว',
    VI: 'Mã khuyến mãi đã hết lượt sử dụng.',
  },
  promo_code_redeemed: {
    CN: '您已使用过这个优惠码。',
    TW: '您已使用過這個優惠碼。',
    JA: 'このプロモコードはすでに使用済みです。',
    EN: 'You have already redeemed this promo code.',
    TH: 'คุณใช้รหัสโปรโมชันนี้ไปแล้ว',
    VI: 'Bạn đã sử dụng mã khuyến mãi này.',
  },
  promo_code_taken: {
    CN: '这个优惠码已存在。',
    TW: '這個優惠碼已存在。',
    JA: 'このプロモコードは既に存在します。',
    EN: 'This promo code already exists.',
    TH: 'มีรหัสโปรโมชันนี้อยู่แล้ว',
    VI: 'Mã khuyến mãi này đã tồn tại.',
  },
  promo_code_window_invalid: {
    CN: '结束时间必须晚于开始时间,且在未来。',
    TW: '結束時間必須晚於開始時間,且在未來。',
    JA: '終了日時は開始日時より後、かつ未来にしてください。',
    EN: 'The end must be after the start and in the future.',
    TH: 'เวลาสิ้นสุดต้องอยู่หลังเวลาเริ่มต้นและอยู่ในอนาคต',
    VI: 'Thời gian kết thúc phải sau thời gian bắt đầu và ở tương lai.',
  },
};
