import type { Names } from '../model/read-model.js';
import { el, leaf, list, type Element } from './tree.js';

export type LangCase = 'upper' | 'lower';

/**
 * Names to show: every name the record has, or with `lang` one name — the name in that language,
 * else the English one, else the first — always under the language it is in (docs/api-rules.md,
 * Names and languages).
 */
export function selectNames(names: Names, lang: string | undefined): Names {
  if (!lang) return names;
  const own = names.find(([l]) => l === lang) ?? names.find(([l]) => l === 'en') ?? names[0];
  return own ? [own] : [];
}

export function namesElement(names: Names, langCase: LangCase): Element {
  return el(
    'Names',
    list(
      'Name',
      names.map(([lang, text]) => leaf('Name', text, { LanguageCode: langCase === 'upper' ? lang.toUpperCase() : lang })),
    ),
  );
}
