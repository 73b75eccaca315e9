import type { MessageTable } from '../../platform/i18n/messages.js';

export const gamesMessages: MessageTable = {
  in_stay_tuned: {
    CN: '敬请期待。',
    TW: '敬請期待。',
    JA: '近日公開予定です。',
    EN: 'Coming soon, stay tuned.',
    TH: 'เร็ว ๆ นี้ โปรดติดตาม',
    VI: 'Sắp ra mắt, hãy đón chờ.',
  },
  vendor_under_maintenance: {
    CN: '游戏维护中，维护时间 {start} 至 {end}。',
    TW: '遊戲維護中，維護時間 {start} 至 {end}。',
    JA: 'ゲームはメンテナンス中です（{start} ～ {end}）。',
    EN: 'This game is under maintenance from {start} to {end}.',
    TH: 'เกมอยู่ระหว่างปิดปรับปรุง ตั้งแต่ {start} ถึง {end}',
    VI: 'Trò chơi đang bảo trì từ {start} đến {end}.',
  },
  launch_game_balance_not_enough: {
    CN: '余额不足，请先存款。',
    TW: '餘額不足，請先存款。',
    JA: '残高が不足しています。入金してください。',
    EN: 'Your balance is not enough to play. Please deposit first.',
    TH: 'ยอดเงินไม่พอ กรุณาฝากเงินก่อน',
    VI: 'Số dư không đủ, vui lòng nạp tiền trước.',
  },
  trial_not_available: {
    CN: '此游戏不提供免费试玩。',
    TW: '此遊戲不提供免費試玩。',
    JA: 'このゲームは無料体験できません。',
    EN: 'Free play is not available for this game.',
    TH: 'เกมนี้ไม่มีโหมดทดลองเล่นฟรี',
    VI: 'Trò chơi này không có chơi thử miễn phí.',
  },
  game_not_found: {
    CN: '找不到该游戏。',
    TW: '找不到該遊戲。',
    JA: 'ゲームが見つかりません。',
    EN: 'This game could not be found.',
    TH: 'ไม่พบเกมนี้',
    VI: 'Không tìm thấy trò chơi.',
  },
};

/** Vendors' servers read these; they get the same text in every language (English). */
const vendorFacing = (text: string) => ({ CN: text, TW: text, JA: text, EN: text, TH: text, VI: text });
export const seamlessMessages: MessageTable = {
  sw_bad_signature: vendorFacing('Signature does not match the body.'),
  sw_vendor_unknown: vendorFacing('Unknown vendor.'),
  sw_token_invalid: vendorFacing('Unknown session token.'),
  sw_token_expired: vendorFacing('Session token expired or logged out; bets are refused.'),
  sw_insufficient_funds: vendorFacing('Insufficient funds.'),
  sw_amount_invalid: vendorFacing('Amount must be a non-negative decimal with at most 4 places.'),
  sw_transaction_unknown: vendorFacing('Referenced transaction not found; recorded, a later bet with that id is refused.'),
  sw_transaction_conflict: vendorFacing('Transaction id already used with a different request.'),
  sw_transaction_rolled_back: vendorFacing('This transaction was rolled back before it arrived.'),
  sw_bet_rolled_back: vendorFacing("The round's bet was rolled back; no win can be paid on it."),
  sw_bet_settled: vendorFacing('The round already has a win; its bet cannot be rolled back.'),
};
