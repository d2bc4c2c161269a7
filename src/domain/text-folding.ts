// Text as a search compares it: accents, case and punctuation folded away, so that "Zürich",
// "ZURICH" and "zurich" are one key and "Saint-Étienne" reads as the words "saint etienne".

// Letters that carry no combining mark to strip but are commonly typed as plain Latin letters.
const LETTERS: Readonly<Record<string, string>> = {
  ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i', ħ: 'h', ŧ: 't', ŋ: 'n',
};
const SPECIAL = /[ßæœøłđðþıħŧŋ]/g;
// Apostrophes join rather than split: "Martha's Vineyard" is found by "marthas".
const APOSTROPHES = /['\u2019\u02bc`\u00b4]/g;
const MARKS = /\p{M}+/gu;
const SEPARATORS = /[^\p{L}\p{N}]+/gu;

/**
 * Lower case, compatibility-decomposed (NFKD: full-width forms and ligatures too), combining marks
 * removed, and every run of characters that are not letters or digits made one space, trimmed.
 * An empty result means the text has no letter or digit.
 */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(MARKS, '')
    .toLowerCase()
    .replace(SPECIAL, (c) => LETTERS[c] ?? c)
    .replace(APOSTROPHES, '')
    .replace(SEPARATORS, ' ')
    .trim();
}
