import type { MoneyFormat } from '@arcadia/contract';
import type { ConvertResult } from '@arcadia/contract/points';
import { Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PointTransactions } from './PointTransactions';
import { RedeemRecords } from './RedeemRecords';
import { RulesAndConvert } from './RulesAndConvert';

type Props = {
  money: MoneyFormat | null;
  formatDate(iso: string): string;
  passwordKind: 'payment' | 'login';
  onConverted(result: ConvertResult): void;
};

/** Points detail (spec 001 §2): redemption records, point transactions, rules and exchange. */
export function PointsDetail({ money, formatDate, passwordKind, onConverted }: Props) {
  const { t } = useTranslation('points');
  return (
    <Tabs defaultValue="records" keepMounted={false}>
      <Tabs.List mb="md" style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
        <Tabs.Tab value="records">{t('detail.records')}</Tabs.Tab>
        <Tabs.Tab value="transactions">{t('detail.transactions')}</Tabs.Tab>
        <Tabs.Tab value="rules">{t('detail.rules')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="records">
        <RedeemRecords money={money} formatDate={formatDate} />
      </Tabs.Panel>
      <Tabs.Panel value="transactions">
        <PointTransactions formatTime={(ms) => formatDate(new Date(ms).toISOString())} />
      </Tabs.Panel>
      <Tabs.Panel value="rules">
        <RulesAndConvert money={money} passwordKind={passwordKind} onConverted={onConverted} />
      </Tabs.Panel>
    </Tabs>
  );
}

export default PointsDetail;
