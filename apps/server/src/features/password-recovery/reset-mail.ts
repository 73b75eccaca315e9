import type { Language } from '@arcadia/contract';

const MAILS: Record<Language, (link: string, minutes: number) => { subject: string; text: string }> = {
  CN: (l, m) => ({
    subject: '重置您的密码',
    text: `我们收到了重置密码的请求。请在 ${m} 分钟内打开以下链接设置新密码（仅可使用一次）：\n\n${l}\n\n如果不是您本人操作，请忽略此邮件，您的密码不会改变。`,
  }),
  TW: (l, m) => ({
    subject: '重設您的密碼',
    text: `我們收到了重設密碼的請求。請在 ${m} 分鐘內開啟以下連結設定新密碼（僅可使用一次）：\n\n${l}\n\n如果不是您本人操作，請忽略此郵件，您的密碼不會改變。`,
  }),
  JA: (l, m) => ({
    subject: 'パスワードの再設定',
    text: `パスワード再設定のリクエストを受け付けました。${m} 分以内に次のリンクを開いて新しいパスワードを設定してください（1 回のみ有効）：\n\n${l}\n\nお心当たりがない場合はこのメールを無視してください。パスワードは変更されません。`,
  }),
  EN: (l, m) => ({
    subject: 'Reset your password',
    text: `We received a request to reset your password. Open this link within ${m} minutes to choose a new one (it works once):\n\n${l}\n\nIf this was not you, ignore this mail; your password stays the same.`,
  }),
  TH: (l, m) => ({
    subject: 'ตั้งรหัสผ่านใหม่',
    text: `เราได้รับคำขอตั้งรหัสผ่านใหม่ โปรดเปิดลิงก์นี้ภายใน ${m} นาทีเพื่อตั้งรหัสผ่านใหม่ (ใช้ได้ครั้งเดียว):\n\n${l}\n\nหากคุณไม่ได้ขอ โปรดเพิกเฉยต่ออีเมลนี้ รหัสผ่านของคุณจะไม่เปลี่ยน`,
  }),
  VI: (l, m) => ({
    subject: 'Đặt lại mật khẩu',
    text: `Chúng tôi nhận được yêu cầu đặt lại mật khẩu. Mở liên kết này trong ${m} phút để đặt mật khẩu mới (chỉ dùng được một lần):\n\n${l}\n\nNếu không phải bạn, hãy bỏ qua thư này; mật khẩu của bạn không thay đổi.`,
  }),
};

/** The reset mail in the language the visitor was using. */
export const resetMail = (language: Language, link: string, minutes: number) => MAILS[language](link, minutes);
