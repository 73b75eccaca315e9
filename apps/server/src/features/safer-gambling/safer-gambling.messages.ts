import type { MessageTable } from '../../platform/i18n/messages.js';

export const saferGamblingMessages: MessageTable = {
  sg_bet_limit_reached: {
    CN: '此注单将超出您设定的限额（剩余 {left}）。',
    TW: '此注單將超出您設定的限額（剩餘 {left}）。',
    JA: 'このベットは設定した上限を超えます（残り {left}）。',
    EN: 'This bet would go over the limit you set ({left} left).',
    TH: 'การเดิมพันนี้จะเกินวงเงินที่คุณตั้งไว้ (เหลือ {left})',
    VI: 'Cược này sẽ vượt quá hạn mức bạn đã đặt (còn lại {left}).',
  },
  sg_deposit_limit_reached: {
    CN: '此存款将超出您设定的存款限额（剩余 {left}）。',
    TW: '此存款將超出您設定的存款限額（剩餘 {left}）。',
    JA: 'この入金は設定した入金上限を超えます（残り {left}）。',
    EN: 'This deposit would go over the deposit limit you set ({left} left).',
    TH: 'การฝากนี้จะเกินวงเงินฝากที่คุณตั้งไว้ (เหลือ {left})',
    VI: 'Khoản nạp này sẽ vượt quá hạn mức nạp bạn đã đặt (còn lại {left}).',
  },
  sg_excluded: {
    CN: '您的账户处于冷静期或自我禁制中，至 {until} 前无法登录或投注。',
    TW: '您的帳戶處於冷靜期或自我禁制中，至 {until} 前無法登入或投注。',
    JA: 'アカウントはタイムアウトまたは自己排除中のため、{until} までログインやベットはできません。',
    EN: 'Your account is in a time-out or self-exclusion: you cannot sign in or bet until {until}.',
    TH: 'บัญชีของคุณอยู่ในช่วงพักหรือการระงับตนเอง ไม่สามารถเข้าสู่ระบบหรือเดิมพันได้จนถึง {until}',
    VI: 'Tài khoản của bạn đang tạm nghỉ hoặc tự loại trừ: không thể đăng nhập hay đặt cược đến {until}.',
  },
  sg_pending_not_due: {
    CN: '提高或取消限额需等待 24 小时，请于 {at} 后确认。',
    TW: '提高或取消限額需等待 24 小時，請於 {at} 後確認。',
    JA: '上限の引き上げ・解除は24時間後に確定できます（{at} 以降）。',
    EN: 'A raised or removed limit can be confirmed after 24 hours, from {at}.',
    TH: 'การเพิ่มหรือยกเลิกวงเงินยืนยันได้หลัง 24 ชั่วโมง ตั้งแต่ {at}',
    VI: 'Việc tăng hoặc gỡ hạn mức chỉ xác nhận được sau 24 giờ, từ {at}.',
  },
  sg_no_pending: {
    CN: '没有待确认的限额变更。',
    TW: '沒有待確認的限額變更。',
    JA: '確定待ちの上限変更はありません。',
    EN: 'There is no limit change waiting for confirmation.',
    TH: 'ไม่มีการเปลี่ยนวงเงินที่รอการยืนยัน',
    VI: 'Không có thay đổi hạn mức nào chờ xác nhận.',
  },
  sg_exclusion_active: {
    CN: '您已有进行中的冷静期或自我禁制，只能延长，不能缩短。',
    TW: '您已有進行中的冷靜期或自我禁制，只能延長，不能縮短。',
    JA: '実行中のタイムアウト・自己排除は延長のみ可能で、短縮はできません。',
    EN: 'A time-out or self-exclusion is already running: it can only be made longer, not shorter.',
    TH: 'มีช่วงพักหรือการระงับตนเองอยู่แล้ว ขยายได้เท่านั้น ลดไม่ได้',
    VI: 'Đang có thời gian tạm nghỉ hoặc tự loại trừ: chỉ có thể kéo dài, không thể rút ngắn.',
  },
};
