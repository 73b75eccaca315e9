import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BindMobileForm } from '../components/BindContactForms';

/** UPDATEMOBILEICC3 off: the server refuses any code but the merchant's, so the form offers none. */
const render = (pickCountry: boolean) =>
  renderToStaticMarkup(
    h(
      MantineProvider,
      null,
      h(QueryClientProvider, { client: new QueryClient() }, h(BindMobileForm, { defaultCountryCode: '86', pickCountry })),
    ),
  );

describe('binding a mobile number', () => {
  it('offers a country code only when the merchant allows other codes', () => {
    // No i18n instance in this test: labels render as their keys.
    expect(render(true)).toContain('bind.countryCode');
    expect(render(false)).not.toContain('bind.countryCode');
    expect(render(false)).toContain('bind.mobile');
  });
});
