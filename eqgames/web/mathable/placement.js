// The rule of one Mathable placement, in the page: which equations a tile
// completes on a square, its points, and why it would be refused. It reads
// only the view (`board`: 14 rows of values or null; `layout`: 14 rows of
// "", "2x", "3x", "+", "−", "×", "÷", "centre") and follows
// eqgames/games/mathable/placement.py step for step, so the live preview is
// what the engine will say (tests/browser/test_mathable.py compares the two on
// many positions). The engine still checks every placement; this only lets
// the page answer "what would this tile do here?" while the pointer moves,
// without a round trip.

export const SIZE = 14;
const COLUMNS = "ABCDEFGHIJKLMN";
export const OPERATIONS = ["+", "−", "×", "÷"];
const PREMIUM = { "2x": 2, "3x": 3 };
// Left, right, above, below: the order the engine lists pairs in.
const DIRECTIONS = [[0, -1], [0, 1], [-1, 0], [1, 0]];

/** `G7` for (6, 6). */
export const squareName = (r, c) => `${COLUMNS[c]}${r + 1}`;

/** (row, col) for a name such as "G7" (null for a bad name). */
export function parseSquare(text) {
  const m = /^([A-Na-n])(\d{1,2})$/.exec(String(text).trim());
  if (!m) return null;
  const r = Number(m[2]) - 1;
  return r >= 0 && r < SIZE ? [r, COLUMNS.indexOf(m[1].toUpperCase())] : null;
}

const at = (board, r, c) => (r >= 0 && c >= 0 && r < SIZE && c < SIZE ? board[r][c] : null);
const occupied = (board, r, c) => at(board, r, c) !== null && at(board, r, c) !== undefined;

/** The sign a square prescribes, or null. */
export const signOf = (layout, r, c) => (OPERATIONS.includes(layout[r][c]) ? layout[r][c] : null);

/** What a square multiplies points by. */
export const premiumOf = (layout, r, c) => PREMIUM[layout[r][c]] || 1;

/** What the pair (a, b) makes with each operation, in either order: {"+": 6, …}. */
export function makes(a, b) {
  const out = { "+": a + b, "−": Math.abs(a - b), "×": a * b };
  const big = Math.max(a, b);
  const small = Math.min(a, b);
  if (small !== 0 && big % small === 0) out["÷"] = big / small;
  else if (small === 0 && big !== 0) out["÷"] = 0; // 0 ÷ big
  return out;
}

/** "4 − 2 = 2": + and × in board order, − and ÷ with the larger number first (0 ÷ 5 the dividend first). */
export function equationText(a, b, op, value) {
  if (op === "−" || (op === "÷" && Math.min(a, b) !== 0)) [a, b] = [Math.max(a, b), Math.min(a, b)];
  else if (op === "÷") [a, b] = [Math.min(a, b), Math.max(a, b)];
  return `${a} ${op} ${b} = ${value}`;
}

/** The pairs beside (r, c), each [[r, c], [r, c]] in board order. */
export function pairs(board, r, c) {
  const found = [];
  for (const [dr, dc] of DIRECTIONS) {
    const near = [r + dr, c + dc];
    const far = [r + 2 * dr, c + 2 * dc];
    if (occupied(board, ...near) && occupied(board, ...far)) found.push(dr + dc < 0 ? [far, near] : [near, far]);
  }
  return found;
}

/** The equations `value` completes on (r, c): [{pair: ["G7", "G8"], squares, op, text}]. */
export function completed(board, layout, r, c, value) {
  const only = signOf(layout, r, c);
  const ops = only === null ? OPERATIONS : [only];
  const out = [];
  for (const pair of pairs(board, r, c)) {
    const [a, b] = pair.map(([pr, pc]) => board[pr][pc]);
    const made = makes(a, b);
    const op = ops.find((o) => made[o] === value);
    if (op !== undefined) out.push({ pair: pair.map((sq) => squareName(...sq)), squares: pair, op, text: equationText(a, b, op, value) });
  }
  return out;
}

/** Why `value` may not go on (r, c), in the engine's words; null when it may. */
export function reason(board, layout, r, c, value) {
  const where = squareName(r, c);
  if (occupied(board, r, c)) {
    if (layout[r][c] === "centre") return `${where} holds a printed ${board[r][c]}: the centre tiles are never covered`;
    return `${where} already holds ${board[r][c]}`;
  }
  const beside = pairs(board, r, c);
  if (!beside.length) {
    return `${where} has no pair beside it: a tile completes an equation with the two adjoining tiles next to it in its row or column`;
  }
  if (completed(board, layout, r, c, value).length) return null;
  const only = signOf(layout, r, c);
  const values = (pair) => pair.map(([pr, pc]) => board[pr][pc]);
  if (only !== null) {
    const said = beside.map((pair) => {
      const [a, b] = values(pair);
      const made = makes(a, b)[only];
      return made === undefined ? `${Math.max(a, b)} ÷ ${Math.min(a, b)} is not a whole number` : equationText(a, b, only, made);
    });
    return `${where} is a ${only} square: ${said.join("; ")}, not ${value}`;
  }
  const said = beside.map((pair) => {
    const [a, b] = values(pair);
    const results = [...new Set(Object.values(makes(a, b)))];
    const listed = `${results.slice(0, -1).join(", ")} or ${results[results.length - 1]}`;
    return `${a} and ${b} make ${listed}`;
  });
  return `${value} completes no equation on ${where}: ${said.join("; ")}`;
}

/**
 * What `value` would do on (r, c): {ok: true, equations, premium, points} or
 * {ok: false, reason}.
 */
export function preview(board, layout, r, c, value) {
  const why = reason(board, layout, r, c, value);
  if (why !== null) return { ok: false, reason: why };
  const equations = completed(board, layout, r, c, value);
  const premium = premiumOf(layout, r, c);
  return { ok: true, equations, premium, points: value * equations.length * premium };
}
