import type { MessageTable } from '../../platform/i18n/messages.js';

export const rewardCentreMessages: MessageTable = {
  reward_centre_disabled: {
    CN: '奖励中心未开放。',
    TW: '獎勵中心未開放。',
    JA: 'リワードセンターは利用できません。',
    EN: 'The reward centre is not available on this site.',
    TH: 'เว็บไซต์นี้ไม่มีศูนย์รางวัล',
    VI: 'Trang này không có trung tâm thưởng.',
  },
  reward_already_claimed: {
    CN: '该奖励已领取。',
    TW: '該獎勵已領取。',
    JA: 'この報酬は受け取り済みです。',
    EN: 'You have already claimed this reward.',
    TH: 'คุณรับรางวัลนี้ไปแล้ว',
    VI: 'Bạn đã nhận phần thưởng này rồi.',
  },
  reward_not_eligible: {
    CN: '尚未达成领取条件。',
    TW: '尚未達成領取條件。',
    JA: '受け取り条件をまだ満たしていません。',
    EN: 'You have not met the conditions for this reward yet.',
    TH: 'คุณยังไม่ผ่านเงื่อนไขของรางวัลนี้',
    VI: 'Bạn chưa đạt điều kiện nhận thưởng này.',
  },
  reward_task_off: {
    CN: '该任务未开放。',
    TW: '該任務未開放。',
    JA: 'このタスクは現在利用できません。',
    EN: 'This task is not available.',
    TH: 'ภารกิจนี้ยังไม่เปิดให้ใช้งาน',
    VI: 'Nhiệm vụ này hiện không khả dụng.',
  },
  reward_timezone_invalid: {
    CN: '时区无效。',
    TW: '時區無效。',
    JA: 'タイムゾーンが無効です。',
    EN: 'The time zone is not valid.',
    TH: 'เขตเวลาไม่ถูกต้อง',
    VI: 'Múi giờ không hợp lệ.',
  },
};
