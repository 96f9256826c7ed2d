"""Memory Math's computer opponents: easy, medium and hard, each from its own view.

A bot hears the game only through views of its seat: :meth:`observe` is shown
every view, and the view shows what was said last, so a bot's memory of the
round is what it noted down as it heard it — a hard bot notes everything, the
others forget numbers now and then (and may then say one again themselves).

- **hard**: perfect memory; calls solve exactly when what was said can be
  solved (an exhaustive search); catches every repeat and illegal number;
  says one number that does not hand the opponent a solve whenever it finds
  one; calls time as soon as the opponent's limit has passed.
- **medium**: forgets about one number in ten; looks for solutions of up to
  ``min + 2`` numbers with a limited search; checks a few numbers for safety
  before saying one.
- **easy**: forgets about one number in four; looks for solutions of up to
  ``min + 1`` numbers; says numbers at random, sometimes two at once, sometimes
  one it has said before.

Bots return actions; the driver decides *when* they happen. :meth:`delay`
gives a human-like time for an action (scaled by the game option
``bot_pace``), which drivers use: :mod:`.match` in virtual time, the server
and ``eqgames play`` on the wall clock. Slow moments are part of a level: an
easy bot now and then takes longer than 18 seconds, and a quick opponent may
call time on it.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from eqgames.core import Action, Bot, register_bot
from eqgames.core.actions import JSON
from eqgames.search import BudgetExceeded, Problem, parse_ops, solve
from eqgames.search.multiset import TreeSearch

from .actions import IllegalCall, Repeat, Say, Solve, Submit, Time
from .equation import SYMBOL_TEXT
from .said import HIGHEST, LOWEST, legal, read, usable

_FROM_TEXT = {v: k for k, v in SYMBOL_TEXT.items()}


@dataclass(frozen=True)
class Delays:
    """Seconds an action takes, drawn uniformly from each range."""

    say: tuple[float, float]
    call: tuple[float, float]  # repeat, illegal, solve
    write: tuple[float, float]  # the equation, after solve
    time: tuple[float, float]  # noticing that the opponent's limit has passed
    #: Chance that saying numbers takes ``slow`` seconds more (may run over 18 s).
    slow_chance: float = 0.0
    slow: tuple[float, float] = (0.0, 0.0)


@dataclass(frozen=True)
class Style:
    forget: float  # chance to forget a number heard from the opponent
    extra_sizes: int | None  # solutions of min .. min + extra numbers (None: all)
    budget: int | None  # search steps per question (None: exhaustive)
    safety_checks: int  # numbers checked for handing the opponent a solve (0: none)
    two_numbers: float  # chance to say two numbers
    slip: float  # chance to say any number, said before or not
    spot_illegal: float  # chance to notice an illegal number
    delays: Delays


STYLES = {
    "easy": Style(
        forget=0.25, extra_sizes=1, budget=4_000, safety_checks=0, two_numbers=0.4,
        slip=0.04, spot_illegal=0.8,
        delays=Delays((4, 12), (2, 5), (12, 28), (2, 6), 0.08, (8, 16)),
    ),
    "medium": Style(
        forget=0.1, extra_sizes=2, budget=25_000, safety_checks=3, two_numbers=0.2,
        slip=0.01, spot_illegal=0.95,
        delays=Delays((3, 8), (1.5, 4), (8, 18), (1, 3), 0.03, (8, 14)),
    ),
    "hard": Style(
        forget=0.0, extra_sizes=None, budget=None, safety_checks=100, two_numbers=0.0,
        slip=0.0, spot_illegal=1.0,
        delays=Delays((1.5, 4), (0.8, 2), (3, 8), (0.3, 1.0)),
    ),
}

#: A hard bot's bound on one exhaustive question, so a freak round cannot stall it.
HARD_BUDGET = 400_000
#: At most this much work to ask whether one number is safe to say; a turn's safety
#: checks stop after three times the bot's budget in all.
SAFETY_CHECK_BUDGET = 100_000


class MemoryMathBot(Bot):
    style: Style

    def __init__(self, game: object, seed: int = 0) -> None:
        super().__init__(game, seed)  # type: ignore[arg-type]
        self.style = STYLES[self.level]
        self.round = 0
        self.heard: list[tuple[int, Fraction]] = []  # (move, value) it remembers
        self.seen: set[int] = set()  # moves of says already heard
        #: Searches stopped by the budget (for measurements: a hard bot should see none).
        self.undecided = 0
        self._last_search: tuple[Problem, str | None] | None = None

    # -- hearing ----------------------------------------------------------------

    def observe(self, view: dict[str, JSON]) -> None:
        round_no = int(view["round"])
        if round_no != self.round:
            self.round, self.heard, self.seen = round_no, [], set()
        last = view.get("last")
        if not isinstance(last, dict) or last["move"] in self.seen:
            return
        move = int(last["move"])
        self.seen.add(move)
        mine = last["seat"] == view["seat"]
        for text in last["numbers"]:
            try:
                value = read(str(text))
            except Exception:  # noqa: BLE001 - the engine only lets numbers through
                continue
            # One's own numbers are remembered; the opponent's are sometimes missed.
            if mine or self.rng.random() >= self.style.forget:
                self.heard.append((move, value))

    def remembered(self) -> list[int]:
        """The usable numbers it remembers, each once."""
        return sorted({int(v) for _, v in self.heard if usable(v)})

    # -- acting -------------------------------------------------------------------

    def act(self, view: dict[str, JSON]) -> Action:
        self.observe(view)
        can = view["can"]
        assert isinstance(can, list)
        if can == ["time"]:
            return Time()
        if can == ["submit"]:
            return Submit(self._equation(view))
        last = view["last"]
        if isinstance(last, dict) and last["seat"] != view["seat"]:
            call = self._call(view, last)
            if call is not None:
                return call
            if self._solution(view) is not None:
                return Solve()
        return Say(tuple(str(n) for n in self._choose_numbers(view)))

    def _call(self, view: dict[str, JSON], last: dict[str, JSON]) -> Action | None:
        texts = [str(t) for t in last["numbers"]]
        values = [read(t) for t in texts]
        if any(not legal(v) for v in values) and self.rng.random() < self.style.spot_illegal:
            return IllegalCall()
        move = int(last["move"])
        before = {v for m, v in self.heard if m < move}
        if any(v in before for v in values) or (len(values) == 2 and values[0] == values[1]):
            return Repeat()
        return None

    # -- searching ----------------------------------------------------------------

    def _problem(self, view: dict[str, JSON], numbers: list[int]) -> Problem:
        lo, hi = int(view["min"]), int(view["max"])
        if self.style.extra_sizes is not None:
            hi = min(hi, lo + self.style.extra_sizes)
        ops = "".join(_FROM_TEXT[o] for o in view["ops"])
        return Problem(tuple(numbers), Fraction(str(view["target"]).replace("−", "-")),
                       parse_ops(ops), lo, hi)

    def _budget(self) -> int:
        return self.style.budget if self.style.budget is not None else HARD_BUDGET

    def _solution(self, view: dict[str, JSON]) -> str | None:
        problem = self._problem(view, self.remembered())
        if self._last_search is not None and self._last_search[0] == problem:
            return self._last_search[1]  # asked again to write it down
        try:
            found = solve(problem, budget=self._budget())
        except BudgetExceeded:
            self.undecided += 1
            return None
        text = None if found is None else found.text()
        self._last_search = (problem, text)
        return text

    def _equation(self, view: dict[str, JSON]) -> str:
        found = self._solution(view)
        # Having called solve without an equation in mind (it forgot one): write the
        # best guess, which will be judged wrong.
        return found if found is not None else " + ".join(map(str, self.remembered()[:2])) or "1"

    def _choose_numbers(self, view: dict[str, JSON]) -> list[int]:
        style = self.style
        known = set(self.remembered())
        fresh = [x for x in range(LOWEST, HIGHEST + 1) if x not in known]
        careful = bool(style.safety_checks)
        if not fresh or self.rng.random() < style.slip:
            fresh, careful = list(range(LOWEST, HIGHEST + 1)), False
        self.rng.shuffle(fresh)
        first = self._safe_number(view, fresh) if careful else fresh[0]
        if self.rng.random() < style.two_numbers and len(fresh) > 1:
            second = next(x for x in fresh if x != first)
            return [first, second]
        return [first]

    def _safe_number(self, view: dict[str, JSON], candidates: list[int]) -> int:
        """A number that, said now, leaves no solution (as far as its search tells);
        failing that, the one whose solutions need the most numbers."""
        known = self.remembered()
        tried = candidates[: self.style.safety_checks]
        problem = self._problem(view, known + tried)
        search = TreeSearch(problem.numbers, problem.ops)
        within = list(range(len(known)))
        best, best_size = tried[0], -1
        spent = 0
        for k, x in enumerate(tried):
            if spent > 3 * self._budget():
                break  # enough thinking for one turn
            search.work, search.budget = 0, min(self._budget(), SAFETY_CHECK_BUDGET)
            try:
                found = solve(problem, required=[len(known) + k], search=search, within=within)
            except BudgetExceeded:
                self.undecided += 1
                continue  # not known to be safe; keep looking
            finally:
                spent += search.work
            if found is None:
                return x
            if len(found.indices) > best_size:
                best, best_size = x, len(found.indices)
        return best

    # -- timing -------------------------------------------------------------------

    def delay(self, view: dict[str, JSON], action: Action) -> float:
        """How long a person at this level would take to do ``action`` (seconds)."""
        d = self.style.delays
        if isinstance(action, Time):
            low, high = d.time
        elif isinstance(action, Submit):
            low, high = d.write
        elif isinstance(action, Say):
            low, high = d.say
            if self.rng.random() < d.slow_chance:
                low, high = low + d.slow[0], high + d.slow[1]
        else:
            low, high = d.call
        pace = float(self.game.options.bot_pace)
        return pace * (low + (high - low) * self.rng.random())


@register_bot("memorymath", "easy")
class EasyBot(MemoryMathBot):
    pass


@register_bot("memorymath", "medium")
class MediumBot(MemoryMathBot):
    pass


@register_bot("memorymath", "hard")
class HardBot(MemoryMathBot):
    pass
