import type { MessageTable } from '../../platform/i18n/messages.js';
import { opsOperatorsMessages } from './ops.operators.messages.js';

export const OPS_ERRORS = {
  loginFailed: 'ops_login_failed',
  locked: 'ops_locked',
  ipNotAllowed: 'ops_ip_not_allowed',
} as const;

export const opsMessages: MessageTable = {
  ...opsOperatorsMessages,
  ops_login_failed: {
    CN: '用户名、密码或验证码错误。',
    TW: '使用者名稱、密碼或驗證碼錯誤。',
    JA: 'ユーザー名、パスワード、または認証コードが正しくありません。',
    EN: 'The username, password or authenticator code is wrong.',
    TH: 'ชื่อผู้ใช้ รหัสผ่าน หรือรหัสยืนยันไม่ถูกต้อง',
    VI: 'Tên đăng nhập, mật khẩu hoặc mã xác thực không đúng.',
  },
  ops_locked: {
    CN: '登录失败次数过多，账户已暂时锁定，请稍后再试。',
    TW: '登入失敗次數過多，帳戶已暫時鎖定，請稍後再試。',
    JA: 'ログインの失敗が多すぎるため、アカウントは一時的にロックされています。しばらくしてからお試しください。',
    EN: 'Too many failed sign-ins: the account is locked for a while. Try again later.',
    TH: 'เข้าสู่ระบบผิดพลาดหลายครั้งเกินไป บัญชีถูกล็อกชั่วคราว โปรดลองใหม่ภายหลัง',
    VI: 'Đăng nhập sai quá nhiều lần, tài khoản tạm thời bị khóa. Vui lòng thử lại sau.',
  },
  ops_ip_not_allowed: {
    CN: '此地址不在商户的操作员白名单中。',
    TW: '此位址不在商戶的操作員白名單中。',
    JA: 'このアドレスは加盟店のオペレーター許可リストにありません。',
    EN: "This address is not on the merchant's operator allow-list.",
    TH: 'ที่อยู่นี้ไม่อยู่ในรายการที่อนุญาตสำหรับผู้ดำเนินการของร้านค้า',
    VI: 'Địa chỉ này không nằm trong danh sách cho phép của nhà vận hành.',
  },
};
