/** The stepper as drawn (docs/requirements.md §2.4): each design, locked steps, links, the compact "Step X of Y". */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { Locale } from '../../adapters/types';
import { journey } from '../../adapters/journey/testing/example-journey';
import { BaseContext } from '../base/BaseContext';
import { parseBaseUrl } from '../../adapters/base/base-url';
import { AppIntlProvider } from '../i18n/AppIntlProvider';
import { buildStepper, type StepperDesign } from '../../adapters/journey/stepper';
import { Stepper } from './Stepper';

const SAVED = new Set(['ELIGIBILITY', 'GENERAL_INFORMATION', 'ADDITIONAL_ENTITY', 'SECRET_STEP']);

function draw({ design, locale = 'en-CA', onGo, canRevisit = true }: { design?: StepperDesign; locale?: Locale; onGo?: (route: string) => void; canRevisit?: boolean } = {}) {
  const path = locale === 'en-CA' ? '/accountants/en-ca' : '/accountants/fr-ca';
  const model = buildStepper(journey, 'eligibility', 'NEW', SAVED);
  render(
    <AppIntlProvider locale={locale}>
      <BaseContext.Provider value={parseBaseUrl(`${path}/eligibility`)}>
        <MemoryRouter>
          <Stepper model={model} design={design} canRevisit={canRevisit} onGo={onGo} />
        </MemoryRouter>
      </BaseContext.Provider>
    </AppIntlProvider>,
  );
  return screen.getByRole('navigation', { name: locale === 'en-CA' ? 'Application steps' : 'Étapes de la demande' });
}

const stepItem = (nav: HTMLElement, title: string) => within(nav).getByText(title, { selector: 'a, span.stepper-title' }).closest('li')!;

describe('Stepper', () => {
  it.each([undefined, 'progress-bar', 'wings'] as const)('design %s: the steps with their state; a completed step links to its first valid route', (design) => {
    const nav = draw({ design });
    expect(nav).toHaveClass(`stepper-${design ?? 'default'}`);
    expect(within(nav).getByRole('button', { name: /Step 1 of 4/ })).toHaveAttribute('aria-expanded', 'false');
    expect(stepItem(nav, 'eligibility')).toHaveTextContent('(current step)');
    expect(within(nav).getByRole('link', { name: 'general-information' })).toHaveAttribute('href', '/accountants/en-ca/general-information');
    expect(stepItem(nav, 'general-information')).toHaveTextContent('(completed)');
    // the coverage step is the next to answer: pending, not a link
    expect(within(nav).queryByRole('link', { name: 'coverage-eo' })).not.toBeInTheDocument();
    expect(stepItem(nav, 'coverage-eo')).toHaveTextContent('(not started)');
    // the quote lies past it: locked
    expect(stepItem(nav, 'quote')).toHaveClass('locked');
    expect(stepItem(nav, 'quote')).toHaveTextContent('(not started, not available yet)');
  });

  it('the progress-bar design shows the steps completed', () => {
    const nav = draw({ design: 'progress-bar' });
    const bar = within(nav).getByRole('progressbar', { name: 'Progress of your application' });
    expect(bar).toHaveAttribute('aria-valuenow', '1');
    expect(bar).toHaveAttribute('aria-valuemax', '4');
    expect(bar).toHaveAttribute('aria-valuetext', '1 of 4 steps completed');
  });

  it('the default design has no progress bar', () => {
    expect(within(draw()).queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('in French', () => {
    const nav = draw({ design: 'progress-bar', locale: 'fr-CA' });
    expect(within(nav).getByRole('button', { name: /Étape 1 de 4/ })).toBeInTheDocument();
    expect(within(nav).getByRole('progressbar', { name: 'Progression de votre demande' })).toHaveAttribute('aria-valuetext', '1 étape terminée sur 4');
    expect(stepItem(nav, 'quote (fr)')).toHaveTextContent('(à venir, pas encore accessible)');
  });

  it('the compact variant (≤ 991 px): "Step X of Y" with the current title opens the list', async () => {
    const nav = draw();
    const toggle = within(nav).getByRole('button', { name: /^Step 1 of 4\s*eligibility$/ });
    const list = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(list).not.toHaveClass('open');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(list).toHaveClass('open');
  });

  it('following a step calls onGo (the page saves, then goes)', async () => {
    const onGo = vi.fn();
    const nav = draw({ onGo });
    await userEvent.click(within(nav).getByRole('link', { name: 'general-information' }));
    expect(onGo).toHaveBeenCalledWith('general-information');
  });

  it('a locked application shows no step links', () => {
    expect(within(draw({ canRevisit: false })).queryAllByRole('link')).toEqual([]);
  });
});
