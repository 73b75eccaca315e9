import type { MessageTable } from '../../platform/i18n/messages.js';

export const verificationMessages: MessageTable = {
  sms_code_incorrect: {
    CN: '验证码错误或已过期。',
    TW: '驗證碼錯誤或已過期。',
    JA: '認証コードが正しくないか、期限切れです。',
    EN: 'The code is wrong or has expired.',
    TH: 'รหัสไม่ถูกต้องหรือหมดอายุแล้ว',
    VI: 'Mã không đúng hoặc đã hết hạn.',
  },
  sms_too_frequent: {
    CN: '发送过于频繁，请 {seconds} 秒后再试。',
    TW: '發送過於頻繁，請 {seconds} 秒後再試。',
    JA: '送信回数が多すぎます。{seconds} 秒後に再試行してください。',
    EN: 'A code was sent just now. Please wait {seconds} seconds.',
    TH: 'ส่งรหัสบ่อยเกินไป โปรดรอ {seconds} วินาที',
    VI: 'Vừa gửi mã. Vui lòng đợi {seconds} giây.',
  },
  sms_disabled: {
    CN: '本站未开启短信服务。',
    TW: '本站未開啟簡訊服務。',
    JA: 'このサイトでは SMS を利用できません。',
    EN: 'SMS is not available on this site.',
    TH: 'เว็บไซต์นี้ไม่เปิดใช้บริการ SMS',
    VI: 'Trang này không hỗ trợ SMS.',
  },
  br_enright_cphone: {
    CN: '请输入正确的手机号码。',
    TW: '請輸入正確的手機號碼。',
    JA: '正しい携帯電話番号を入力してください。',
    EN: 'Please enter a correct mobile number.',
    TH: 'กรุณากรอกหมายเลขโทรศัพท์มือถือให้ถูกต้อง',
    VI: 'Vui lòng nhập đúng số điện thoại di động.',
  },
};
