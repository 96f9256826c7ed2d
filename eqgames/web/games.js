// The five equation games as the home page presents them. Whether a game can
// be played yet comes from the server's catalog; this only holds the words.

export const EQUATION_GAMES = [
  {
    name: "equations",
    title: "Equations",
    blurb: "The cube game: set a Goal, move cubes to Required, Permitted or Forbidden, and challenge Now or Impossible.",
  },
  {
    name: "mathable",
    title: "Mathable",
    blurb: "Crossword-style tiles from 0 to 90: every tile is the sum, difference, product or quotient of its neighbours.",
  },
  {
    name: "memorymath",
    title: "Memory Math",
    blurb: "A duel of calling numbers and remembering them, until one of you can reach the target.",
  },
  {
    name: "crossdigits",
    title: "Crossdigits",
    blurb: "A crossword of digits: you lay the numbers, the game finds the operator and the equals sign.",
  },
  {
    name: "formula",
    title: "Formula",
    blurb: "A card game for 2 or more: rewrite the equation on the table with up to three cards from your hand.",
  },
];

export function rulesHref(name) {
  return `/static/rules/${name}.html`;
}

/** A game's title from the catalog entry, else our own list, else its name. */
export function titleOf(name, catalog) {
  const entry = catalog && catalog.find((g) => g.name === name);
  if (entry && entry.title) return entry.title;
  const known = EQUATION_GAMES.find((g) => g.name === name);
  return known ? known.title : name;
}
