import { MantineProvider } from '@mantine/core';
import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ForgotPasswordPanel } from '../components/ForgotPasswordPanel';

/** UPDATEMOBILEICC3 off: the server refuses any code but the merchant's, so the SMS tab asks for none. */
const render = (pickCountry: boolean) =>
  renderToStaticMarkup(
    h(
      MantineProvider,
      null,
      h(
        MemoryRouter,
        null,
        h(ForgotPasswordPanel, {
          smsEnabled: true,
          defaultCountryDialingCode: '86',
          pickCountry,
          customerService: null,
          loginHref: '/login',
          headingId: 'h',
        }),
      ),
    ),
  );

describe('password recovery by SMS', () => {
  it('asks for a country code only when the merchant allows other codes', () => {
    // No i18n instance in this test: labels render as their keys.
    expect(render(true)).toContain('field.countryDialingCode');
    expect(render(false)).not.toContain('field.countryDialingCode');
    expect(render(false)).toContain('field.mobileNumber');
  });
});
