import type { Language } from '@arcadia/contract';

const MAILS: Record<Language, (code: string, minutes: number) => { subject: string; text: string }> = {
  CN: (c, m) => ({ subject: '您的验证码', text: `您的验证码是 ${c}，${m} 分钟内有效。请勿告诉他人。` }),
  TW: (c, m) => ({ subject: '您的驗證碼', text: `您的驗證碼是 ${c}，${m} 分鐘內有效。請勿告訴他人。` }),
  JA: (c, m) => ({ subject: '認証コード', text: `認証コードは ${c} です（${m} 分間有効）。他人に教えないでください。` }),
  EN: (c, m) => ({ subject: 'Your verification code', text: `Your code is ${c}. It is valid for ${m} minutes. Do not share it.` }),
  TH: (c, m) => ({ subject: 'รหัสยืนยันของคุณ', text: `รหัสของคุณคือ ${c} ใช้ได้ ${m} นาที ห้ามบอกผู้อื่น` }),
  VI: (c, m) => ({ subject: 'Mã xác minh của bạn', text: `Mã của bạn là ${c}, có hiệu lực ${m} phút. Không chia sẻ mã này.` }),
};

export const codeMail = (language: Language, code: string, minutes: number) => MAILS[language](code, minutes);
