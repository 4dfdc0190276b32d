import { afterAll, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { setupTestI18n } from '../../testing/i18n';
import { WhyLink } from './WhyLink';

afterAll(async () => {
  await setupTestI18n('cs');
});

describe('WhyLink', () => {
  it.each([
    ['cs', 'Proč? – Černokněžník: magie paktu'],
    ['en', 'Why? — Warlock: Pact Magic'],
  ] as const)('names the rule behind it with the dash of the language (%s)', async (lng, name) => {
    await setupTestI18n(lng);
    render(<WhyLink code="noPactSlot" />);
    expect(screen.getByRole('link', { name })).toHaveAttribute('href', '/pravidla#magie-paktu');
  });
});
