"""Memory Math's rules: a timed duel of saying numbers and solving for a target.

Rulebook: ``rules/memory-math.txt`` (with its corrections and additions, which
override the text before them). Decisions are in ``docs/rules/memorymath.md``.

A match: two players, first to 5 points (so at most 9 rounds). The first round's
starting player is chosen (option ``first_player``) or drawn; then it alternates.

A round: the dealer shows a target, the valid operations and ``min``/``max``.
The starting player says one or two numbers (60 s). Then each player in turn
(18 s) does one of:

- **say** one or two more numbers — anything that looks like a number may be
  said; whether it is a legal number (a whole number from 1 to 100, not said
  before in the round) is for the opponent to call;
- **repeat**: the opponent's last numbers repeat a number said before in this
  round (or twice at once) — right, the caller's point; wrong, the opponent's;
- **illegal**: the opponent's last numbers include one that is not a whole number
  from 1 to 100 — right, the caller's point; wrong, the opponent's;
- **solve**: then 40 s to **submit** one equation using at least ``min`` and at
  most ``max`` distinct numbers said in this round and only the valid
  operations, equal to the target. Correct: the solver's point. Wrong, late,
  repeating a number or breaking a parameter: the opponent's point, and the
  reason is shown.

And the waiting player may call **time** whenever the player to act has had
their time (18 s, or 60 s, or 40 s after solve): if *more* than that had passed
since the turn began, the caller's point, otherwise the opponent's (the
rulebook: "more than 18 seconds"; a call at exactly the limit is early, just as
an equation at exactly the limit is in time). Any point ends the round.

Time is an input: every action carries the server's timestamp ``at``. The
state holds each turn's start and limit; :meth:`tick` applies what the clock
does by itself, one deadline per tick: when a limit passes the turn is in
*overtime* (the waiting player is then among those to act — they may call
time), and ``grace_seconds`` later the point goes to the waiting player anyway,
so a game never stalls (with no grace, the point goes at the limit).

It is a memory game: the view shows what was said last, not the history (see
:meth:`MemoryMathState.view`).
"""

from __future__ import annotations

import math
from dataclasses import asdict, dataclass, field
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from eqgames.core import Action, Event, IllegalAction, Result, Rng, State
from eqgames.core.actions import JSON
from eqgames.search import BudgetExceeded, Problem, parse_ops, solve

from . import dealer
from .actions import IllegalCall, Repeat, Say, Solve, Submit, Time
from .equation import SYMBOL_TEXT, fraction_text, judge, written
from .options import MemoryMathOptions
from .said import legal, read, usable

if TYPE_CHECKING:
    from .game import MemoryMath

#: Work allowed when revealing a solution at the end of a round (search steps).
REVEAL_BUDGET = 100_000


def seconds_text(took: float, limit: float) -> str:
    """``took`` seconds to a tenth, or finer where a tenth would hide that it is over ``limit``.

        >>> seconds_text(18.5, 18), seconds_text(17.0, 18), seconds_text(18.0, 18)
        ('18.5', '17.0', '18.0')
        >>> seconds_text(18.01, 18), seconds_text(18.0004, 18)
        ('18.01', '18.001')
    """
    for places in (1, 2, 3):
        text = f"{took:.{places}f}"
        if took <= limit or float(text) > limit:
            return text
    return f"{math.ceil(took * 1000) / 1000:.3f}"


@dataclass
class Said:
    """One say: who, the numbers as said (text), when, and the match move number."""

    seat: int
    numbers: list[str]
    at: float
    move: int


@dataclass
class Round:
    number: int
    first: int
    target: Fraction
    ops: str
    min: int
    max: int
    started: float
    says: list[Said] = field(default_factory=list)
    phase: str = "say"  # "say", "solve" (the turn-holder is writing), "over"
    turn: int = 0  # the seat to say (or to submit, in "solve")
    turn_started: float = 0.0
    limit: float = 0.0
    overtime: bool = False
    winner: int | None = None
    reason: str = ""
    equation: str | None = None
    ended: float | None = None
    #: Revealed at the end: could what was said be solved, and how.
    solvable: bool | None = None
    solution: str | None = None

    def values(self) -> list[Fraction]:
        return [read(t) for s in self.says for t in s.numbers]

    def usable(self) -> list[int]:
        """The said numbers an equation may use (each value once)."""
        return sorted({int(v) for v in self.values() if usable(v)})

    def to_json(self) -> dict[str, JSON]:
        data = asdict(self)
        data["target"] = str(self.target)
        return data

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Round:
        fields = dict(data)
        fields["target"] = Fraction(data["target"])
        fields["says"] = [Said(**s) for s in data["says"]]
        return cls(**fields)

    def params(self) -> dict[str, JSON]:
        """What the dealer showed: public from the start."""
        return {
            "round": self.number,
            "first": self.first,
            "target": fraction_text(self.target),
            "ops": [SYMBOL_TEXT[o] for o in self.ops],
            "min": self.min,
            "max": self.max,
        }

    def reveal(self) -> dict[str, JSON]:
        """The whole round, shown to everyone once it is over."""
        return {
            **self.params(),
            "says": [{"seat": s.seat, "numbers": list(s.numbers), "at": s.at} for s in self.says],
            "winner": self.winner,
            "reason": self.reason,
            "equation": self.equation,
            "solvable": self.solvable,
            "solution": self.solution,
        }


class MemoryMathState(State):
    game: MemoryMath

    def __init__(self, game: MemoryMath, rng: Rng, first: int, at: float) -> None:
        self.game = game
        self.players = 2
        self.rng = rng
        self.first = first  # who started round 1
        self.scores = [0, 0]
        self.moves = 0
        self.winner: int | None = None
        self.break_until: float | None = None
        self.history: list[dict[str, JSON]] = []  # revealed rounds
        self.round = self._deal(1, at)

    @property
    def options(self) -> MemoryMathOptions:
        opts: MemoryMathOptions = self.game.options
        return opts

    # -- dealing ------------------------------------------------------------------

    def _deal(self, number: int, at: float) -> Round:
        d = dealer.deal(self.rng)
        first = self.first if number % 2 else 1 - self.first
        return Round(
            number, first, d.target, d.ops, d.min, d.max, started=at, turn=first,
            turn_started=at, limit=self.options.first_seconds,
        )

    def _next_round(self, at: float) -> list[Event]:
        self.break_until = None
        self.round = self._deal(self.round.number + 1, at)
        return [Event("round", self.round.params())]

    # -- who may act, and the clock ----------------------------------------------------

    def _to_act(self) -> tuple[int, ...]:
        r = self.round
        if self.winner is not None or r.phase == "over":
            return ()
        # The waiting player may always call time (a wrong call loses the point);
        # once the limit has passed they are among those expected to act.
        return (r.turn, 1 - r.turn) if r.overtime else (r.turn,)

    def timeout_at(self) -> float:
        r = self.round
        return r.turn_started + r.limit + self.options.grace_seconds

    def _deadline(self) -> float | None:
        r = self.round
        if self.winner is not None:
            return None
        if r.phase == "over":
            return self.break_until
        if not r.overtime:
            return r.turn_started + r.limit
        return self.timeout_at()

    def _timeout(self, due: float) -> list[Event]:
        r = self.round
        if r.phase == "over":
            return self._next_round(due)
        if not r.overtime and self.options.grace_seconds > 0:
            r.overtime = True
            return [Event("overtime", {"seat": r.turn, "limit": r.limit})]
        what = "wrote no equation" if r.phase == "solve" else "gave no answer"
        waited = r.limit + self.options.grace_seconds
        return self._point(1 - r.turn, f"seat {r.turn} {what} within {waited:g} s", due)

    # -- the rules --------------------------------------------------------------------

    def _apply(self, seat: int, action: Action, at: float) -> list[Event]:
        r = self.round
        if r.phase == "over":
            raise IllegalAction(f"round {r.number} is over; the next round starts soon")
        if at < r.turn_started:
            raise IllegalAction("that is earlier than the start of this turn")
        if at >= self.timeout_at():
            raise IllegalAction("this turn has already timed out")
        self.moves += 1
        if isinstance(action, Time):
            return self._time(seat, at)
        if seat != r.turn:
            raise IllegalAction(
                f"it is seat {r.turn}'s turn; while waiting you may only call time"
            )
        if r.phase == "solve":
            if not isinstance(action, Submit):
                raise IllegalAction("you called solve: submit your equation")
            return self._submit(seat, action.equation, at)
        if isinstance(action, Say):
            return self._say(seat, action.numbers, at)
        if isinstance(action, Submit):
            raise IllegalAction("call solve before writing an equation")
        if not r.says:
            raise IllegalAction("the round begins with the first player saying one or two numbers")
        if isinstance(action, Repeat):
            return self._call_repeat(seat, at)
        if isinstance(action, IllegalCall):
            return self._call_illegal(seat, at)
        assert isinstance(action, Solve)
        return self._solve(seat, at)

    def _say(self, seat: int, numbers: tuple[str, ...], at: float) -> list[Event]:
        if not 1 <= len(numbers) <= 2:
            raise IllegalAction("say one or two numbers")
        for text in numbers:
            read(text)  # refuses what does not look like a number
        said = [t.strip() for t in numbers]
        r = self.round
        r.says.append(Said(seat, said, at, self.moves))
        self._next_turn(at, self.options.turn_seconds)
        return [Event("said", {"seat": seat, "numbers": said, "round": r.number})]

    def _next_turn(self, at: float, limit: float) -> None:
        r = self.round
        r.turn = 1 - r.turn
        r.turn_started = at
        r.limit = limit
        r.overtime = False

    def _call_repeat(self, seat: int, at: float) -> list[Event]:
        r = self.round
        last = r.says[-1]
        earlier = {v for s in r.says[:-1] for v in map(read, s.numbers)}
        values = [read(t) for t in last.numbers]
        call = {"seat": seat, "call": "repeat", "numbers": list(last.numbers)}
        for text, value in zip(last.numbers, values, strict=True):
            if value in earlier:
                return [Event("called", call)] + self._point(
                    seat, f"right call: {text} was said before in this round", at
                )
        if len(values) == 2 and values[0] == values[1]:
            return [Event("called", call)] + self._point(
                seat, f"right call: {last.numbers[1]} was said twice at once", at
            )
        return [Event("called", call)] + self._point(
            1 - seat, f"wrong call: {' and '.join(last.numbers)} had not been said before", at
        )

    def _call_illegal(self, seat: int, at: float) -> list[Event]:
        last = self.round.says[-1]
        call = {"seat": seat, "call": "illegal", "numbers": list(last.numbers)}
        for text in last.numbers:
            if not legal(read(text)):
                return [Event("called", call)] + self._point(
                    seat, f"right call: {text} is not a whole number from 1 to 100", at
                )
        said = " and ".join(last.numbers)
        return [Event("called", call)] + self._point(
            1 - seat, f"wrong call: {said} {'is' if len(last.numbers) == 1 else 'are'} legal", at
        )

    def _solve(self, seat: int, at: float) -> list[Event]:
        r = self.round
        r.phase = "solve"
        r.turn_started = at
        r.limit = self.options.solve_seconds
        r.overtime = False
        return [Event("called", {"seat": seat, "call": "solve", "seconds": r.limit})]

    def _submit(self, seat: int, equation: str, at: float) -> list[Event]:
        if not equation.strip():
            raise IllegalAction("write the equation")
        r = self.round
        r.equation = written(equation)
        event = Event("submitted", {"seat": seat, "equation": r.equation})
        took = at - r.turn_started
        if took > r.limit:
            late = seconds_text(took, r.limit)
            return [event] + self._point(
                1 - seat, f"late: the equation came after {late} s; {r.limit:g} s allowed", at
            )
        verdict = judge(equation, r.target, r.ops, r.min, r.max, r.usable())
        winner = seat if verdict.correct else 1 - seat
        return [event] + self._point(winner, verdict.reason, at)

    def _time(self, seat: int, at: float) -> list[Event]:
        r = self.round
        if seat == r.turn:
            raise IllegalAction("time is called on the opponent, not on yourself")
        took = at - r.turn_started
        call = Event("called", {"seat": seat, "call": "time", "elapsed": round(took, 3)})
        passed = seconds_text(took, r.limit)
        # "More than 18 seconds": the same side of the limit as a late equation.
        if took > r.limit:
            return [call] + self._point(
                seat, f"right call: {passed} s had passed; {r.limit:g} s allowed", at
            )
        return [call] + self._point(
            r.turn, f"wrong call: only {passed} s of the {r.limit:g} s allowed had passed", at
        )

    # -- points, rounds, the match ----------------------------------------------------------

    def _point(self, winner: int, reason: str, at: float) -> list[Event]:
        r = self.round
        r.phase = "over"
        r.winner = winner
        r.reason = reason
        r.ended = at
        self.scores[winner] += 1
        self._reveal_solution()
        self.history.append(r.reveal())
        events = [Event("point", {"seat": winner, "scores": list(self.scores), **r.reveal()})]
        if self.scores[winner] >= self.options.points_to_win:
            self.winner = winner
            events.append(Event("over", {"winner": winner, "scores": list(self.scores)}))
        elif self.options.break_seconds == 0:
            events += self._next_round(at)
        else:
            self.break_until = at + self.options.break_seconds
        return events

    def _reveal_solution(self) -> None:
        r = self.round
        numbers = tuple(r.usable())
        problem = Problem(numbers, r.target, parse_ops(r.ops), r.min, r.max)
        try:
            found = solve(problem, budget=REVEAL_BUDGET)
        except BudgetExceeded:
            r.solvable, r.solution = None, None  # not decided within the budget
            return
        r.solvable = found is not None
        r.solution = found.text() if found is not None else None

    def standing(self) -> list[float]:
        return [float(s) for s in self.scores]

    def _result(self) -> Result | None:
        if self.winner is None:
            return None
        s = self.scores
        return Result.by_score(
            [float(x) for x in s], f"seat {self.winner} reached {s[self.winner]} points"
        )

    # -- what a seat sees -------------------------------------------------------------------

    def phase(self) -> str:
        if self.winner is not None:
            return "over"
        return "break" if self.round.phase == "over" else self.round.phase

    def allowed(self, seat: int | None) -> list[str]:
        """The action types ``seat`` may use now."""
        r = self.round
        if seat is None or self.phase() in ("over", "break"):
            return []
        if seat != r.turn:
            return ["time"]
        if r.phase == "solve":
            return ["submit"]
        return ["say", "repeat", "illegal", "solve"] if r.says else ["say"]

    def view(self, seat: int | None) -> dict[str, JSON]:
        """What ``seat`` sees. Not the round's history: only the last numbers said.

        Both players heard every number (each say is an event to everyone), so
        knowing the history is legitimate — by remembering it. The view does not
        hand it out; the whole round is revealed when it ends (``previous``).
        """
        r = self.round
        last = r.says[-1] if r.says and r.phase != "over" else None
        live = self.phase() in ("say", "solve")
        return {
            "game": "memorymath",
            "seat": seat,
            "players": 2,
            "phase": self.phase(),
            "scores": list(self.scores),
            "points_to_win": self.options.points_to_win,
            "max_rounds": self.options.max_rounds,
            **r.params(),
            "turn": r.turn if live else None,
            "to_act": list(self.to_act()),
            "can": self.allowed(seat),
            "solving": r.turn if r.phase == "solve" else None,
            "last": (
                {"seat": last.seat, "numbers": list(last.numbers), "at": last.at, "move": last.move}
                if last is not None
                else None
            ),
            "turn_started": r.turn_started if live else None,
            "limit": r.limit if live else None,
            "overtime": r.overtime if live else False,
            "overtime_at": r.turn_started + r.limit if live else None,
            "timeout_at": self.timeout_at() if live else None,
            "next_round_at": self.break_until,
            "deadline": self.deadline(),
            "previous": self.history[-1] if self.history else None,
            "rounds": [
                {"round": h["round"], "winner": h["winner"], "reason": h["reason"]}
                for h in self.history
            ],
            "moves": self.moves,
            "winner": self.winner,
        }

    def revealed(self) -> dict[str, JSON]:
        """Every number said in the round in play (the views show only the last say)."""
        return {"round": self.round.reveal(), "rounds": list(self.history)}

    # -- storage ---------------------------------------------------------------------------

    def _to_json(self) -> dict[str, JSON]:
        return {
            "rng": self.rng.to_json(),
            "first": self.first,
            "scores": list(self.scores),
            "moves": self.moves,
            "winner": self.winner,
            "break_until": self.break_until,
            "history": self.history,
            "round": self.round.to_json(),
        }

    @classmethod
    def from_json(cls, game: MemoryMath, data: dict[str, Any]) -> MemoryMathState:
        state = cls.__new__(cls)
        state.game = game
        state.players = 2
        state.rng = Rng.from_json(data["rng"])
        state.first = data["first"]
        state.scores = list(data["scores"])
        state.moves = data["moves"]
        state.winner = data["winner"]
        state.break_until = data["break_until"]
        state.history = list(data["history"])
        state.round = Round.from_json(data["round"])
        return state
