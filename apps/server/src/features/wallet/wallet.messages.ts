import type { MessageTable } from '../../platform/i18n/messages.js';

export const walletMessages: MessageTable = {
  balance_not_enough: {
    CN: '余额不足。',
    TW: '餘額不足。',
    JA: '残高が不足しています。',
    EN: 'Your balance is not enough.',
    TH: 'ยอดเงินไม่เพียงพอ',
    VI: 'Số dư không đủ.',
  },
  transfer_upline_unavailable: {
    CN: '您的账号不能向上级转账。',
    TW: '您的帳號不能向上級轉帳。',
    JA: 'このアカウントは上位への送金ができません。',
    EN: 'This account cannot transfer to its upline.',
    TH: 'บัญชีนี้ไม่สามารถโอนเงินให้อัปไลน์ได้',
    VI: 'Tài khoản này không thể chuyển tiền cho tuyến trên.',
  },
  idempotency_key_reused: {
    CN: '该请求编号已用于另一笔操作。',
    TW: '該請求編號已用於另一筆操作。',
    JA: 'このリクエスト番号は別の操作で使用済みです。',
    EN: 'This request key was already used for a different request.',
    TH: 'รหัสคำขอนี้ถูกใช้กับคำขออื่นแล้ว',
    VI: 'Mã yêu cầu này đã được dùng cho yêu cầu khác.',
  },
  amount_invalid: {
    CN: '金额格式不正确。',
    TW: '金額格式不正確。',
    JA: '金額の形式が正しくありません。',
    EN: 'The amount is not valid.',
    TH: 'จำนวนเงินไม่ถูกต้อง',
    VI: 'Số tiền không hợp lệ.',
  },
  hold_not_open: {
    CN: '该冻结款项已处理。',
    TW: '該凍結款項已處理。',
    JA: 'この保留はすでに処理されています。',
    EN: 'This hold has already been closed.',
    TH: 'รายการกันเงินนี้ถูกดำเนินการแล้ว',
    VI: 'Khoản tạm giữ này đã được xử lý.',
  },
};
