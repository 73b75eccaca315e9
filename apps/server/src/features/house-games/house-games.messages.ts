import type { MessageTable } from '../../platform/i18n/messages.js';

export const houseGamesMessages: MessageTable = {
  house_bet_invalid: {
    CN: '投注金额格式不正确。',
    TW: '投注金額格式不正確。',
    JA: 'ベット額の形式が正しくありません。',
    EN: 'The bet amount is not valid.',
    TH: 'จำนวนเงินเดิมพันไม่ถูกต้อง',
    VI: 'Số tiền cược không hợp lệ.',
  },
  house_dice_invalid: {
    CN: '请选择 1% 到 98% 之间的胜率。',
    TW: '請選擇 1% 到 98% 之間的勝率。',
    JA: '勝率は 1% から 98% の間で選んでください。',
    EN: 'Choose a win chance between 1% and 98%.',
    TH: 'กรุณาเลือกโอกาสชนะระหว่าง 1% ถึง 98%',
    VI: 'Hãy chọn tỉ lệ thắng từ 1% đến 98%.',
  },
  house_bet_below_min: {
    CN: '投注金额不能低于 {min}。',
    TW: '投注金額不能低於 {min}。',
    JA: 'ベット額は {min} 以上にしてください。',
    EN: 'The bet must be at least {min}.',
    TH: 'เดิมพันต้องไม่น้อยกว่า {min}',
    VI: 'Mức cược tối thiểu là {min}.',
  },
  house_bet_above_max: {
    CN: '投注金额不能高于 {max}。',
    TW: '投注金額不能高於 {max}。',
    JA: 'ベット額は {max} 以下にしてください。',
    EN: 'The bet must be at most {max}.',
    TH: 'เดิมพันต้องไม่เกิน {max}',
    VI: 'Mức cược tối đa là {max}.',
  },
  house_trial_unknown: {
    CN: '试玩已过期，请重新开始。',
    TW: '試玩已過期，請重新開始。',
    JA: '体験プレイの有効期限が切れました。もう一度始めてください。',
    EN: 'This trial session has ended. Please start again.',
    TH: 'เซสชันทดลองเล่นสิ้นสุดแล้ว กรุณาเริ่มใหม่',
    VI: 'Phiên chơi thử đã kết thúc. Vui lòng bắt đầu lại.',
  },
};
