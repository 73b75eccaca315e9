import { LANGUAGE_TAGS, type Language } from '@arcadia/contract';

/** Localised date and time; an unparsable value is shown as sent rather than as "Invalid Date". */
export function formatDateTime(iso: string, language: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(LANGUAGE_TAGS[language], { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
