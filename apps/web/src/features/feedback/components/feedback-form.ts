import { FEEDBACK_IMAGE_EXTENSIONS, FEEDBACK_IMAGE_MAX_BYTES, FEEDBACK_MAX } from '@arcadia/contract/feedback';

export type FeedbackForm = { content: string; type: string; captcha: string; file: File | null };
export type FeedbackFormErrors = Partial<Record<'content' | 'captcha' | 'file', string>>;

/** Spec 000 §5: description and captcha are required; images only jpg, jpeg, png. Returns translation keys. */
export function validateFeedback(form: FeedbackForm): FeedbackFormErrors {
  const errors: FeedbackFormErrors = {};
  if (!form.content.trim()) errors.content = 'error.required';
  else if (form.content.length > FEEDBACK_MAX) errors.content = 'error.tooLong';
  if (!form.captcha.trim()) errors.captcha = 'error.required';
  if (form.file) {
    const ext = form.file.name.split('.').pop()?.toLowerCase() ?? '';
    if (!(FEEDBACK_IMAGE_EXTENSIONS as readonly string[]).includes(ext)) errors.file = 'error.imageType';
    else if (form.file.size > FEEDBACK_IMAGE_MAX_BYTES) errors.file = 'error.imageTooLarge';
  }
  return errors;
}

export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}
