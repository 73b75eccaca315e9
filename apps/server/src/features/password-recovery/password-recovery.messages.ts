import type { MessageTable } from '../../platform/i18n/messages.js';

export const passwordRecoveryMessages: MessageTable = {
  in_account_incorrect: {
    CN: '请输入账号。',
    TW: '請輸入帳號。',
    JA: 'アカウントを入力してください。',
    EN: 'Please enter your account.',
    TH: 'กรุณากรอกบัญชี',
    VI: 'Vui lòng nhập tài khoản.',
  },
  in_email_incorrect: {
    CN: '请输入正确的电子邮箱。',
    TW: '請輸入正確的電子郵件。',
    JA: '正しいメールアドレスを入力してください。',
    EN: 'Please enter a correct e-mail address.',
    TH: 'กรุณากรอกอีเมลให้ถูกต้อง',
    VI: 'Vui lòng nhập đúng địa chỉ e-mail.',
  },
  reset_link_invalid: {
    CN: '此重置链接无效、已使用或已过期，请重新申请。',
    TW: '此重設連結無效、已使用或已過期，請重新申請。',
    JA: 'このリンクは無効、使用済み、または期限切れです。もう一度お申し込みください。',
    EN: 'This reset link is invalid, already used or expired. Please ask for a new one.',
    TH: 'ลิงก์นี้ไม่ถูกต้อง ถูกใช้แล้ว หรือหมดอายุ โปรดขอลิงก์ใหม่',
    VI: 'Liên kết này không hợp lệ, đã dùng hoặc đã hết hạn. Vui lòng yêu cầu liên kết mới.',
  },
};
