// The spell sheet (A4 or US Letter): who casts, how well, the slots to tick in pencil, and the spells by level.
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { Character } from '../../store/types';
import type { CharacterDerived } from '../../store/derived';
import { bestStatus, groupByLevel, type PrintSpell } from './print-spells';
import { fullFields, levelSchool, longMarks, shortFields } from './labels';
import { spellParagraphs } from './card-split';
import { keepsWhole, paragraphMayBreak } from './sheet-flow';
import { SpellText } from '../../components/SpellText';
import { ancestryLabel, capitalize, className, classesLabel, signed } from '../../components/format';
import { DRACONIC_BLOODLINE, LAND_CIRCLE, isDragonAncestry, isLandTerrain, type ClassLevel } from '../../rules';
import { Boxes, InvocationsRow, SmiteRow } from './FeatureRows';

/** prep mark, name, school, casting time, range, components, duration, marks; a sheet with no
 *  spell to prepare (bard, sorcerer, warlock, ranger) has no prep column and gives its room to the name */
const COL_WIDTHS = ['6%', '19%', '13%', '16%', '11%', '12%', '15%', '8%'];
const COL_WIDTHS_NO_PREP = ['25%', ...COL_WIDTHS.slice(2)];

interface Props {
  character: Character;
  derived: CharacterDerived;
  spells: PrintSpell[];
  missing: number;
  descriptions: boolean;
}

/** What a recorded subclass choice sets, under the class on the sheet: a Draconic Bloodline's
 *  ancestor (Elemental Affinity's damage type), a Circle of the Land's land (its circle spells). */
function subclassDetail(t: TFunction, c: ClassLevel | undefined): string | null {
  if (c?.subclassId === DRACONIC_BLOODLINE && isDragonAncestry(c.ancestry))
    return t('print.sheet.ancestry', { ancestry: ancestryLabel(t, c.ancestry) });
  if (c?.subclassId === LAND_CIRCLE && isLandTerrain(c.terrain)) return t('print.sheet.terrain', { terrain: t(`characters.terrain.${c.terrain}`) });
  return null;
}

export function SpellSheet({ character, derived, spells, missing, descriptions }: Props) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const groups = groupByLevel(spells);
  const multiclass = new Set(spells.flatMap((s) => s.owned.map((o) => o.classId))).size > 1;
  const prep = spells.some((p) => p.spell.level > 0 && bestStatus(p) !== 'known');
  return (
    <article className="print-sheet" aria-labelledby="sheet-name" data-testid="spell-sheet">
      <header className="sheet-head">
        <h2 id="sheet-name" className="sheet-name">{character.name}</h2>
        <p className="sheet-classes">
          {classesLabel(t, character.classes)} · {t('print.sheet.level', { level: derived.totalLevel })} · {t('characters.stats.proficiency')} {signed(derived.proficiencyBonus)}
        </p>
      </header>

      {derived.classes.length > 0 && (
        <section className="sheet-block" aria-labelledby="sheet-casting">
          <h3 id="sheet-casting" className="sheet-h">{t('print.sheet.casting')}</h3>
          <table className="sheet-table casting-table">
            <thead>
              <tr>
                <th scope="col">{t('print.sheet.class')}</th>
                <th scope="col">{t('characters.stats.ability')}</th>
                <th scope="col" className="num-col">{t('characters.stats.saveDC')}</th>
                <th scope="col" className="num-col">{t('characters.stats.attack')}</th>
                <th scope="col">{t('print.sheet.limits')}</th>
              </tr>
            </thead>
            <tbody>
              {derived.classes.map((c) => {
                const detail = subclassDetail(t, character.classes.find((x) => x.classId === c.classId));
                return (
                  <tr key={c.classId}>
                    <th scope="row">
                      {className(t, c)}&nbsp;{c.level}
                      {detail && <span className="sheet-subclass-detail">{detail}</span>}
                    </th>
                    <td>{t(`characters.ability.${c.ability}`)} ({signed(c.abilityMod)})</td>
                    <td className="big-num">{c.saveDC}</td>
                    <td className="big-num">{signed(c.attackBonus)}</td>
                    {/* what a player re-preparing in pencil counts against */}
                    <td>
                      {[
                        c.cantrips.max > 0 && t('print.sheet.limitCantrips', { count: c.cantrips.max }),
                        c.spells && t(c.spells.kind === 'known' ? 'print.sheet.limitKnown' : 'print.sheet.limitPrepared', { count: c.spells.max }),
                      ]
                        .filter(Boolean)
                        .join(', ')}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </section>
      )}

      <SlotBlock derived={derived} character={character} />

      {spells.length === 0 ? (
        // a book of only spells missing from the catalog is not empty: the note below counts them
        missing === 0 && <p className="sheet-note">{t('print.sheet.noSpells')}</p>
      ) : (
        groups.map((g) => (
          <section key={g.level} className="sheet-level" aria-labelledby={`lvl-${g.level}`}>
            <h3 id={`lvl-${g.level}`} className="sheet-h level-h">
              {g.level === 0 ? t('print.sheet.cantrips') : t('print.sheet.spellLevel', { ord: t(`print.ord.${g.level}`) })}
              <span className="level-count"> · {t(g.level === 0 ? 'print.sheet.cantripCount' : 'print.sheet.count', { count: g.spells.length })}</span>
            </h3>
            {descriptions ? (
              g.spells.map((p) => <SpellEntry key={p.spell.id} p={p} multiclass={multiclass} prep={prep} />)
            ) : (
              <table className="sheet-table spell-table">
                <colgroup>
                  {(prep ? COL_WIDTHS : COL_WIDTHS_NO_PREP).map((w, i) => <col key={i} style={{ width: w }} />)}
                </colgroup>
                <thead>
                  <tr>
                    {prep && <th scope="col" className="col-prep">{t('print.sheet.prep')}</th>}
                    {/* the level, as the print repeats a table's header on every page it runs onto
                        (thead: table-header-group) but not the heading above the table */}
                    <th scope="col">{g.level === 0 ? t('print.sheet.cantrips') : t('print.sheet.levelSpells', { ord: t(`print.ord.${g.level}`) })}</th>
                    <th scope="col">{t('print.col.school')}</th>
                    <th scope="col">{t('print.col.castingTime')}</th>
                    <th scope="col">{t('print.col.range')}</th>
                    <th scope="col">{t('print.col.components')}</th>
                    <th scope="col">{t('print.col.duration')}</th>
                    <th scope="col">{t('print.col.marks')}</th>
                  </tr>
                </thead>
                <tbody>
                  {g.spells.map((p) => {
                    const f = shortFields(t, lng, p.spell);
                    return (
                      <tr key={p.spell.id} className="spell-row" data-testid="sheet-spell">
                        {prep && <td className="col-prep"><PrepMark p={p} /></td>}
                        <th scope="row" className="spell-name">
                          {p.spell.text.name}
                          {multiclass && <ClassTags p={p} />}
                        </th>
                        <td>{capitalize(t(`catalog.school.${p.spell.school}`), lng)}</td>
                        <td>{f.castingTime}</td>
                        <td>
                          {f.range}
                          {f.area && <span className="cell-area">{f.area}</span>}
                        </td>
                        <td>{f.components}</td>
                        <td>{f.duration}</td>
                        <td><Marks p={p} /></td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            )}
          </section>
        ))
      )}
      {missing > 0 && <p className="sheet-note sheet-missing">{t('print.sheet.missing', { count: missing })}</p>}
      {spells.length > 0 && (
        <>
          <p className="sheet-legend">
            {prep && `${t('print.sheet.legendPrep')} · `}
            {t('print.sheet.legend')}
            {spells.some((p) => p.spell.level > 0 && bestStatus(p) === 'shadows') && ` · ${t('print.sheet.legendShadows')}`}
            {spells.some((p) => p.spell.homebrew) && ` · ${t('print.sheet.legendHomebrew')}`}
          </p>
          {/* the licence of the SRD asks for the credit wherever its texts go */}
          <p className="sheet-credit">{t('print.credit')}</p>
        </>
      )}
    </article>
  );
}

function SlotBlock({ derived, character }: { derived: CharacterDerived; character: Character }) {
  const { t } = useTranslation();
  const levels = derived.slotsMax.map((max, i) => ({ level: i + 1, max })).filter((x) => x.max > 0);
  const pact = derived.pact;
  const arcanum = derived.arcanumLevels;
  const points = derived.sorceryPointsMax;
  if (!levels.length && !pact && !arcanum.length) {
    if (!derived.classes.length) return null;
    return <p className="sheet-note">{t('print.sheet.noSlots')}</p>;
  }
  return (
    <section className="sheet-block" aria-labelledby="sheet-slots">
      <h3 id="sheet-slots" className="sheet-h">{t('print.sheet.slots')} <span className="sheet-help">{t('common.dash')} {t('print.sheet.slotsHelp')}</span></h3>
      {levels.length > 0 && (
        <div className="slot-grid" data-testid="slot-table">
          {levels.map((l) => (
            <div key={l.level} className="slot-cell">
              <span className="slot-label">{t('print.sheet.slotLevel', { ord: t(`print.ord.${l.level}`) })}</span>
              <Boxes n={l.max} label={`${t('print.sheet.slotLevel', { ord: t(`print.ord.${l.level}`) })}: ${l.max}`} />
            </div>
          ))}
        </div>
      )}
      {pact && (
        <div className="slot-row pact" data-testid="pact-slots">
          <span className="slot-label">{t('print.sheet.pact', { ord: t(`print.ord.${pact.slotLevel}`) })}</span>
          <Boxes n={pact.count} label={`${t('print.sheet.pact', { ord: t(`print.ord.${pact.slotLevel}`) })}: ${pact.count}`} />
          <span className="sheet-help">{t('print.sheet.pactHelp')}</span>
        </div>
      )}
      {points > 0 && (
        <div className="slot-row" data-testid="sorcery-points">
          <span className="slot-label">{t('print.sheet.sorceryPoints')}</span>
          <Boxes n={points} label={`${t('print.sheet.sorceryPoints')}: ${points}`} />
          <span className="sheet-help">{t('print.sheet.sorceryPointsHelp')}</span>
        </div>
      )}
      <SmiteRow derived={derived} />
      <InvocationsRow character={character} />
      {arcanum.length > 0 && (
        <div className="slot-row">
          <span className="slot-label">{t('print.sheet.arcanum')}</span>
          {arcanum.map((lv) => (
            <span key={lv} className="arcanum">
              {t('print.sheet.arcanumLevel', { ord: t(`print.ord.${lv}`) })} <Boxes n={1} label={t('print.sheet.arcanumLevel', { ord: t(`print.ord.${lv}`) })} />
            </span>
          ))}
        </div>
      )}
    </section>
  );
}

/** A paladin's Divine Smite: the radiant dice each of the character's slot levels buys. */
function PrepMark({ p }: { p: PrintSpell }) {
  const { t } = useTranslation();
  if (p.spell.level === 0) return null;
  const st = bestStatus(p);
  if (st === 'known') return null;
  const sym = st === 'prepared' ? '■' : st === 'alwaysPrepared' ? '◆' : st === 'shadows' ? '○' : '□';
  return <span role="img" title={t(`print.status.${st}`)} aria-label={t(`print.status.${st}`)}>{sym}</span>;
}

function Marks({ p }: { p: PrintSpell }) {
  const { t } = useTranslation();
  const m = [p.spell.concentration && t('print.mark.concentration'), p.spell.ritual && t('print.mark.ritual'), p.spell.homebrew && t('print.mark.homebrew')].filter(Boolean);
  return <>{m.join(' ')}</>;
}

/** A multiclass character's spell: the classes it is owned for, "(Kouzelník, Černokněžník)". */
function ClassTags({ p }: { p: PrintSpell }) {
  const { t } = useTranslation();
  return <span className="spell-class"> ({p.owned.map((o) => t(`characters.class.${o.classId}`)).join(', ')})</span>;
}

function SpellEntry({ p, multiclass, prep }: { p: PrintSpell; multiclass: boolean; prep: boolean }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const f = fullFields(t, lng, p.spell);
  const marks = longMarks(t, p.spell);
  const paragraphs = spellParagraphs(p.spell.text.description, p.spell.text.higherLevels, t('print.higherLevels'));
  // a short text stays whole; a long one may continue on the next page (print.css)
  const whole = keepsWhole(paragraphs);
  return (
    <div className={whole ? 'spell-entry keep-whole' : 'spell-entry'} data-testid="sheet-spell">
      <div className="entry-head">
        <p className="entry-title">
          {prep && <span className="entry-prep"><PrepMark p={p} /></span>}
          <strong className="spell-name">{p.spell.text.name}</strong>
          {multiclass && <ClassTags p={p} />}
          <span className="entry-school"> {t('common.dash')} {levelSchool(t, lng, p.spell)}{marks.length ? ` · ${marks.join(' · ')}` : ''}</span>
        </p>
        <dl className="entry-fields">
          <div><dt>{t('print.col.castingTime')}:</dt> <dd>{f.castingTime}</dd></div>
          <div><dt>{t('print.col.range')}:</dt> <dd>{f.range}</dd></div>
          {f.area && <div className="wide"><dt>{t('print.col.area')}:</dt> <dd>{f.area}</dd></div>}
          <div><dt>{t('print.col.components')}:</dt> <dd>{f.components}</dd></div>
          <div><dt>{t('print.col.duration')}:</dt> <dd>{f.duration}</dd></div>
        </dl>
      </div>
      <SpellText className="spell-text" headingLevel={4} paragraphs={paragraphs} paragraphClass={(text) => (paragraphMayBreak(text) ? 'may-break' : undefined)} />
    </div>
  );
}
