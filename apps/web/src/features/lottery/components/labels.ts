import type { TFunction } from 'i18next';

/** A game's name in the reader's language (the operator's name when no translation exists). */
export const gameName = (t: TFunction, code: string, remark: string) => t(`lottery:game.${code}`, { defaultValue: remark });
export const playName = (t: TFunction, playType: string) => t(`lottery:play.${playType}`, { defaultValue: playType });
/** BIG/SMALL/ODD/EVEN read as words; numbers stay as they are. */
export const valueName = (t: TFunction, v: string) => (/^\d+$/.test(v) ? v : t(`lottery:value.${v}`, { defaultValue: v }));
export const selectionText = (t: TFunction, selection: string) =>
  selection
    .split(',')
    .map((v) => valueName(t, v))
    .join(' ');
