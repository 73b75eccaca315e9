import { formatMoney, type MoneyFormat } from '@arcadia/contract';
import { type RedeemRecord, type Reward, redeemRemarks } from '@arcadia/contract/points';
import { Alert, Button, Group, Modal, NumberInput, PasswordInput, Radio, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { useRedeem } from '../api/redeem';
import { clampQuantity, costOf, localName, phoneFits, redeemTypeOf } from '../logic';
import { ImageCarousel } from './ImageCarousel';
import { PriceLines } from './RewardCard';

type Props = {
  reward: Reward;
  money: MoneyFormat | null;
  mobileRule: { pattern: string; min: number; max: number } | null;
  /** Merchants without payment passwords (PAYMENTPASS3 off) take the login password. */
  passwordKind: 'payment' | 'login';
  onClose(): void;
  onRedeemed(record: RedeemRecord): void;
};
type Field = 'password' | 'name' | 'address' | 'telphone';

/** The redeem popup: image carousel, and a toggle between the redeem form and the item's details. */
export function RedeemModal({ reward, money, mobileRule, passwordKind, onClose, onRedeemed }: Props) {
  const { t, i18n } = useTranslation('points');
  const submit = useRedeem();
  const [view, setView] = useState<'form' | 'detail'>('form');
  const [quantity, setQuantity] = useState(1);
  const [wanted, setWanted] = useState<'P' | 'PM'>('P');
  const [values, setValues] = useState({ password: '', province: '', name: '', address: '', telphone: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const name = localName(reward, i18n.language);
  const type = redeemTypeOf(reward, wanted);
  const cost = costOf(reward, type, quantity);
  const bothTypes = reward.price !== null && reward.mpPointAmount !== null && reward.mpMoneyAmount !== null;
  const images = reward.merchandiseImages.length ? reward.merchandiseImages.map((i) => i.imageUrl) : [reward.imageLink].filter(Boolean);
  const set = (field: keyof typeof values) => (e: { currentTarget: { value: string } }) => {
    const value = e.currentTarget.value;
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((x) => ({ ...x, [field]: undefined }));
  };

  // Spec 001 §5: payment password, name, address, phone — the first one missing is the one shown.
  const firstProblem = (): [Field, string] | null => {
    if (!values.password) return ['password', t(passwordKind === 'payment' ? 'redeem.passwordRequired' : 'redeem.loginPasswordRequired')];
    if (!values.name.trim()) return ['name', t('redeem.nameRequired')];
    if (!values.address.trim()) return ['address', t('redeem.addressRequired')];
    if (!values.telphone.trim()) return ['telphone', t('redeem.phoneRequired')];
    if (!phoneFits(values.telphone.trim(), mobileRule)) return ['telphone', t('redeem.phoneInvalid')];
    return null;
  };

  const send = async () => {
    setFailure(null);
    const problem = firstProblem();
    setErrors(problem ? { [problem[0]]: problem[1] } : {});
    if (problem) return;
    const phone = values.telphone.trim();
    try {
      const record = await submit.mutateAsync({
        rewardId: reward.id,
        quantity,
        redeemType: type,
        password: values.password,
        province: values.province.trim(),
        name: values.name.trim(),
        address: values.address.trim(),
        telphone: phone,
        remarks: redeemRemarks(values.name.trim(), values.address.trim(), phone),
      });
      onRedeemed(record);
    } catch (e) {
      setFailure(e instanceof ApiError && e.message ? e.message : t('redeem.failed'));
    }
  };

  const field = (key: Field, label: string, extra: object = {}) => ({
    label,
    value: values[key],
    onChange: set(key),
    error: errors[key],
    errorProps: { role: 'alert' },
    required: true,
    autoComplete: 'off',
    ...extra,
  });

  return (
    <Modal
      opened
      onClose={onClose}
      title={name}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t('redeem.close') }}
      data-testid="redeem-modal"
    >
      <Stack gap="md">
        <ImageCarousel images={images} alt={name} />
        <SegmentedControl
          value={view}
          onChange={(v) => setView(v as 'form' | 'detail')}
          data={[
            { value: 'form', label: t('redeem.formTab') },
            { value: 'detail', label: t('redeem.detailTab') },
          ]}
          aria-label={t('redeem.view')}
        />
        {view === 'detail' ? (
          <Stack gap="xs">
            <PriceLines reward={reward} money={money} />
            <Text size="sm" c="dimmed">
              {t('card.stock', { count: reward.inventory })}
            </Text>
            <Text style={{ whiteSpace: 'pre-wrap' }}>{reward.description || t('redeem.noDescription')}</Text>
          </Stack>
        ) : (
          <form
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              void send();
            }}
          >
            <Stack gap="sm">
              {bothTypes ? (
                <Radio.Group value={type} onChange={(v) => setWanted(v as 'P' | 'PM')} label={t('redeem.payWith')}>
                  <Group mt={4}>
                    <Radio value="P" label={t('redeem.typeP')} />
                    <Radio value="PM" label={t('redeem.typePM')} />
                  </Group>
                </Radio.Group>
              ) : null}
              <NumberInput
                label={t('redeem.quantity')}
                value={quantity}
                onChange={(v) => setQuantity(clampQuantity(v, reward.inventory))}
                min={1}
                max={Math.max(reward.inventory, 1)}
                allowDecimal={false}
                allowNegative={false}
                clampBehavior="strict"
              />
              <Text size="sm" data-testid="redeem-cost">
                {type === 'P'
                  ? t('redeem.costPoints', { points: cost.points })
                  : t('redeem.costMixed', { points: cost.points, money: money ? formatMoney(cost.money, money) : cost.money })}
              </Text>
              <PasswordInput
                {...field('password', t(passwordKind === 'payment' ? 'redeem.password' : 'redeem.loginPassword'), { maxLength: 32 })}
                visibilityToggleButtonProps={{ 'aria-label': t('redeem.showPassword') }}
              />
              <TextInput label={t('redeem.province')} value={values.province} onChange={set('province')} maxLength={60} />
              <TextInput {...field('name', t('redeem.name'), { maxLength: 60 })} />
              <TextInput {...field('address', t('redeem.address'), { maxLength: 200 })} />
              <TextInput {...field('telphone', t('redeem.phone'), { maxLength: 20, inputMode: 'tel' })} />
              {failure ? (
                <Alert color="red" role="alert">
                  {failure}
                </Alert>
              ) : null}
              <Group justify="flex-end">
                <Button variant="default" onClick={onClose}>
                  {t('redeem.cancel')}
                </Button>
                <Button type="submit" loading={submit.isPending}>
                  {t('redeem.submit')}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </Modal>
  );
}

export default RedeemModal;
