import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { setupTestI18n } from '../testing/i18n';
import { RangedAttackNote } from './RangedAttackNote';

beforeAll(async () => {
  await setupTestI18n('cs');
});

describe('RangedAttackNote', () => {
  it('reminds of disadvantage within 1 sáh and links to the rule', () => {
    render(<RangedAttackNote />);
    const note = screen.getByRole('note', { name: 'Útok na dálku' });
    expect(note).toHaveTextContent('do 1 sáhu od tebe nepřátelský tvor, který tě vidí a není neschopný');
    expect(note).toHaveTextContent('s nevýhodou');
    expect(screen.getByRole('link', { name: 'Proč?' })).toHaveAttribute('href', '/pravidla#zachranne-hody-a-utoky');
  });

  it('can leave the link out', () => {
    render(<RangedAttackNote showWhy={false} />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
