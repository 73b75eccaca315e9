import type { MessageTable } from '../../platform/i18n/messages.js';

export const lotteryMessages: MessageTable = {
  lottery_numero_closed: {
    CN: '本期已封盘，请投注下一期。',
    TW: '本期已封盤，請投注下一期。',
    JA: 'この回の受付は締め切りました。次の回にベットしてください。',
    EN: 'Betting on this draw has closed. Please bet on the next one.',
    TH: 'งวดนี้ปิดรับแทงแล้ว กรุณาแทงงวดถัดไป',
    VI: 'Kỳ này đã khóa cược, vui lòng cược kỳ tiếp theo.',
  },
  lottery_selection_invalid: {
    CN: '投注号码不正确。',
    TW: '投注號碼不正確。',
    JA: '選択した番号が正しくありません。',
    EN: 'The numbers chosen are not valid for this play type.',
    TH: 'หมายเลขที่เลือกไม่ถูกต้อง',
    VI: 'Số đã chọn không hợp lệ.',
  },
  lottery_play_type_unknown: {
    CN: '该玩法不存在。',
    TW: '該玩法不存在。',
    JA: 'この遊び方はありません。',
    EN: 'This play type does not exist for the game.',
    TH: 'ไม่มีรูปแบบการเล่นนี้',
    VI: 'Kiểu chơi này không tồn tại.',
  },
  lottery_amount_invalid: {
    CN: '每注金额须在 {min} 至 {max} 之间。',
    TW: '每注金額須在 {min} 至 {max} 之間。',
    JA: 'ベット額は {min} ～ {max} の範囲で入力してください。',
    EN: 'Each bet must be between {min} and {max}.',
    TH: 'จำนวนเงินเดิมพันต้องอยู่ระหว่าง {min} ถึง {max}',
    VI: 'Mỗi cược phải từ {min} đến {max}.',
  },
  lottery_draw_not_open: {
    CN: '该期不存在或已开奖。',
    TW: '該期不存在或已開獎。',
    JA: 'この回は存在しないか、抽選済みです。',
    EN: 'This draw does not exist or is no longer open.',
    TH: 'ไม่มีงวดนี้หรือออกผลแล้ว',
    VI: 'Kỳ này không tồn tại hoặc đã quay số.',
  },
};
