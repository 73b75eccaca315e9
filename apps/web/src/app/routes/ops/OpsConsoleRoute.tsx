import { Center, Loader } from '@mantine/core';
import { Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { OpsConsole } from '../../../features/ops';
import { LanguagePicker } from '../../../features/system';
import { getMerchantCode } from '../../../lib/storage';
import { CONSOLE_PAGES } from './console-pages';

/** `/ops?tab=…`: the operator console, without the player site's chrome. */
export default function OpsConsoleRoute() {
  const [params, setParams] = useSearchParams();
  return (
    <Suspense
      fallback={
        <Center py="xl">
          <Loader />
        </Center>
      }
    >
      <OpsConsole
        pages={CONSOLE_PAGES}
        siteMerchant={getMerchantCode() ?? ''}
        tab={params.get('tab')}
        onTab={(next) => setParams({ tab: next }, { replace: true })}
        headerExtra={<LanguagePicker compact />}
      />
    </Suspense>
  );
}
