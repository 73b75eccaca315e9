import { CHAT_IMAGE_MAX_BYTES, CHAT_TEXT_MAX } from '@arcadia/contract/support';
import { ActionIcon, Button, Group, Text, Textarea } from '@mantine/core';
import { type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export type ChatComposerProps = {
  sending: boolean;
  error: string | null;
  onSend: (input: { body: string; image?: string }) => Promise<boolean>;
};

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

/** Text with Enter to send (Shift+Enter for a new line) and one image at a time (jpg/png, 5 MB). */
export function ChatComposer({ sending, error, onSend }: ChatComposerProps) {
  const { t } = useTranslation('support');
  const [text, setText] = useState('');
  const [local, setLocal] = useState<string | null>(null);
  const file = useRef<HTMLInputElement>(null);

  const submit = async () => {
    if (sending || !text.trim()) return;
    if (await onSend({ body: text })) setText('');
  };
  const onKey = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void submit();
    }
  };
  const onFile = async (picked: File | undefined) => {
    if (file.current) file.current.value = '';
    if (!picked) return;
    if (!/^image\/(png|jpe?g)$/.test(picked.type)) return setLocal(t('support:chat.imageType'));
    if (picked.size > CHAT_IMAGE_MAX_BYTES) return setLocal(t('support:chat.imageSize'));
    setLocal(null);
    await onSend({ body: '', image: await readAsDataUrl(picked) });
  };
  const shown = local ?? error;

  return (
    <form
      style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      {shown ? (
        <Text size="xs" c="red" role="alert" px="sm" pt={4}>
          {shown}
        </Text>
      ) : null}
      <Group gap={6} p="xs" wrap="nowrap" align="flex-end">
        <ActionIcon
          variant="light"
          size="lg"
          aria-label={t('support:chat.attach')}
          onClick={() => file.current?.click()}
          disabled={sending}
        >
          <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
            <rect x="3" y="4" width="18" height="16" rx="2" />
            <circle cx="9" cy="10" r="2" />
            <path d="m21 16-5-5-9 9" />
          </svg>
        </ActionIcon>
        {/* Hidden: the labelled button above opens it, so assistive technology meets one control, not two. */}
        <input ref={file} type="file" accept="image/png,image/jpeg" hidden onChange={(e) => void onFile(e.target.files?.[0])} />
        <Textarea
          style={{ flex: 1 }}
          aria-label={t('support:chat.inputLabel')}
          placeholder={t('support:chat.placeholder')}
          autosize
          minRows={1}
          maxRows={4}
          maxLength={CHAT_TEXT_MAX}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          onKeyDown={onKey}
        />
        <Button type="submit" loading={sending} disabled={!text.trim()}>
          {t('support:chat.send')}
        </Button>
      </Group>
    </form>
  );
}
