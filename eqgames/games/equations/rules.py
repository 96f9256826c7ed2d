"""Equations' rules: the match, the shake, the Goal, moves, challenges, writing, scoring.

Rulebook: ``rules/equations.txt`` (Basic Equations and Tournament Rules I–XII);
decisions are in ``docs/rules/equations.md``. This module reads like the
rulebook, top to bottom:

- **I. Starting a match** — 2 or 3 players; the first Goal-setter by lot (I-D,
  :mod:`.lot`), shown as ``lot`` events by the first :meth:`tick`; then the
  setter rotates left each shake (a void "no Goal" shake keeps its setter).
- **II. Starting a shake** — the Goal-setter rolls the 24 cubes (:mod:`.cubes`);
  in Adventurous Equations (option ``division``) each player then selects the
  shake's variations, the Goal-setter first (II-B, :mod:`.variations.selection`).
- **IV. Setting the Goal** — a bonus move before the first Goal cube when not
  leading (IV-C); cubes placed one at a time into groups (IV-B-2) and never
  taken back (IV-B-3); regrouping until "Goal"; or "no Goal" (IV-D).
- **V. Moving cubes** — in turn to the left, a bonus move to Forbidden first
  when not leading, then one cube to Required, Permitted or Forbidden; the last
  cube never to Forbidden.
- **VI. Challenging** — Now and Impossible by anyone but the last Mover, at any
  moment, on one's turn or not; the first valid challenge takes the block, a
  later one is too late. An invalid challenge (VI-B) is set aside with −1 in
  tournament mode and refused without penalty in casual mode.
- **VII. Writing** — who must, may and may not present; an Equation stays with
  its writer until the writing ends; then every Equation is checked
  (:mod:`.checker`) and the verdicts are events.
- **VIII. Last cube** — everyone writes for two minutes; Impossible only in the
  first minute.
- **IX. Illegal procedure** is prevented: :class:`IllegalAction` names the rule
  and nothing changes.
- **X. Scoring** (:mod:`.scoring`), **XI. Time limits** (:mod:`.timing`,
  tournament mode), **XII. Match points**.

Time is an input: every action carries the server time ``at``; :meth:`tick`
applies the next deadline (:meth:`deadline`) once it has passed — everything
that falls at that moment, in a fixed order — and an action that comes after a
deadline nobody has applied yet is refused (the timeout happens first).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Literal

from eqgames.arith.equations import parse
from eqgames.arith.errors import ArithError, ParseError
from eqgames.arith.notation import PLAIN
from eqgames.core import Action, Event, IllegalAction, Result, Rng, State
from eqgames.core.actions import JSON

from . import cubes as cube_data
from . import lot, scoring
from .actions import (
    Agree,
    ArrangeGoal,
    Bonus,
    Challenge,
    Decline,
    FinishSelecting,
    Move,
    NoGoal,
    PlaceGoal,
    Present,
    Roll,
    Select,
    SetGoal,
    TurnGoal,
)
from .meanings import notation_of
from .options import EquationsOptions
from .ruleset import BASIC, Ruleset, adventurous
from .shake import Shake, Writer, Writing
from .timing import Clock, limit, miss
from .turns import turn_refusal, turnable
from .variations import selection

if TYPE_CHECKING:
    from .game import Equations

#: Clocks that can fall at one moment, at most (writers, a turn, the round, with room).
MAX_TIMEOUTS = 16

Phase = Literal["lot", "roll", "select", "goal", "no_goal", "moves", "writing", "over"]


def seat_name(seat: int | None) -> str:
    return "nobody" if seat is None else f"seat {seat}"


class EquationsState(State):
    game: Equations

    def __init__(self, game: Equations, players: int, rng: Rng, at: float) -> None:
        self.game = game
        self.players = players
        self.rng = rng
        self.started = at
        self.last_at = at
        self.version = 0
        self.lot: list[dict[str, object]] = []
        self.totals = [0] * players
        self.history: list[dict[str, Any]] = []  # finished shakes, summarised
        self.played = 0  # shakes toward `shakes` (all but a "no Goal" agreed)
        self.warned = False  # XI-B: the round's time is up
        self.over_reason: str | None = None
        first = self.options.first_setter
        if first >= 0:
            first %= players  # counted around the table: player 3 of two is player 1
        self.match_phase: Literal["lot", "play", "over"] = "lot" if first < 0 else "play"
        self.shake = Shake(number=1, setter=max(first, 0), players=players)
        if first >= 0:
            self._start_shake(at)

    @property
    def options(self) -> EquationsOptions:
        opts: EquationsOptions = self.game.options
        return opts

    def ruleset(self) -> Ruleset:
        """The arithmetic of this shake: Basic, or the division's with the variations chosen."""
        division = self.options.adventurous
        if division is None:
            return BASIC
        return adventurous(division, selection.chosen(self.shake))

    @property
    def phase(self) -> Phase:
        if self.match_phase == "lot":
            return "lot"
        if self.match_phase == "over":
            return "over"
        phase: Phase = self.shake.phase  # type: ignore[assignment]
        return phase

    # == I. Starting a match ===================================================================

    def _draw_lots(self, at: float) -> list[Event]:
        """I-D: each player rolls a red cube until one has the high digit."""
        rounds, setter = lot.draw_lots(self.rng, self.players)
        self.lot = rounds
        self.match_phase = "play"
        self.shake = Shake(number=1, setter=setter, players=self.players)
        events = [Event("lot", {"round": n + 1, **r}) for n, r in enumerate(rounds)]
        events.append(Event("first_setter", {"seat": setter}))
        self._start_shake(at)
        return events

    def leading(self, seat: int) -> bool:
        """Ahead of every other player in the match (tied for the lead is not leading)."""
        return all(self.totals[seat] > t for s, t in enumerate(self.totals) if s != seat)

    # == II. Starting a shake ================================================================

    def _start_shake(self, at: float) -> None:
        s = self.shake
        s.phase = "roll"
        s.clock = self._clock("roll", s.setter, at)
        s.roll_minute_ends = at + self.options.roll_seconds

    def _roll(self, seat: int, at: float, by_engine: bool = False) -> list[Event]:
        s = self.shake
        if not by_engine:
            self._require_seat(seat, s.setter, "II-A: the Goal-setter rolls the cubes")
        s.cubes = list(cube_data.roll(self.rng))
        events = [
            Event(
                "rolled",
                {
                    "seat": s.setter,
                    "shake": s.number,
                    "cubes": [c.to_json() for c in s.cubes],
                    "by_engine": by_engine,
                },
            )
        ]
        if self.options.adventurous is not None:
            s.phase = "select"
            return events + self._begin_selecting(s.setter, at)
        s.phase = "goal"
        s.clock = self._clock("goal", s.setter, at)
        return events

    # == II-B. Selecting the shake's variations (Adventurous Equations) ========================

    def selection_picks(self, seat: int) -> tuple[int, int]:
        """How many variations ``seat`` must and may select this shake (II-B-3)."""
        division = self.options.adventurous
        assert division is not None
        return selection.picks(seat, self.shake.setter, self.players, division)

    def _begin_selecting(self, seat: int, at: float) -> list[Event]:
        """II-B-1-b: 15 seconds each, counted from the end of the minute for rolling
        (the rest of that minute is the selector's too)."""
        s = self.shake
        s.selector = seat
        s.picked = 0
        s.tries = 0
        s.clock = None
        if self.options.timed:
            start = max(at, s.roll_minute_ends if s.roll_minute_ends is not None else at)
            s.clock = Clock("select", seat, start + self.options.select_seconds)
        events = [Event("selecting", {"seat": seat, "picks": list(self.selection_picks(seat))})]
        return events + self._unless_nothing_left(seat, at)

    def _unless_nothing_left(self, seat: int, at: float) -> list[Event]:
        """When no variation on the list could still be legal, the selector is done.

        II-B-2 charges a choice that has no effect; it cannot mean to charge a
        player for whom every choice has none (a short list, a poor roll, the
        others' choices), so nobody is made to select then, and nobody pays.
        """
        s = self.shake
        division = self.options.adventurous
        assert division is not None
        if selection.legal(s, division, self.options.year_list):
            return []
        s.skipped.append(seat)
        event = Event(
            "selection_skipped",
            {"seat": seat, "reason": "no variation left on the list has an effect on this shake"},
        )
        return [event] + self._selected_enough(seat, at)

    def _select(self, seat: int, action: Select, at: float) -> list[Event]:
        s = self.shake
        if s.phase != "select":
            raise IllegalAction("II-B: variations are selected after the roll, before the Goal")
        self._require_seat(seat, s.selector, f"II-B-1: {seat_name(s.selector)} selects now")
        division = self.options.adventurous
        assert division is not None
        verdict = selection.refusal(
            s, division, self.options.year_list, action.variation, action.param
        )
        attempt: dict[str, Any] = {
            "seat": seat,
            "variation": action.variation,
            "param": verdict.param if verdict.reason is None else action.param,
            "illegal": verdict.reason,
        }
        if verdict.reason is not None:
            if not verdict.illegal or not self.options.penalties:
                raise IllegalAction(verdict.reason)
            # II-B-2: −1 and select again; a second illegal selection, −1 and none.
            s.tries += 1
            s.attempts.append(attempt)
            last = s.tries >= selection.TRIES
            events = [
                Event(
                    "selection_illegal",
                    {
                        "seat": seat,
                        "variation": action.variation,
                        "param": action.param,
                        "reason": verdict.reason,
                        "outcome": "none" if last else "again",
                    },
                )
            ]
            events += self._penalty(seat, "II-B-2", verdict.reason)
            if last:
                events += self._selected_enough(seat, at)
            return events
        s.attempts.append(attempt)
        chosen = selection.record(action.variation, verdict.param, seat, division)
        s.variations.append(chosen)
        s.picked += 1
        s.tries = 0
        events = [Event("selected", dict(chosen))]
        if s.picked >= self.selection_picks(seat)[1]:
            return events + self._selected_enough(seat, at)
        return events + self._unless_nothing_left(seat, at)

    def _finish_selecting(self, seat: int, at: float) -> list[Event]:
        s = self.shake
        if s.phase != "select":
            raise IllegalAction("II-B: variations are selected after the roll, before the Goal")
        self._require_seat(seat, s.selector, f"II-B-1: {seat_name(s.selector)} selects now")
        required = self.selection_picks(seat)[0]
        if s.picked < required:
            raise IllegalAction(
                f"II-B-3: select {required - s.picked} more variation"
                + ("s" if required - s.picked > 1 else "")
            )
        return [Event("finished_selecting", {"seat": seat})] + self._selected_enough(seat, at)

    def _selected_enough(self, seat: int, at: float) -> list[Event]:
        """The selector is done: the next player to the left selects, or the Goal is set."""
        s = self.shake
        seats = selection.order(s.setter, self.players)
        after = seats.index(seat) + 1
        if after < len(seats):
            return self._begin_selecting(seats[after], at)
        s.selector = None
        s.phase = "goal"
        s.clock = self._clock("goal", s.setter, at)
        division = self.options.adventurous
        assert division is not None
        return [
            Event(
                "variations",
                {
                    "shake": s.number,
                    "chosen": [dict(v) for v in s.variations],
                    "standing": selection.standing_records(division),
                },
            )
        ]

    # == IV. Setting the Goal ==================================================================

    def bonus_refusal(self, seat: int) -> str | None:
        """Why ``seat`` may not make a bonus move now (IV-C, V-C), or None."""
        s = self.shake
        if s.phase == "goal":
            if seat != s.setter:
                return "IV-C: only the Goal-setter moves before the Goal is set"
            if s.setter_bonus:
                return "IV-C: the Goal-setter has made their bonus move"
            if s.goal:
                return "IV-C: the bonus move comes before the first cube goes to the Goal"
        elif s.phase == "moves":
            if seat != s.turn:
                return f"V-B: it is {seat_name(s.turn)}'s turn to move"
            if s.bonus_turn:
                return "V-C: one bonus move a turn, then a regular move"
        else:
            return "V-C: a bonus move is made on one's turn"
        if self.leading(seat):
            return "IV-C-2, V-C-2: a player leading in the match may not make a bonus move"
        if len(s.resources()) < 2:
            return "VIII-A: the last cube in Resources may not be moved to Forbidden"
        return None

    def _bonus(self, seat: int, cube: int) -> list[Event]:
        why = self.bonus_refusal(seat)
        if why is not None:
            raise IllegalAction(why)
        self._require_resource(cube)
        s = self.shake
        s.forbidden.append(cube)
        s.mover = seat
        if s.phase == "goal":
            s.setter_bonus = True
        else:
            s.bonus_turn = True
        return [Event("bonus", {"seat": seat, "cube": cube, "to": "forbidden"})]

    def _place_goal(self, seat: int, action: PlaceGoal) -> list[Event]:
        s = self._goal_setter_only(seat)
        self._require_resource(action.cube)
        self._require_turn(action.cube, action.turn)
        most = self.ruleset().goal_max_cubes
        if len(s.goal_cubes()) >= most:
            raise IllegalAction(f"IV-B: a Goal has at most {most} cubes")
        if not 0 <= action.cluster <= len(s.goal):
            raise IllegalAction(f"the Goal has {len(s.goal)} groups: choose 0 to {len(s.goal)}")
        if action.cluster == len(s.goal):
            s.goal.append([])
        cluster = s.goal[action.cluster]
        if action.position == -1:
            cluster.append(action.cube)
        elif 0 <= action.position <= len(cluster):
            cluster.insert(action.position, action.cube)
        else:
            raise IllegalAction(f"a place in that group is 0 to {len(cluster)}, or -1 for the end")
        self._set_turn(action.cube, action.turn)
        data: dict[str, JSON] = {"seat": seat, "cube": action.cube, "goal": s.goal}
        if action.turn:
            data["turn"] = action.turn
        return [Event("goal_cube", data)]

    def _turn_goal(self, seat: int, action: TurnGoal) -> list[Event]:
        s = self._goal_setter_only(seat)
        if action.cube not in s.goal_cubes():
            raise IllegalAction(f"IV-B-3-b: cube {action.cube} is not in the Goal; only Goal cubes are turned there")
        self._require_turn(action.cube, action.turn)
        self._set_turn(action.cube, action.turn)
        return [Event("goal_turned", {"seat": seat, "cube": action.cube, "turn": action.turn})]

    def _require_turn(self, cube: int, turn: str) -> None:
        why = turn_refusal(self.shake.cubes[cube].face, turn, self.ruleset())
        if why is not None:
            raise IllegalAction(why)

    def _set_turn(self, cube: int, turn: str) -> None:
        turns = self.shake.goal_turns
        if turn:
            turns[cube] = turn
        else:
            turns.pop(cube, None)

    def _arrange_goal(self, seat: int, action: ArrangeGoal) -> list[Event]:
        s = self._goal_setter_only(seat)
        new = [list(c) for c in action.clusters if c]
        if sorted(i for c in new for i in c) != sorted(s.goal_cubes()):
            raise IllegalAction(
                "IV-B-3: rearrange the cubes already in the Goal, each once; "
                "a cube that touched the Goal stays in it"
            )
        s.goal = new
        return [Event("goal_arranged", {"seat": seat, "goal": s.goal})]

    def goal_refusal(self) -> str | None:
        """Why the Goal on the mat cannot be declared, or None (IV-B).

        The form is checked — one to six cubes, numerals of one or two digits,
        an expression of the notation — but not its value: a Goal like 8÷0 may
        be set, and the right answer to it is an Impossible challenge (VI-A-1
        comment a).
        """
        s = self.shake
        rules = self.ruleset()
        count = len(s.goal_cubes())
        if count == 0:
            return "IV-B: a Goal has at least one cube"
        if count > rules.goal_max_cubes:
            return f"IV-B: a Goal has at most {rules.goal_max_cubes} cubes"
        # Turned cubes are read as their marks say (a sideways − is i), with the shake's
        # notation; an upright Goal reads as it always has.
        text, notation = s.goal_text(), PLAIN
        if s.goal_turns:
            text, notation = s.mat().marked_goal_text(), notation_of(rules)
            wild = rules.param("wild") if rules.has("wild") else None
            if any(s.cubes[c].face == wild == "×" for c in s.goal_turns):
                # A turned wild × stands for a numeral only the writer names: its form
                # is the writers' to give, and a Goal that has none is answered by
                # Impossible (VI-A-1 comment a).
                return None
        try:
            expression = parse(text, star=rules.star, notation=notation)
        except ParseError as exc:
            return f"IV-B-1: the Goal is not an expression: {exc}"
        except ArithError as exc:
            return f"IV-B-1: the Goal cannot be read: {exc}"
        for numeral, cubes in expression.numeral_cubes():
            digits = cubes - numeral.digits.count("i")
            if digits > rules.goal_numeral_digits:
                return (
                    f"IV-B-1: numerals in the Goal have one or two digits, "
                    f"and {numeral.digits} has {digits}"
                )
        return None

    def goal_turns(self) -> dict[str, list[str]]:
        """The faces a Goal cube may show sideways (``sw``) and upside-down (``ud``) this
        shake (:func:`.turns.turnable`)."""
        return turnable(self.ruleset())

    def _set_goal(self, seat: int, at: float) -> list[Event]:
        s = self._goal_setter_only(seat)
        why = self.goal_refusal()
        if why is not None:
            raise IllegalAction(why)
        s.goal_set = True
        s.phase = "moves"
        s.mover = seat
        s.turn = (seat + 1) % self.players
        s.first_turn = True
        s.bonus_turn = False
        s.clock = self._clock("turn", s.turn, at, first_turn=True)
        return [Event("goal_set", {"seat": seat, "goal": s.goal, "goal_text": s.goal_text()})]

    def _no_goal(self, seat: int, at: float) -> list[Event]:
        s = self._goal_setter_only(seat)
        if s.setter_bonus:
            raise IllegalAction(
                "IV-D comment c: after a bonus move the Goal-setter must set a Goal"
            )
        if s.goal:
            raise IllegalAction("IV-B-3: a cube that touched the Goal must be used in the Goal")
        s.phase = "no_goal"
        s.agreed = []
        s.clock = self._clock("no_goal", None, at)
        return [Event("no_goal", {"seat": seat})]

    def _agree(self, seat: int, at: float) -> list[Event]:
        s = self.shake
        if s.phase != "no_goal":
            raise IllegalAction('IV-D: agree only with a "no Goal" declaration')
        if seat == s.setter:
            raise IllegalAction('IV-D: the opponents agree or disagree with "no Goal"')
        if seat in s.agreed:
            raise IllegalAction('IV-D-1: you have agreed with "no Goal"')
        s.agreed.append(seat)
        events = [Event("agreed", {"seat": seat})]
        if len(s.agreed) == self.players - 1:
            events += self._void(at, "all players agreed with no Goal", same_setter=True)
        return events

    def _goal_setter_only(self, seat: int) -> Shake:
        s = self.shake
        if s.phase != "goal":
            raise IllegalAction("IV-B-3-c: the Goal may not be changed once it has been set")
        self._require_seat(seat, s.setter, "IV-A: the Goal-setter sets the Goal")
        return s

    # == V. Moving cubes ======================================================================

    def _move(self, seat: int, action: Move, at: float) -> list[Event]:
        s = self.shake
        if s.phase != "moves":
            raise IllegalAction("V-A: cubes are moved after the Goal has been set")
        self._require_seat(seat, s.turn, f"V-B: it is {seat_name(s.turn)}'s turn to move")
        self._require_resource(action.cube)
        if action.to == "forbidden" and len(s.resources()) == 1:
            raise IllegalAction(
                "VIII-A: the last cube in Resources may not be moved to Forbidden; "
                "play it to Required or Permitted, or challenge Impossible"
            )
        s.section(action.to).append(action.cube)
        s.mover = seat
        s.bonus_turn = False
        s.first_turn = False
        events = [Event("moved", {"seat": seat, "cube": action.cube, "to": action.to})]
        if not s.resources():
            return events + self._last_cube(at)
        s.turn = (seat + 1) % self.players
        s.clock = self._clock("turn", s.turn, at)
        return events

    # == VI. Challenging ======================================================================

    def challenge_refusal(self, seat: int, claim: str, at: float) -> tuple[str, bool] | None:
        """Why a challenge by ``seat`` now is not valid, or None.

        Returns the reason and whether it is an *invalid challenge* of VI-B (set
        aside with −1 in tournament mode) rather than no challenge at all (the
        block is taken, the shake is not in play: refused, never charged).
        """
        s = self.shake
        if self.phase in ("lot", "over"):
            return "no shake is in play", False
        if s.challenge is not None or (
            s.writing is not None and s.writing.occasion in ("now", "impossible", "no_goal")
        ):
            by = s.challenge["by"] if s.challenge else None
            return f"VI-B: {seat_name(by)} picked up the challenge block first", False
        if s.stopped:
            return 'VI-B (f): no challenge after the players are told "stop"', True
        if claim == "no_goal":
            if s.phase != "no_goal":
                return 'IV-D-2: only a "no Goal" declaration can be challenged so', True
            if seat == s.setter:
                return 'VI-B (a): the Goal-setter cannot challenge their own "no Goal"', True
            return None
        if not s.goal_set:
            return "VI-B (d): no challenge before the Goal has been set", True
        if seat == s.mover:
            return "VI-B (a): you were the last Mover; you would be challenging yourself", True
        if s.phase == "writing":
            assert s.writing is not None
            if claim == "now":
                return "VI-A-2-a, VIII-B: no Now challenge after the last cube", True
            until = s.writing.challenge_until
            if until is None or at > until:
                return (
                    "VI-B (e), VIII-B: Impossible may be challenged only in the first "
                    "minute of writing after the last cube"
                ), True
            writer = s.writing.writer(seat)
            if writer is not None and writer.status == "presented":
                return "you have presented an Equation; you cannot now claim there is none", False
            return None
        if claim == "now":
            if len(s.resources()) < 2:
                return "VI-A-2-a: Now needs at least two cubes in Resources", True
            if not s.required and not s.permitted:
                return "VI-A-2-b: Now needs a cube in Required or Permitted", True
        return None

    def _challenge(self, seat: int, claim: str, at: float) -> list[Event]:
        refusal = self.challenge_refusal(seat, claim, at)
        if refusal is not None:
            reason, invalid = refusal
            if not invalid or not self.options.penalties:
                raise IllegalAction(reason)
            return [
                Event("challenge_set_aside", {"seat": seat, "claim": claim, "reason": reason})
            ] + (self._penalty(seat, "VI-B", reason))
        s = self.shake
        against = s.setter if claim == "no_goal" else s.mover
        assert against is not None
        s.challenge = {"claim": claim, "by": seat, "against": against, "at": at}
        events = [Event("challenge", {"seat": seat, "claim": claim, "against": against})]
        if s.phase == "writing":  # VIII-B: Impossible against the last cube
            return events + self._impossible_after_last_cube(seat, against, at)
        # VII-A, IV-D-2: the Challenger must write after Now (and after "no Goal"), the
        # Mover after Impossible; the Third Party may; the other may not.
        third = {p: "may" for p in range(self.players) if p not in (seat, against)}
        roles = {against if claim == "impossible" else seat: "must", **third}
        s.clock = None
        s.phase = "writing"
        s.writing = Writing(claim, at, self._writers(roles, at))
        return events

    def _impossible_after_last_cube(self, seat: int, mover: int, at: float) -> list[Event]:
        """VIII-B: writing goes on to the end of the original two minutes, with new roles."""
        s = self.shake
        assert s.writing is not None
        w = s.writing
        w.occasion = "impossible"
        w.challenge_until = None
        kept: list[Writer] = []
        for writer in w.writers:
            if writer.seat == seat:
                continue  # VII-A-2: the Challenger may not present an Equation
            if writer.seat == mover:
                writer.role = "must"
                if writer.status == "declined":
                    writer.status = "writing"  # a new obligation, not a retraction
            kept.append(writer)
        w.writers = kept
        return self._maybe_end_writing(at)

    # == VII. Writing and checking Equations ====================================================

    def _writers(self, roles: dict[int, str], at: float) -> list[Writer]:
        third_party = self.players == 3 and self.shake.challenge is not None
        out = []
        for seat in sorted(roles):
            role = roles[seat]
            task = "decide" if third_party and role == "may" else "write"
            out.append(Writer(seat, role, clock=self._clock(task, seat, at)))
        return out

    def _present(self, seat: int, equation: str, at: float) -> list[Event]:
        writer = self._writer(seat)
        text = equation.strip()
        if not text:
            raise IllegalAction("VII-B-1: write the Equation, Solution = Goal")
        writer.status = "presented"
        writer.equation = text
        events = [
            Event("presented", {"seat": seat}),
            Event("your_equation", {"seat": seat, "equation": text}, to=frozenset({seat})),
        ]
        return events + self._maybe_end_writing(at)

    def _decline(self, seat: int, at: float) -> list[Event]:
        writer = self._writer(seat)
        writer.status = "declined"
        return [Event("declined", {"seat": seat})] + self._maybe_end_writing(at)

    def _writer(self, seat: int) -> Writer:
        s = self.shake
        if s.phase != "writing" or s.writing is None:
            raise IllegalAction("VII-A: Equations are written after a challenge or the last cube")
        writer = s.writing.writer(seat)
        if writer is None:
            occasion = s.writing.occasion
            if occasion == "now":
                raise IllegalAction("VII-A-1: after a Now challenge the Mover may not present")
            if occasion == "impossible":
                raise IllegalAction(
                    "VII-A-2: after an Impossible challenge the Challenger may not present"
                )
            raise IllegalAction('IV-D-2: the Goal-setter does not write after "no Goal"')
        if writer.status == "presented":
            raise IllegalAction("VII-C-2-a: an Equation once presented may not be changed")
        if writer.status == "declined":
            raise IllegalAction("VII-C-1: a decision not to present may not be retracted")
        if writer.status == "late":
            raise IllegalAction("XI-A: the time for writing your Equation is over")
        return writer

    def _maybe_end_writing(self, at: float) -> list[Event]:
        s = self.shake
        assert s.writing is not None
        if s.writing.pending():
            return []
        return self._check_and_score(at)

    def _check_and_score(self, at: float) -> list[Event]:
        """VII-C: every presented Equation is checked, then the shake is scored (X)."""
        from .checker import check

        s = self.shake
        w = s.writing
        assert w is not None
        mat = s.mat()
        occasion = w.occasion
        correct: dict[int, bool | None] = {p: None for p in range(self.players)}
        checked: list[dict[str, Any]] = []
        events: list[Event] = []
        for writer in w.writers:
            if writer.status != "presented" or writer.equation is None:
                continue
            verdict = check(writer.equation, mat, occasion, self.ruleset())  # type: ignore[arg-type]
            correct[writer.seat] = verdict.correct
            entry = {
                "seat": writer.seat,
                "equation": writer.equation,
                "correct": verdict.correct,
                "reason": verdict.reason,
            }
            checked.append(entry)
            events.append(Event("checked", entry))
        if occasion in ("now", "impossible"):
            c = s.challenge
            assert c is not None
            scores = scoring.after_challenge(self.players, occasion, c["by"], c["against"], correct)  # type: ignore[arg-type]
        elif occasion == "no_goal":
            c = s.challenge
            assert c is not None
            scores = scoring.after_no_goal(self.players, s.setter, c["by"], correct)
        elif occasion == "stop":
            scores = scoring.forceout(self.players, correct, 'after "stop"')
        else:
            scores = scoring.forceout(self.players, correct)
        return events + self._end_shake(at, occasion, scores, checked)

    # == VIII. Last Cube Procedure ==============================================================

    def _last_cube(self, at: float) -> list[Event]:
        """VIII-A: the last cube is on the mat: everyone has two minutes to write."""
        s = self.shake
        s.phase = "writing"
        s.turn = None
        s.clock = None
        roles = {p: "may" for p in range(self.players)}
        s.writing = Writing(
            "last_cube",
            at,
            self._writers(roles, at),
            challenge_until=at
            + min(self.options.last_cube_challenge_seconds, self.options.write_seconds),
        )
        return [Event("last_cube", {"seat": s.mover, "challenge_until": s.writing.challenge_until})]

    # == X. Scoring a shake; XII. Scoring a match =================================================

    def _end_shake(
        self,
        at: float,
        occasion: str,
        scores: list[scoring.Score],
        checked: list[dict[str, Any]],
    ) -> list[Event]:
        s = self.shake
        for seat, score in enumerate(scores):
            self.totals[seat] += score.points
        self.played += 1
        summary = self._summary(occasion, [sc.to_json() for sc in scores], checked)
        self.history.append(summary)
        events = [Event("scored", summary)]
        return events + self._next_shake(at, s.setter + 1)

    def _void(self, at: float, why: str, same_setter: bool, counts: bool = False) -> list[Event]:
        """A shake without scores. A "no Goal" agreed is replayed (IV-D-1) and does not
        count toward the match's shakes; a Goal lost to the clock does (the shake was
        played, and a match of absent players still ends)."""
        s = self.shake
        if counts:
            self.played += 1
        summary = self._summary("void", [], [])
        summary["void"] = why
        self.history.append(summary)
        events = [Event("void", {"shake": s.number, "reason": why})]
        return events + self._next_shake(at, s.setter if same_setter else s.setter + 1)

    def _summary(
        self, occasion: str, scores: list[dict[str, object]], checked: list[dict[str, Any]]
    ) -> dict[str, Any]:
        s = self.shake
        return {
            "shake": s.number,
            "setter": s.setter,
            "occasion": occasion,
            "challenge": s.challenge,
            "goal_text": s.goal_text() if s.cubes else "",
            "mat": s.mat().to_json() if s.cubes else None,
            "equations": checked,
            "scores": scores,
            "penalties": list(s.penalties),
            "totals": list(self.totals),
            "void": None,
            "variations": [dict(v) for v in s.variations],
            "selection_skipped": list(s.skipped),
        }

    def _next_shake(self, at: float, setter: int) -> list[Event]:
        number = self.shake.number + 1
        done = (self.options.shakes and self.played >= self.options.shakes) or (
            self.options.timed_round and self.warned
        )
        if done:
            return self._finish(at)
        self.shake = Shake(number=number, setter=setter % self.players, players=self.players)
        self._start_shake(at)
        return [Event("shake", {"shake": number, "setter": self.shake.setter})]

    def _finish(self, at: float) -> list[Event]:
        self.match_phase = "over"
        self.shake.clock = None
        if self.options.shakes:
            self.over_reason = f"{self.played} shakes played"
        else:
            self.over_reason = f"the round's {self.options.round_minutes:g} minutes are up"
        points = scoring.match_points(self.totals)
        return [
            Event(
                "over",
                {"totals": list(self.totals), "match_points": points, "reason": self.over_reason},
            )
        ]

    def standing(self) -> list[float]:
        return [float(t) for t in self.totals]

    def _result(self) -> Result | None:
        if self.match_phase != "over":
            return None
        points = [float(p) for p in scoring.match_points(self.totals)]
        totals = ", ".join(f"{seat_name(s)} {t}" for s, t in enumerate(self.totals))
        result = Result.by_score(points, f"{self.over_reason}; scores {totals}")
        return result

    # == XI. Time limits ===========================================================================

    def _clock(
        self, task: str, seat: int | None, at: float, first_turn: bool = False
    ) -> Clock | None:
        if not self.options.timed:
            return None
        return Clock(task, seat, at + limit(self.options, task, first_turn))

    def _penalty(self, seat: int, rule: str, reason: str) -> list[Event]:
        """A one-point penalty (league overlays: tournament mode only)."""
        if not self.options.penalties:
            return []
        self.totals[seat] -= 1
        self.shake.penalties[seat] -= 1
        return [Event("penalty", {"seat": seat, "points": -1, "rule": rule, "reason": reason})]

    @property
    def round_ends(self) -> float:
        return self.started + self.options.round_minutes * 60

    @property
    def finish_ends(self) -> float:
        return self.round_ends + self.options.finish_minutes * 60

    def _deadlines(self) -> list[tuple[float, str, Any]]:
        """Every pending deadline: (when, what, whose clock)."""
        if self.match_phase == "over":
            return []
        if self.match_phase == "lot":
            return [(self.started, "lot", None)]
        out: list[tuple[float, str, Any]] = []
        s = self.shake
        if self.options.timed_round:
            if not self.warned:
                out.append((self.round_ends, "time_up", None))
            elif not s.stopped and s.phase in ("select", "goal", "no_goal", "moves"):
                out.append((self.finish_ends, "stop", None))
        if s.clock is not None:
            out.append((s.clock.due, "clock", s.clock))
        if s.writing is not None:
            for w in s.writing.pending():
                if w.clock is not None:
                    out.append((w.clock.due, "writer", w))
        return out

    def _deadline(self) -> float | None:
        pending = self._deadlines()
        return min(d[0] for d in pending) if pending else None

    def _timeout(self, due: float) -> list[Event]:
        """The deadline ``due`` has passed: apply everything that falls at that moment.

        Several clocks can fall at once (every writer's two minutes, the round's end
        on a turn's limit); they are applied together, in a fixed order, so the
        next deadline is always later (:meth:`State.tick` applies one per call).
        """
        events: list[Event] = []
        for _ in range(MAX_TIMEOUTS):
            pending = [d for d in self._deadlines() if d[0] <= due]
            if not pending:
                break
            when, what, thing = min(pending, key=lambda d: d[0])
            events += self._one_timeout(when, what, thing)
        self.last_at = max(self.last_at, due)
        self.version += 1
        return events

    def _one_timeout(self, due: float, what: str, thing: Any) -> list[Event]:
        s = self.shake
        if what == "lot":
            return self._draw_lots(due)
        if what == "time_up":
            return self._time_up(due)
        if what == "stop":
            return self._stop(due)
        if what == "writer":
            return self._writer_timeout(thing, due)
        clock: Clock = thing
        if clock.task == "no_goal":
            # IV-D: opponents who say nothing in their minute let "no Goal" stand.
            return [
                Event("agreed", {"seat": p, "silent": True})
                for p in range(self.players)
                if p != s.setter and p not in s.agreed
            ] + (self._void(due, "no opponent challenged no Goal in time", same_setter=True))
        seat = clock.seat
        assert seat is not None
        if clock.task == "select" and s.picked >= self.selection_picks(seat)[0]:
            # Senior's optional second variation: not picking it in time costs nothing.
            return [Event("finished_selecting", {"seat": seat, "silent": True})] + (
                self._selected_enough(seat, due)
            )
        outcome = miss(clock, self.options.extra_seconds)
        task = {
            "roll": "roll the cubes",
            "select": "select a variation",
            "goal": "set the Goal",
            "turn": "move or challenge",
        }
        events = [Event("time", {"seat": seat, "task": clock.task, "outcome": outcome})]
        events += self._penalty(
            seat, "XI-A", f"{seat_name(seat)} did not {task[clock.task]} in time"
        )
        if outcome == "extra":
            return events
        if clock.task == "roll":
            return events + self._roll(seat, due, by_engine=True)
        if clock.task == "select":
            return events + self._selected_enough(seat, due)  # XI-A: no selection
        if clock.task == "goal":
            return events + self._void(
                due, "the Goal-setter set no Goal in time", same_setter=False, counts=True
            )
        # The turn is lost: the next player moves (the last Mover is unchanged).
        s.turn = (seat + 1) % self.players
        s.bonus_turn = False
        s.first_turn = False
        s.clock = self._clock("turn", s.turn, due)
        return events

    def _writer_timeout(self, writer: Writer, due: float) -> list[Event]:
        assert writer.clock is not None
        if writer.role == "may":
            # VII-C-1: a player who may present and has not by the end presents nothing.
            writer.status = "declined"
            return [Event("declined", {"seat": writer.seat, "silent": True})] + (
                self._maybe_end_writing(due)
            )
        outcome = miss(writer.clock, self.options.extra_seconds)
        events = [Event("time", {"seat": writer.seat, "task": "write", "outcome": outcome})]
        events += self._penalty(
            writer.seat, "XI-A", f"{seat_name(writer.seat)} did not present an Equation in time"
        )
        if outcome == "forfeit":
            writer.status = "late"
            events += self._maybe_end_writing(due)
        return events

    def _time_up(self, at: float) -> list[Event]:
        """XI-B: the round's time is up: no new shake; the shake in play may finish."""
        self.warned = True
        events = [Event("time_up", {"finish_by": self.finish_ends})]
        if self.shake.phase == "roll":
            return events + self._finish(at)
        return events

    def _stop(self, at: float) -> list[Event]:
        """XI-B-2: "Stop": each player has two minutes to write, with any Resources."""
        s = self.shake
        s.stopped = True
        events = [Event("stop", {"shake": s.number})]
        if not s.goal_set:
            return events + self._void(
                at, "the round ended before a Goal was set", False, counts=True
            )
        s.phase = "writing"
        s.turn = None
        s.clock = None
        s.writing = Writing("stop", at, self._writers({p: "may" for p in range(self.players)}, at))
        return events

    # == the protocol ==================================================================================

    def _apply(self, seat: int, action: Action, at: float) -> list[Event]:
        if at < self.last_at:
            raise IllegalAction("that is earlier than the last thing that happened")
        due = self.deadline()
        if due is not None and at >= due:
            raise IllegalAction("time ran out before this action arrived")
        self.last_at = at
        self.version += 1
        if self.match_phase == "over":
            raise IllegalAction("the match is over")
        if self.match_phase == "lot":
            raise IllegalAction("I-D: the first Goal-setter is being decided by lot")
        if isinstance(action, Challenge):
            return self._challenge(seat, action.claim, at)
        s = self.shake
        if isinstance(action, Roll):
            if s.phase != "roll":
                raise IllegalAction("II-A: the cubes have been rolled for this shake")
            return self._roll(seat, at)
        if isinstance(action, Select):
            return self._select(seat, action, at)
        if isinstance(action, FinishSelecting):
            return self._finish_selecting(seat, at)
        if isinstance(action, Bonus):
            return self._bonus(seat, action.cube)
        if isinstance(action, PlaceGoal):
            return self._place_goal(seat, action)
        if isinstance(action, ArrangeGoal):
            return self._arrange_goal(seat, action)
        if isinstance(action, TurnGoal):
            return self._turn_goal(seat, action)
        if isinstance(action, SetGoal):
            return self._set_goal(seat, at)
        if isinstance(action, NoGoal):
            return self._no_goal(seat, at)
        if isinstance(action, Agree):
            return self._agree(seat, at)
        if isinstance(action, Move):
            return self._move(seat, action, at)
        if isinstance(action, Present):
            return self._present(seat, action.equation, at)
        assert isinstance(action, Decline)
        return self._decline(seat, at)

    def _require_seat(self, seat: int, expected: int | None, rule: str) -> None:
        if seat != expected:
            raise IllegalAction(rule)

    def _require_resource(self, cube: int) -> None:
        s = self.shake
        if cube not in s.resources():
            if not 0 <= cube < len(s.cubes):
                raise IllegalAction(f"there is no cube {cube}")
            raise IllegalAction(f"V-B: move a cube from Resources; cube {cube} is on the mat")

    def _to_act(self) -> tuple[int, ...]:
        s = self.shake
        phase = self.phase
        if phase in ("lot", "over"):
            return ()
        if phase in ("roll", "goal"):
            return (s.setter,)
        if phase == "select":
            assert s.selector is not None
            return (s.selector,)
        if phase == "no_goal":
            return tuple(p for p in range(self.players) if p != s.setter and p not in s.agreed)
        if phase == "moves":
            assert s.turn is not None
            return (s.turn,)
        assert s.writing is not None
        return tuple(w.seat for w in s.writing.pending())

    def allowed(self, seat: int | None, at: float | None = None) -> list[str]:
        """The action types ``seat`` may use now (a challenge only when it would be valid)."""
        if seat is None or self.phase in ("lot", "over"):
            return []
        s = self.shake
        at = self.last_at if at is None else at
        can: list[str] = []
        phase = self.phase
        if phase == "roll" and seat == s.setter:
            can.append("roll")
        if phase == "select" and seat == s.selector:
            can.append("select")
            if s.picked >= self.selection_picks(seat)[0]:
                can.append("finish_selecting")
        if phase == "goal" and seat == s.setter:
            if self.bonus_refusal(seat) is None:
                can.append("bonus")
            if len(s.goal_cubes()) < self.ruleset().goal_max_cubes:
                can.append("place_goal")
            if s.goal:
                can += ["arrange_goal"]
                if any(self.goal_turns().values()):
                    can.append("turn_goal")
            if self.goal_refusal() is None:
                can.append("goal")
            if not s.goal and not s.setter_bonus:
                can.append("no_goal")
        if phase == "no_goal" and seat in self.to_act():
            can.append("agree")
        if phase == "moves" and seat == s.turn:
            if self.bonus_refusal(seat) is None:
                can.append("bonus")
            can.append("move")
        if phase == "writing" and seat in self.to_act():
            can += ["present", "decline"]
        if any(
            self.challenge_refusal(seat, c, at) is None for c in ("now", "impossible", "no_goal")
        ):
            can.append("challenge")
        return can

    def view(self, seat: int | None) -> dict[str, JSON]:
        from .views import view

        return view(self, seat)

    # == storage =======================================================================================

    def _to_json(self) -> dict[str, JSON]:
        return {
            "players": self.players,
            "rng": self.rng.to_json(),
            "started": self.started,
            "last_at": self.last_at,
            "version": self.version,
            "lot": self.lot,
            "totals": list(self.totals),
            "history": self.history,
            "played": self.played,
            "warned": self.warned,
            "over_reason": self.over_reason,
            "match_phase": self.match_phase,
            "shake": self.shake.to_json(),
        }

    @classmethod
    def from_json(cls, game: Equations, data: dict[str, Any]) -> EquationsState:
        state = cls.__new__(cls)
        state.game = game
        state.players = data["players"]
        state.rng = Rng.from_json(data["rng"])
        state.started = data["started"]
        state.last_at = data["last_at"]
        state.version = data["version"]
        state.lot = list(data["lot"])
        state.totals = list(data["totals"])
        state.history = list(data["history"])
        state.played = data["played"]
        state.warned = data["warned"]
        state.over_reason = data["over_reason"]
        state.match_phase = data["match_phase"]
        state.shake = Shake.from_json(data["shake"])
        return state
