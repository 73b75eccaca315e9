import { OPS_OPERATOR_ERRORS } from '@arcadia/contract/ops';
import type { MessageTable } from '../../platform/i18n/messages.js';

/** Refusals of the operator management page (ADR 030). */
export const opsOperatorsMessages: MessageTable = {
  [OPS_OPERATOR_ERRORS.notFound]: {
    CN: '找不到该操作员。',
    TW: '找不到該操作員。',
    JA: 'オペレーターが見つかりません。',
    EN: 'No such operator.',
    TH: 'ไม่พบผู้ดำเนินการนี้',
    VI: 'Không tìm thấy nhà vận hành này.',
  },
  [OPS_OPERATOR_ERRORS.self]: {
    CN: '不能停用自己或降低自己的角色。',
    TW: '不能停用自己或降低自己的角色。',
    JA: '自分自身を無効化したり、自分のロールを下げたりすることはできません。',
    EN: 'You cannot disable or demote yourself.',
    TH: 'คุณไม่สามารถปิดใช้งานหรือลดบทบาทของตัวเองได้',
    VI: 'Bạn không thể tự vô hiệu hóa hoặc hạ vai trò của chính mình.',
  },
  [OPS_OPERATOR_ERRORS.lastAdmin]: {
    CN: '这是商户最后一位启用中的管理员，不能停用或降级。',
    TW: '這是商戶最後一位啟用中的管理員，不能停用或降級。',
    JA: 'この加盟店で最後の有効な管理者のため、無効化や降格はできません。',
    EN: 'This is the last active admin of the merchant: they cannot be disabled or demoted.',
    TH: 'นี่คือผู้ดูแลระบบที่ใช้งานอยู่คนสุดท้ายของร้านค้า จึงไม่สามารถปิดใช้งานหรือลดบทบาทได้',
    VI: 'Đây là quản trị viên đang hoạt động cuối cùng của nhà cái, không thể vô hiệu hóa hoặc hạ vai trò.',
  },
  [OPS_OPERATOR_ERRORS.taken]: {
    CN: '该用户名已被使用。',
    TW: '該使用者名稱已被使用。',
    JA: 'このユーザー名は既に使われています。',
    EN: 'This username is already taken.',
    TH: 'ชื่อผู้ใช้นี้ถูกใช้แล้ว',
    VI: 'Tên đăng nhập này đã được sử dụng.',
  },
};
