import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestI18n } from '../../testing/i18n';
import { newCharacter } from '../../store/defaults';
import { PartyCard } from './PartyCard';

const umara = newCharacter('Umara', [{ classId: 'wizard', level: 5 }]);
const name = (id: string) => id;

describe('PartyCard', () => {
  beforeAll(() => setupTestI18n('cs'));

  it('says whose values may be old: the player\'s device gone, or the GM\'s own connection down', () => {
    const { rerender } = render(<PartyCard c={umara} spellName={name} online={true} />);
    expect(screen.queryByTestId('party-offline')).toBeNull();
    rerender(<PartyCard c={umara} spellName={name} online={false} />);
    expect(screen.getByTestId('party-offline')).toHaveTextContent('Nikdo s postavou není připojený – poslední známý stav');
    rerender(<PartyCard c={umara} spellName={name} online={true} stale />);
    expect(screen.getByTestId('party-offline')).toHaveTextContent('Bez spojení se serverem – poslední známý stav');
  });
});
