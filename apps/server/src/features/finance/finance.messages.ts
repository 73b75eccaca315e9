import { FINANCE_ERRORS } from '@arcadia/contract/finance';
import type { MessageTable } from '../../platform/i18n/messages.js';

export const financeMessages: MessageTable = {
  [FINANCE_ERRORS.reasonRequired]: {
    CN: '请填写调整原因。',
    TW: '請填寫調整原因。',
    JA: '調整理由を入力してください。',
    EN: 'Please give a reason for the adjustment.',
    TH: 'กรุณาระบุเหตุผลของการปรับยอด',
    VI: 'Vui lòng nhập lý do điều chỉnh.',
  },
  [FINANCE_ERRORS.amountInvalid]: {
    CN: '金额无效：请输入非零金额，最多四位小数，可带正负号。',
    TW: '金額無效：請輸入非零金額，最多四位小數，可帶正負號。',
    JA: '金額が無効です。0 以外の金額（小数点以下 4 桁まで、符号可）を入力してください。',
    EN: 'The amount is invalid: enter a non-zero amount with at most 4 decimals, + or -.',
    TH: 'จำนวนเงินไม่ถูกต้อง: กรอกจำนวนที่ไม่ใช่ศูนย์ ทศนิยมไม่เกิน 4 ตำแหน่ง ใส่ + หรือ - ได้',
    VI: 'Số tiền không hợp lệ: nhập số khác 0, tối đa 4 chữ số thập phân, có thể có dấu + hoặc -.',
  },
  [FINANCE_ERRORS.memberUnknown]: {
    CN: '找不到该会员账号。',
    TW: '找不到該會員帳號。',
    JA: 'この会員アカウントは見つかりません。',
    EN: 'No member has this account name.',
    TH: 'ไม่พบบัญชีสมาชิกนี้',
    VI: 'Không tìm thấy tài khoản hội viên này.',
  },
  [FINANCE_ERRORS.ownRequest]: {
    CN: '不能审批自己提交的调整，需由另一位操作员审批。',
    TW: '不能審批自己提交的調整，需由另一位操作員審批。',
    JA: '自分で申請した調整は承認できません。別のオペレーターが承認する必要があります。',
    EN: 'You cannot decide your own adjustment request: another operator must.',
    TH: 'คุณไม่สามารถอนุมัติคำขอปรับยอดของตนเองได้ ต้องเป็นผู้ปฏิบัติงานคนอื่น',
    VI: 'Bạn không thể duyệt yêu cầu điều chỉnh của chính mình: cần một nhân viên khác.',
  },
  [FINANCE_ERRORS.operatorRequired]: {
    CN: '审批需由已登录的操作员执行。',
    TW: '審批需由已登入的操作員執行。',
    JA: '承認はサインインしたオペレーターが行う必要があります。',
    EN: 'Approvals must be made by a signed-in operator.',
    TH: 'การอนุมัติต้องทำโดยผู้ปฏิบัติงานที่เข้าสู่ระบบ',
    VI: 'Việc duyệt phải do nhân viên đã đăng nhập thực hiện.',
  },
  [FINANCE_ERRORS.alreadyDecided]: {
    CN: '该调整已处理过。',
    TW: '該調整已處理過。',
    JA: 'この調整はすでに処理されています。',
    EN: 'This adjustment has already been decided.',
    TH: 'คำขอปรับยอดนี้ได้รับการพิจารณาแล้ว',
    VI: 'Yêu cầu điều chỉnh này đã được xử lý.',
  },
  [FINANCE_ERRORS.requestUnknown]: {
    CN: '找不到该调整申请。',
    TW: '找不到該調整申請。',
    JA: 'この調整申請は見つかりません。',
    EN: 'No such adjustment request.',
    TH: 'ไม่พบคำขอปรับยอดนี้',
    VI: 'Không tìm thấy yêu cầu điều chỉnh này.',
  },
  [FINANCE_ERRORS.thresholdInvalid]: {
    CN: '审批门槛无效：请输入零或正数金额，最多四位小数。',
    TW: '審批門檻無效：請輸入零或正數金額，最多四位小數。',
    JA: '承認しきい値が無効です。0 以上の金額（小数点以下 4 桁まで）を入力してください。',
    EN: 'The approval threshold is invalid: enter zero or a positive amount with at most 4 decimals.',
    TH: 'เกณฑ์การอนุมัติไม่ถูกต้อง: กรอกศูนย์หรือจำนวนบวก ทศนิยมไม่เกิน 4 ตำแหน่ง',
    VI: 'Ngưỡng duyệt không hợp lệ: nhập 0 hoặc số dương, tối đa 4 chữ số thập phân.',
  },
};
