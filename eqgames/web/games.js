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

// What each computer level does, in a line, for the new-game form (docs/bots.md
// has the details and the measured strengths).
export const LEVEL_NOTES = {
  memorymath: {
    easy: "Forgets 1 number in 4 and looks only for short equations.",
    medium: "Forgets 1 number in 10; sometimes hands you an easy solve.",
    hard: "Remembers everything and solves whenever it can.",
  },
  crossdigits: {
    easy: "Short plays of up to 3 tiles, usually low-scoring: for a first game.",
    casual: "Plays up to 5 tiles, about half the best score: a fair match while you learn.",
    medium: "Good plays, not always the best.",
    hard: "The best play nearly every turn: a club player's match.",
  },
  mathable: {
    easy: "Places up to 3 tiles a turn, usually not the best ones: for a first game.",
    medium: "Places good tiles until none fits, without planning the turn.",
    hard: "Plans the whole turn and minds what it leaves the next player.",
  },
  equations: {
    easy: "Sets a one-digit Goal, challenges only on short Solutions, and misses some.",
    medium: "Checks a few moves so as not to hand you a Now; challenges when it can prove it.",
    hard: "Sets Goals that need many cubes, checks every move for what it hands you, and challenges whenever it can prove it.",
  },
  formula: {
    easy: "Lays a random number of cards.",
    medium: "Lays as many cards as it can.",
    hard: "Plans ahead to go out first.",
  },
};
