import { Center, Loader } from '@mantine/core';
import { Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { OPS_TABS, OpsConsole, type OpsTab } from '../../../features/ops';
import { LanguagePicker } from '../../../features/system';
import { getMerchantCode } from '../../../lib/storage';

/** `/ops?tab=…`: the operator console, without the player site's chrome. */
export default function OpsConsoleRoute() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab') as OpsTab | null;
  const tab: OpsTab = asked && (OPS_TABS as readonly string[]).includes(asked) ? asked : 'flags';
  return (
    <Suspense
      fallback={
        <Center py="xl">
          <Loader />
        </Center>
      }
    >
      <OpsConsole
        siteMerchant={getMerchantCode() ?? ''}
        tab={tab}
        onTab={(next) => setParams({ tab: next }, { replace: true })}
        headerExtra={<LanguagePicker compact />}
      />
    </Suspense>
  );
}
