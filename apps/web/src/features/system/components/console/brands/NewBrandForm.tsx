import { LANGUAGES, type Language } from '@arcadia/contract';
import type { OnboardedMerchant, OnboardMerchantInput } from '@arcadia/contract/system';
import {
  Alert,
  Button,
  Checkbox,
  Code,
  Group,
  PasswordInput,
  Radio,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnboardBrand } from '../../../api/console/brands';

type Colors = OnboardMerchantInput['colors'];
const COLOR_KEYS = ['primary', 'accent', 'background', 'surface', 'text', 'headerBackground', 'headerText'] as const;
const LIGHT: Colors = {
  primary: '#0b7285',
  accent: '#e8590c',
  background: '#f8f9fa',
  surface: '#ffffff',
  text: '#1b1f24',
  headerBackground: '#0b7285',
  headerText: '#ffffff',
};

/** One key per form: a double click or a retry after a lost answer creates the brand once (ADR 070). */
const newKey = () => `console-${crypto.randomUUID()}`;

/** The first operator's authenticator secret, shown once: the server never answers it again. */
function FirstOperator({ created, onClose }: { created: OnboardedMerchant; onClose(): void }) {
  const { t } = useTranslation('system/brands');
  return (
    <Alert color="yellow" role="status" title={t('created.title', { code: created.code, username: created.operator.username })}>
      <Stack gap="xs">
        <Text size="sm">{t('created.hint')}</Text>
        <Text size="sm" fw={600}>
          {t('created.key')}
        </Text>
        <Code block data-testid="brand-totp-secret">
          {created.operator.totpSecret ?? t('created.shownBefore')}
        </Code>
        {created.operator.totpUri ? (
          <Code block style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
            {created.operator.totpUri}
          </Code>
        ) : null}
        <Button size="xs" variant="light" w="fit-content" onClick={onClose}>
          {t('created.done')}
        </Button>
      </Stack>
    </Alert>
  );
}

/** The "New brand" form: a template, the brand's identity, hosts, money, languages, colours and first operator. */
export function NewBrandForm({ onDone }: { onDone(): void }) {
  const { t } = useTranslation('system/brands');
  const onboard = useOnboardBrand();
  const [key] = useState(newKey);
  const [f, setF] = useState({
    template: 'demo',
    code: '',
    primaryDomain: '',
    otherDomains: '',
    currency: 'USD',
    currencySymbol: '$',
    languages: ['EN', 'CN'] as Language[],
    defaultLanguage: 'EN' as Language,
    colorScheme: 'light' as 'light' | 'dark',
    content: 'copy' as 'copy' | 'empty',
    username: '',
    password: '',
  });
  const [names, setNames] = useState<Partial<Record<Language, string>>>({});
  const [colors, setColors] = useState<Colors>(LIGHT);
  const set = (patch: Partial<typeof f>) => setF((old) => ({ ...old, ...patch }));

  if (onboard.data) return <FirstOperator created={onboard.data} onClose={onDone} />;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const input: OnboardMerchantInput = {
      clientKey: key,
      template: f.template,
      code: f.code,
      names: Object.fromEntries(f.languages.map((l) => [l, names[l]?.trim() || undefined]).filter(([, v]) => v)),
      primaryDomain: f.primaryDomain,
      otherDomains: f.otherDomains.split(/[\s,]+/).filter(Boolean),
      currency: f.currency,
      currencySymbol: f.currencySymbol,
      languages: f.languages,
      defaultLanguage: f.defaultLanguage,
      colors,
      colorScheme: f.colorScheme,
      content: f.content,
      operator: { username: f.username, password: f.password },
    };
    // The server checks the request and answers in the operator's language; the form shows that answer.
    onboard.mutate(input);
  };

  return (
    <form onSubmit={submit} aria-labelledby="new-brand-title">
      <Stack gap="sm">
        <Title order={3} size="h4" id="new-brand-title">
          {t('form.title')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t('form.template')}
            description={t('form.templateHint')}
            required
            value={f.template}
            onChange={(e) => set({ template: e.currentTarget.value })}
          />
          <TextInput
            label={t('form.code')}
            description={t('form.codeHint')}
            required
            value={f.code}
            onChange={(e) => set({ code: e.currentTarget.value })}
          />
          <TextInput
            label={t('form.primaryDomain')}
            required
            value={f.primaryDomain}
            onChange={(e) => set({ primaryDomain: e.currentTarget.value })}
          />
          <TextInput
            label={t('form.otherDomains')}
            description={t('form.otherDomainsHint')}
            value={f.otherDomains}
            onChange={(e) => set({ otherDomains: e.currentTarget.value })}
          />
          <TextInput label={t('form.currency')} required value={f.currency} onChange={(e) => set({ currency: e.currentTarget.value })} />
          <TextInput
            label={t('form.currencySymbol')}
            required
            value={f.currencySymbol}
            onChange={(e) => set({ currencySymbol: e.currentTarget.value })}
          />
        </SimpleGrid>
        <Checkbox.Group label={t('form.languages')} value={f.languages} onChange={(v) => set({ languages: v as Language[] })}>
          <Group gap="sm" mt={4}>
            {LANGUAGES.map((l) => (
              <Checkbox key={l} value={l} label={l} />
            ))}
          </Group>
        </Checkbox.Group>
        <Select
          label={t('form.defaultLanguage')}
          data={f.languages}
          value={f.defaultLanguage}
          onChange={(v) => v && set({ defaultLanguage: v as Language })}
          allowDeselect={false}
          maw={240}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {f.languages.map((l) => (
            <TextInput
              key={l}
              label={t('form.name', { language: l })}
              required={l === f.defaultLanguage}
              value={names[l] ?? ''}
              onChange={(e) => {
                const value = e.currentTarget.value;
                setNames((old) => ({ ...old, [l]: value }));
              }}
            />
          ))}
        </SimpleGrid>
        <Text size="sm" fw={500}>
          {t('form.colors')}
        </Text>
        <SegmentedControl
          w="fit-content"
          aria-label={t('form.scheme')}
          value={f.colorScheme}
          onChange={(v) => set({ colorScheme: v as 'light' | 'dark' })}
          data={[
            { value: 'light', label: t('form.light') },
            { value: 'dark', label: t('form.dark') },
          ]}
        />
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
          {COLOR_KEYS.map((k) => (
            <TextInput
              key={k}
              type="color"
              label={t(`form.color.${k}`)}
              value={colors[k]}
              onChange={(e) => {
                const value = e.currentTarget.value;
                setColors((old) => ({ ...old, [k]: value }));
              }}
            />
          ))}
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          {t('form.logoHint')}
        </Text>
        <Radio.Group label={t('form.content')} value={f.content} onChange={(v) => set({ content: v as 'copy' | 'empty' })}>
          <Group gap="md" mt={4}>
            <Radio value="copy" label={t('form.contentCopy')} />
            <Radio value="empty" label={t('form.contentEmpty')} />
          </Group>
        </Radio.Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t('form.username')}
            required
            autoComplete="off"
            value={f.username}
            onChange={(e) => set({ username: e.currentTarget.value })}
          />
          <PasswordInput
            label={t('form.password')}
            description={t('form.passwordHint')}
            required
            autoComplete="new-password"
            value={f.password}
            onChange={(e) => set({ password: e.currentTarget.value })}
          />
        </SimpleGrid>
        {onboard.error ? (
          <Alert color="red" role="alert" title={t('form.failed')}>
            {onboard.error.message}
          </Alert>
        ) : null}
        <Group gap="sm">
          <Button type="submit" loading={onboard.isPending}>
            {t('form.create')}
          </Button>
          <Button variant="default" onClick={onDone}>
            {t('form.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
