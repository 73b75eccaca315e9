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
  lottery_settings_invalid: {
    CN: '开奖周期须整除一天（30 秒至 1 天），偏移须小于周期，封盘时间须短于周期。',
    TW: '開獎週期須整除一天（30 秒至 1 天），偏移須小於週期，封盤時間須短於週期。',
    JA: '抽選間隔は1日を割り切る値（30秒〜1日）、オフセットは間隔未満、締切時間は間隔より短くしてください。',
    EN: 'The interval must divide a day (30 s to 1 day), the offset must be below the interval and the lock shorter than the interval.',
    TH: 'รอบการออกผลต้องหารหนึ่งวันลงตัว (30 วินาทีถึง 1 วัน) ค่าเลื่อนต้องน้อยกว่ารอบ และเวลาปิดรับต้องสั้นกว่ารอบ',
    VI: 'Chu kỳ quay phải chia hết một ngày (30 giây đến 1 ngày), độ lệch phải nhỏ hơn chu kỳ và thời gian khóa phải ngắn hơn chu kỳ.',
  },
};
