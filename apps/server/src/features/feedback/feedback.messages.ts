import { FEEDBACK_ERRORS } from '@arcadia/contract/feedback';
import type { MessageTable } from '../../platform/i18n/messages.js';

export const feedbackMessages: MessageTable = {
  [FEEDBACK_ERRORS.descriptionRequired]: {
    CN: '请填写问题描述。',
    TW: '請填寫問題描述。',
    JA: 'お問い合わせ内容を入力してください。',
    EN: 'Please describe the problem.',
    TH: 'กรุณาอธิบายปัญหา',
    VI: 'Vui lòng mô tả vấn đề.',
  },
  [FEEDBACK_ERRORS.captchaRequired]: {
    CN: '请输入验证码。',
    TW: '請輸入驗證碼。',
    JA: '認証コードを入力してください。',
    EN: 'Please enter the captcha.',
    TH: 'กรุณากรอกรหัสยืนยัน',
    VI: 'Vui lòng nhập mã xác nhận.',
  },
  [FEEDBACK_ERRORS.captchaWrong]: {
    CN: '验证码错误，请重新输入。',
    TW: '驗證碼錯誤，請重新輸入。',
    JA: '認証コードが正しくありません。もう一度入力してください。',
    EN: 'The captcha is wrong. Please try again.',
    TH: 'รหัสยืนยันไม่ถูกต้อง กรุณาลองใหม่',
    VI: 'Mã xác nhận không đúng, vui lòng thử lại.',
  },
  [FEEDBACK_ERRORS.imageType]: {
    CN: '图片仅支持 jpg、jpeg、png 格式。',
    TW: '圖片僅支援 jpg、jpeg、png 格式。',
    JA: '画像は jpg、jpeg、png のみ対応しています。',
    EN: 'Images must be jpg, jpeg or png.',
    TH: 'รองรับรูปภาพเฉพาะ jpg, jpeg, png',
    VI: 'Ảnh chỉ hỗ trợ định dạng jpg, jpeg, png.',
  },
  [FEEDBACK_ERRORS.imageNeedsLogin]: {
    CN: '登录后才能上传图片。',
    TW: '登入後才能上傳圖片。',
    JA: '画像を添付するにはログインしてください。',
    EN: 'Please sign in to attach an image.',
    TH: 'กรุณาเข้าสู่ระบบเพื่อแนบรูปภาพ',
    VI: 'Vui lòng đăng nhập để đính kèm ảnh.',
  },
  [FEEDBACK_ERRORS.imageTooLarge]: {
    CN: '图片不能超过 3 MB。',
    TW: '圖片不能超過 3 MB。',
    JA: '画像は 3 MB 以下にしてください。',
    EN: 'The image must be 3 MB or smaller.',
    TH: 'รูปภาพต้องไม่เกิน 3 MB',
    VI: 'Ảnh không được vượt quá 3 MB.',
  },
};
