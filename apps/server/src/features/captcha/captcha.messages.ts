import { CAPTCHA_ERRORS } from '@arcadia/contract/captcha/slider';
import type { MessageTable } from '../../platform/i18n/messages.js';

export const captchaMessages: MessageTable = {
  [CAPTCHA_ERRORS.verifyFirst]: {
    CN: '请先完成滑块验证。',
    TW: '請先完成滑塊驗證。',
    JA: '先にスライダー認証を完了してください。',
    EN: 'Please complete the slider verification first.',
    TH: 'กรุณาเลื่อนยืนยันตัวตนก่อน',
    VI: 'Vui lòng hoàn tất xác thực trượt trước.',
  },
  [CAPTCHA_ERRORS.sliderMismatch]: {
    CN: '拼图未对准，请重试。',
    TW: '拼圖未對準，請重試。',
    JA: 'ピースの位置が合っていません。もう一度お試しください。',
    EN: 'The piece is not in place. Please try again.',
    TH: 'ชิ้นส่วนไม่ตรงตำแหน่ง กรุณาลองใหม่',
    VI: 'Mảnh ghép chưa đúng vị trí. Vui lòng thử lại.',
  },
  [CAPTCHA_ERRORS.sliderTooFast]: {
    CN: '操作太快，请重试。',
    TW: '操作太快，請重試。',
    JA: '操作が速すぎます。もう一度お試しください。',
    EN: 'Too fast. Please try again.',
    TH: 'เร็วเกินไป กรุณาลองใหม่',
    VI: 'Thao tác quá nhanh. Vui lòng thử lại.',
  },
  [CAPTCHA_ERRORS.sliderTrace]: {
    CN: '验证未通过，请重试。',
    TW: '驗證未通過，請重試。',
    JA: '認証できませんでした。もう一度お試しください。',
    EN: 'Verification failed. Please try again.',
    TH: 'การยืนยันไม่ผ่าน กรุณาลองใหม่',
    VI: 'Xác thực không thành công. Vui lòng thử lại.',
  },
  [CAPTCHA_ERRORS.sliderExpired]: {
    CN: '验证已失效，请重新验证。',
    TW: '驗證已失效，請重新驗證。',
    JA: '認証の有効期限が切れました。もう一度認証してください。',
    EN: 'This verification has expired or was already used. Please start again.',
    TH: 'การยืนยันหมดอายุหรือถูกใช้แล้ว กรุณาเริ่มใหม่',
    VI: 'Xác thực đã hết hạn hoặc đã được dùng. Vui lòng làm lại.',
  },
  [CAPTCHA_ERRORS.sliderOff]: {
    CN: '本站未启用滑块验证。',
    TW: '本站未啟用滑塊驗證。',
    JA: 'このサイトではスライダー認証は使われていません。',
    EN: 'This site does not use the slider verification.',
    TH: 'เว็บไซต์นี้ไม่ได้ใช้การยืนยันแบบเลื่อน',
    VI: 'Trang này không dùng xác thực trượt.',
  },
  [CAPTCHA_ERRORS.geetestDown]: {
    CN: '验证服务暂不可用，请稍后重试。',
    TW: '驗證服務暫不可用，請稍後重試。',
    JA: '認証サービスが利用できません。しばらくしてから再試行してください。',
    EN: 'Geetest service not work. Please try again later.',
    TH: 'บริการยืนยันไม่พร้อมใช้งาน กรุณาลองใหม่ภายหลัง',
    VI: 'Dịch vụ xác thực tạm thời không khả dụng. Vui lòng thử lại sau.',
  },
};
