import type { MessageTable } from '../../platform/i18n/messages.js';

export const profileMessages: MessageTable = {
  profile_nickname_invalid: {
    CN: '昵称需为 1 至 20 个字符，只能包含文字、数字、空格和 . _ - ·',
    TW: '暱稱需為 1 至 20 個字元，只能包含文字、數字、空格和 . _ - ·',
    JA: 'ニックネームは 1〜20 文字で、文字・数字・空白と . _ - · のみ使えます。',
    EN: 'A nickname has 1 to 20 characters: letters, digits, spaces and . _ - ·',
    TH: 'ชื่อเล่นต้องมี 1 ถึง 20 ตัวอักษร ใช้ได้เฉพาะตัวอักษร ตัวเลข ช่องว่าง และ . _ - ·',
    VI: 'Biệt danh gồm 1 đến 20 ký tự: chữ, số, khoảng trắng và . _ - ·',
  },
  profile_avatar_invalid: {
    CN: '请选择一个可用的头像。',
    TW: '請選擇一個可用的頭像。',
    JA: '利用できるアイコンを選んでください。',
    EN: 'Choose one of the available avatars.',
    TH: 'โปรดเลือกรูปโปรไฟล์ที่มีให้',
    VI: 'Hãy chọn một ảnh đại diện có sẵn.',
  },
  profile_mobile_in_use: {
    CN: '该手机号已被其他账户绑定。',
    TW: '該手機號已被其他帳戶綁定。',
    JA: 'この携帯番号は別のアカウントで使われています。',
    EN: 'This mobile number belongs to another account.',
    TH: 'หมายเลขนี้ถูกผูกกับบัญชีอื่นแล้ว',
    VI: 'Số điện thoại này đã thuộc về tài khoản khác.',
  },
  profile_mobile_same: {
    CN: '该手机号已绑定在您的账户上。',
    TW: '該手機號已綁定在您的帳戶上。',
    JA: 'この携帯番号はすでに登録されています。',
    EN: 'This mobile number is already bound to your account.',
    TH: 'หมายเลขนี้ผูกกับบัญชีของคุณอยู่แล้ว',
    VI: 'Số điện thoại này đã được liên kết với tài khoản của bạn.',
  },
  profile_email_in_use: {
    CN: '该邮箱已被其他账户绑定。',
    TW: '該郵箱已被其他帳戶綁定。',
    JA: 'このメールアドレスは別のアカウントで使われています。',
    EN: 'This e-mail address belongs to another account.',
    TH: 'อีเมลนี้ถูกผูกกับบัญชีอื่นแล้ว',
    VI: 'Địa chỉ e-mail này đã thuộc về tài khoản khác.',
  },
  profile_email_invalid: {
    CN: '请输入正确的邮箱地址。',
    TW: '請輸入正確的郵箱地址。',
    JA: '正しいメールアドレスを入力してください。',
    EN: 'Enter a valid e-mail address.',
    TH: 'โปรดกรอกอีเมลที่ถูกต้อง',
    VI: 'Hãy nhập địa chỉ e-mail hợp lệ.',
  },
};
