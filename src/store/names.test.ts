// @vitest-environment node
// Field messages of the character form. A name's limit is in characters as the player sees them:
// "80 znaků" counts an emoji once, the editor, renaming and loading agree, and nothing cuts an
// emoji in half. An empty field asks for a value.
import { describe, expect, it } from 'vitest';
import { createAppStore } from './app-store';
import { validateCharacterInput } from './character-input';
import { newCharacter } from './defaults';
import { validateCharacter } from '../persistence/validate';

const abilities = { str: 10, dex: 10, con: 10, int: 10, wis: 10, cha: 10 };
const classes = [{ classId: 'wizard', level: 1 }];
const name80 = `${'a'.repeat(70)}${'🧙‍♀️'.repeat(10)}`; // 80 characters, 120 UTF-16 units

describe('name length', () => {
  it('the editor takes 80 characters with emoji and refuses 81', () => {
    expect(validateCharacterInput({ name: name80, classes, abilities }).errors.name).toBeUndefined();
    expect(validateCharacterInput({ name: `${name80}b`, classes, abilities }).errors.name).toBe('nameTooLong');
  });

  it('renaming agrees with the editor', () => {
    const store = createAppStore();
    const r = store.getState().createCharacter({ name: 'Mira', classes, abilities });
    if (!r.ok) throw new Error(r.error);
    expect(store.getState().renameCharacter(r.id, name80)).toEqual({ ok: true });
    expect(store.getState().renameCharacter(r.id, `${name80}b`)).toMatchObject({ ok: false, error: 'nameTooLong' });
  });

  it('loading keeps such a name whole, and cuts a longer one between characters', () => {
    const ok = validateCharacter(structuredClone(newCharacter(name80, [{ classId: 'wizard', level: 1 }], abilities)));
    expect(ok.ok && ok.value.name).toBe(name80);
    const long = validateCharacter(structuredClone(newCharacter(`${'a'.repeat(79)}🔥🔥`, [{ classId: 'wizard', level: 1 }], abilities)));
    expect(long.ok && long.value.name).toBe(`${'a'.repeat(79)}🔥`);
  });
});

describe('an empty level or ability score asks for a value', () => {
  it('says what is missing rather than "must be a whole number"', () => {
    const { errors } = validateCharacterInput({ name: 'Mira', classes: [{ classId: 'wizard', level: ' ' }], abilities: { ...abilities, str: '' } });
    expect(errors['classes.0.level']).toBe('levelRequired');
    expect(errors['abilities.str']).toBe('abilityRequired');
    expect(validateCharacterInput({ name: 'Mira', classes: [{ classId: 'wizard', level: '3.5' }], abilities }).errors['classes.0.level']).toBe('levelNotNumber');
  });
});
