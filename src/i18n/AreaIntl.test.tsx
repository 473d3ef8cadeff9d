/** A page's own message area (src/i18n/AreaIntl.tsx): loaded once per language, whatever the order its loads answer in. */
import { render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { expect, it } from 'vitest';
import { messagesOf, type Messages } from '../../adapters/i18n/catalog';
import { AreaIntl, type MessageArea } from './AreaIntl';

function Greeting() {
  return <p>{useIntl().formatMessage({ id: 'area.hello' })}</p>;
}

it('an effect run twice whose loads answer in reverse order, each with a new object, still shows the page', async () => {
  const pending: ((m: { default: Messages }) => void)[] = [];
  const load = () => new Promise<{ default: Messages }>((resolve) => pending.push(resolve));
  const area: MessageArea = { 'en-CA': load, 'fr-CA': load };
  render(
    <StrictMode>
      <IntlProvider locale="en-CA" messages={messagesOf('en-CA')}>
        <AreaIntl area={area} locale="en-CA">
          <Greeting />
        </AreaIntl>
      </IntlProvider>
    </StrictMode>,
  );
  expect(pending).toHaveLength(2);
  pending[1]!({ default: { 'area.hello': 'Hello from the second load' } as Messages });
  pending[0]!({ default: { 'area.hello': 'Hello from the first load' } as Messages });
  expect(await screen.findByText('Hello from the second load')).toBeInTheDocument();
});
