import type { MessageTable } from '../../platform/i18n/messages.js';

export const registrationMessages: MessageTable = {
  in_please_information: {
    CN: '请填写完整且正确的资料。',
    TW: '請填寫完整且正確的資料。',
    JA: '必要な情報を正しく入力してください。',
    EN: 'Please fill in all required information correctly.',
    TH: 'กรุณากรอกข้อมูลที่จำเป็นให้ครบถ้วนและถูกต้อง',
    VI: 'Vui lòng điền đầy đủ và chính xác thông tin bắt buộc.',
  },
  in_register_agreed: {
    CN: '请确认您已成年并同意用户协议。',
    TW: '請確認您已成年並同意用戶協議。',
    JA: '成人であることを確認し、利用規約に同意してください。',
    EN: 'Please confirm you are of age and agree to the terms.',
    TH: 'กรุณายืนยันว่าคุณบรรลุนิติภาวะและยอมรับข้อตกลง',
    VI: 'Vui lòng xác nhận bạn đủ tuổi và đồng ý với điều khoản.',
  },
  register_mixed_script: {
    CN: '用户名和昵称不能混用不同文字的字母（例如拉丁字母与西里尔字母），以免与他人混淆。',
    TW: '用戶名和暱稱不能混用不同文字的字母（例如拉丁字母與西里爾字母），以免與他人混淆。',
    JA: 'ユーザー名とニックネームに異なる文字体系の文字（ラテン文字とキリル文字など）を混ぜることはできません。',
    EN: 'Usernames and nicknames cannot mix letters of different scripts (such as Latin and Cyrillic), so they cannot pose as someone else.',
    TH: 'ชื่อผู้ใช้และชื่อเล่นต้องไม่ผสมตัวอักษรต่างระบบ (เช่น ละตินกับซีริลลิก) เพื่อไม่ให้สับสนกับผู้อื่น',
    VI: 'Tên đăng nhập và biệt danh không được trộn chữ của các hệ chữ khác nhau (như Latinh và Kirin) để tránh giả mạo người khác.',
  },
  register_closed: {
    CN: '本站暂未开放此注册方式。',
    TW: '本站暫未開放此註冊方式。',
    JA: 'この登録方法は現在ご利用いただけません。',
    EN: 'This way of registering is not open on this site.',
    TH: 'เว็บไซต์นี้ยังไม่เปิดให้สมัครด้วยวิธีนี้',
    VI: 'Trang này chưa mở hình thức đăng ký này.',
  },
  affiliate_not_found: {
    CN: '推广码无效，请联系您的代理。',
    TW: '推廣碼無效，請聯繫您的代理。',
    JA: '紹介コードが無効です。代理店にお問い合わせください。',
    EN: 'This affiliate code is not valid. Please ask your agent.',
    TH: 'รหัสพันธมิตรไม่ถูกต้อง กรุณาติดต่อเอเยนต์ของคุณ',
    VI: 'Mã đại lý không hợp lệ. Vui lòng liên hệ đại lý của bạn.',
  },
  register_default_password_missing: {
    CN: '本站需要设置密码才能用手机号注册，请联系客服。',
    TW: '本站需要設定密碼才能用手機號註冊，請聯繫客服。',
    JA: 'このサイトでは携帯電話番号での登録にパスワードが必要です。サポートにお問い合わせください。',
    EN: 'Mobile registration needs a password on this site. Please contact customer service.',
    TH: 'การสมัครด้วยเบอร์โทรต้องตั้งรหัสผ่าน กรุณาติดต่อฝ่ายบริการ',
    VI: 'Đăng ký bằng số điện thoại cần mật khẩu. Vui lòng liên hệ hỗ trợ.',
  },
};
