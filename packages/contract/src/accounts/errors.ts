/** Error codes of account actions (spec 000 §5, §9); the web translates them, the server localises them. */
export const ACCOUNT_ERRORS = {
  passwordPattern: 'in_password_incorrect',
  confirmation: 'in_confirmation_correct',
  wrongOldPassword: 'in_old_password_incorrect',
  samePassword: 'in_password_same',
  sorryIn: 'in_sorry_in',
  pleaseAccount: 'in_please_account',
  needTrueAccount: 'in_need_true_account',
  accountTaken: 'register_username_taken',
  mobileTaken: 'register_mobile_taken',
} as const;
