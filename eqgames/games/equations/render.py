"""Equations as text: the mat, typed moves, and what happened.

Cubes are shown with their number (``7:√`` is cube 7 showing √) so a typed
move can name one. Typed moves:

- ``roll``; ``goal``; ``nogoal``; ``agree``; ``now``; ``impossible``;
  ``challenge`` (a "no Goal"); ``decline``;
- ``bonus 7`` (cube 7 to Forbidden, saying "Bonus");
- ``place 7`` (into a new group of the Goal), ``place 7 0`` (into group 0),
  ``place 7 0 1`` (at place 1 of group 0); ``arrange 3,4 7`` (groups of cubes);
  ``place 7 sw`` / ``place 7 0 ud`` (placed sideways / upside-down, where the
  shake's variations allow), ``turn 7 sw``, ``turn 7 ud``, ``turn 7 up`` (a Goal cube);
- ``r 7``, ``p 7``, ``f 7``: cube 7 to Required, Permitted or Forbidden;
- when writing, any text with ``=`` presents that Equation;
- selecting a variation (Adventurous Equations): ``select factorial``,
  ``select base 8``, ``select wild x``; ``enough`` (no optional second one).

    >>> parse_typed({"can": ["move", "challenge"]}, "r 7")
    [Move(cube=7, to='required')]
    >>> parse_typed({"can": ["present", "decline"]}, "2+4 = 6")
    [Present(equation='2+4 = 6')]
    >>> parse_typed({"can": ["arrange_goal"]}, "arrange 3,4 7")
    [ArrangeGoal(clusters=((3, 4), (7,)))]
    >>> parse_typed({"can": ["place_goal"], "mat": {"goal": []}}, "place 7 sw")
    [PlaceGoal(cube=7, cluster=0, position=-1, turn='sw')]
    >>> parse_typed({"can": ["turn_goal"]}, "turn 7 up")
    [TurnGoal(cube=7, turn='')]
    >>> parse_typed({"can": ["select"]}, "select base 8")
    [Select(variation='base', param='8')]
"""

from __future__ import annotations

from typing import Any

from eqgames.core import Action

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

View = dict[str, Any]

_WORDS: dict[str, Action] = {
    "roll": Roll(),
    "goal": SetGoal(),
    "nogoal": NoGoal(),
    "agree": Agree(),
    "now": Challenge("now"),
    "impossible": Challenge("impossible"),
    "challenge": Challenge("no_goal"),
    "decline": Decline(),
    "enough": FinishSelecting(),
}
_SECTIONS = {"r": "required", "p": "permitted", "f": "forbidden"}
OCCASION_WORDS = {
    "now": "after a Now challenge",
    "impossible": "after an Impossible challenge",
    "no_goal": 'after a challenge of "no Goal"',
    "last_cube": "after the last cube",
    "stop": 'after "stop"',
    "void": "void",
}


def _who(seat: int | None, me: int | None) -> str:
    if seat is None:
        return "nobody"
    return "you" if seat == me else f"seat {seat}"


_TURN_WORDS = {"sw": "sideways", "ud": "upside-down"}
_TYPED_TURNS = {"sw": "sw", "ud": "ud", "up": ""}


def _cubes(cubes: list[dict[str, Any]], turns: dict[str, str] | None = None) -> str:
    """Cubes as ``index:face``, a turned Goal cube with how it lies (``5:7 sideways``)."""
    turns = turns or {}
    return " ".join(
        f"{c['index']}:{c['face']}"
        + (f" {_TURN_WORDS[turns[str(c['index'])]]}" if str(c["index"]) in turns else "")
        for c in cubes
    ) or "—"


def render_view(view: View) -> str:
    me = view.get("seat")
    totals = ", ".join(f"{_who(s, me)} {t}" for s, t in enumerate(view["totals"]))
    lines = [f"Equations — shake {view['shake']}, Goal-setter {_who(view['setter'], me)}; {totals}"]
    mat = view.get("mat")
    if mat is not None:
        goal = " | ".join(_cubes(cluster, mat.get("turns")) for cluster in mat["goal"])
        lines += [
            f"Goal:      {mat['goal_text'] or '—'}{'' if view['goal_set'] else ' (being set)'}"
            + (f"   [{goal}]" if goal else ""),
            f"Required:  {_cubes(mat['required'])}",
            f"Permitted: {_cubes(mat['permitted'])}",
            f"Forbidden: {_cubes(mat['forbidden'])}",
            f"Resources: {_cubes(mat['resources'])}",
        ]
    phase = view["phase"]
    variations = view.get("variations")
    if variations is not None:
        labels = [v["label"] for v in variations["standing"] + variations["chosen"]]
        lines.append(f"Variations ({view['division']}): {', '.join(labels) or 'none yet'}")
    selection = view.get("selection")
    if phase == "select" and selection is not None:
        lines.append(
            f"Selecting: {_who(selection['selector'], me)} "
            f"({selection['picked']} of {selection['required']}–{selection['most']})"
        )
        if selection["selector"] == me:
            for item in selection["menu"]:
                legal = [o for o in item["options"] if o["illegal"] is None]
                blanks = " ".join(str(o["param"]) for o in legal if o["param"] is not None)
                mark = "" if legal else "  (no effect now)"
                lines.append(f"  select {item['id']} {blanks}".rstrip() + mark)
    if phase == "moves":
        lines.append(f"Turn: {_who(view['turn'], me)}; last Mover {_who(view['mover'], me)}")
    writing = view.get("writing")
    if phase == "writing" and writing is not None:
        who = ", ".join(
            f"{_who(w['seat'], me)} ({w['role']}, {w['status']})" for w in writing["writers"]
        )
        lines.append(f"Writing {OCCASION_WORDS[writing['occasion']]}: {who}")
        if view.get("my_equation"):
            lines.append(f"Your Equation: {view['my_equation']['equation']}")
    last = view.get("last_shake")
    if last is not None and phase in ("roll", "over"):
        lines.append(describe_shake(last, me))
    if view["can"]:
        lines.append("You may: " + ", ".join(view["can"]))
    if phase == "over" and view.get("result"):
        lines.append(f"Match over: {view['result']['reason']}")
    return "\n".join(lines)


def describe_shake(summary: View, me: int | None) -> str:
    """A finished shake: its Goal, each Equation with its verdict, the points."""
    lines = [
        f"Shake {summary['shake']} ({OCCASION_WORDS[summary['occasion']]}): Goal {summary['goal_text'] or '—'}"
    ]
    for eq in summary["equations"]:
        mark = "correct" if eq["correct"] else f"incorrect: {eq['reason']}"
        lines.append(f"  {_who(eq['seat'], me)}: {eq['equation']}  — {mark}")
    for seat, score in enumerate(summary["scores"]):
        lines.append(f"  {_who(seat, me)} {score['points']}: {score['reason']}")
    if summary.get("void"):
        lines.append(f"  void: {summary['void']}")
    return "\n".join(lines)


def parse_typed(view: View, text: str) -> list[Action]:
    body = text.strip()
    if not body:
        raise ValueError("type a move, a challenge (now, impossible) or an Equation")
    can = view.get("can") or []
    if "present" in can and "=" in body:
        return [Present(body)]
    word, *rest = body.split()
    word = word.lower()
    if word in _WORDS and not rest:
        return [_WORDS[word]]
    try:
        turn = None
        if word in ("place", "turn") and rest and rest[-1].lower() in _TYPED_TURNS:
            turn = _TYPED_TURNS[rest.pop().lower()]
        numbers = [int(x) for x in rest] if word not in ("arrange", "select") else []
    except ValueError:
        raise ValueError("name cubes by their numbers, e.g. r 7") from None
    if word == "select" and 1 <= len(rest) <= 2:
        return [Select(rest[0].lower(), rest[1] if len(rest) > 1 else None)]
    if word in _SECTIONS and len(numbers) == 1:
        return [Move(numbers[0], _SECTIONS[word])]  # type: ignore[arg-type]
    if word == "bonus" and len(numbers) == 1:
        return [Bonus(numbers[0])]
    if word == "place" and 1 <= len(numbers) <= 3:
        groups = len((view.get("mat") or {}).get("goal") or [])
        cluster = numbers[1] if len(numbers) > 1 else groups
        position = numbers[2] if len(numbers) > 2 else -1
        return [PlaceGoal(numbers[0], cluster, position, turn or "")]
    if word == "turn" and len(numbers) == 1 and turn is not None:
        return [TurnGoal(numbers[0], turn)]
    if word == "arrange" and rest:
        try:
            clusters = tuple(tuple(int(x) for x in group.split(",")) for group in rest)
        except ValueError:
            raise ValueError("arrange groups of cube numbers: arrange 3,4 7") from None
        return [ArrangeGoal(clusters)]
    raise ValueError(f"not a move: {body}")


def describe_event(event: View, seat: int | None) -> str | None:
    kind = event["kind"]
    who = _who(event.get("seat"), seat)
    if kind == "lot":
        rolls = ", ".join(f"{_who(r['seat'], seat)} {r['face']}" for r in event["rolls"])
        return f"Lot, round {event['round']}: {rolls}"
    if kind == "first_setter":
        return f"{who} sets the first Goal"
    if kind == "rolled":
        return f"{who} rolled the cubes" + (
            " (the clock rolled them)" if event["by_engine"] else ""
        )
    if kind in ("goal_cube", "goal_arranged"):
        how = f" {_TURN_WORDS[event['turn']]}" if event.get("turn") else ""
        return (
            f"{who} arranged the Goal"
            if kind == "goal_arranged"
            else f"{who} placed cube {event['cube']} in the Goal{how}"
        )
    if kind == "goal_turned":
        how = _TURN_WORDS.get(event["turn"], "right-side up")
        return f"{who} turned Goal cube {event['cube']} {how}"
    if kind == "selecting":
        return f"{who} selects a variation"
    if kind == "selected":
        return f"{who} selected {event['label']}"
    if kind == "selection_illegal":
        again = "selects again" if event["outcome"] == "again" else "selects none this shake"
        return f"{who}'s selection is illegal ({event['reason']}); {again}"
    if kind == "finished_selecting":
        return f"{who} selects no more variations"
    if kind == "selection_skipped":
        return f"{who} has nothing left to select: {event['reason']}"
    if kind == "variations":
        chosen = ", ".join(v["label"] for v in event["standing"] + event["chosen"]) or "none"
        return f"This shake's variations: {chosen}"
    if kind == "goal_set":
        return f"{who} said Goal: {event['goal_text']}"
    if kind == "bonus":
        return f"{who} said Bonus: cube {event['cube']} to Forbidden"
    if kind == "moved":
        return f"{who} moved cube {event['cube']} to {event['to'].title()}"
    if kind == "challenge":
        claim = {"now": "Now", "impossible": "Impossible", "no_goal": '"no Goal" is wrong'}
        return f"{who} challenged {claim[event['claim']]} against {_who(event['against'], seat)}"
    if kind == "challenge_set_aside":
        return f"{who}'s challenge was set aside: {event['reason']}"
    if kind == "penalty":
        return f"{who} loses a point ({event['rule']}): {event['reason']}"
    if kind == "no_goal":
        return f'{who} declared "no Goal"'
    if kind == "agreed":
        return f'{who} agreed with "no Goal"'
    if kind == "last_cube":
        return "The last cube is on the mat: everyone has two minutes to write"
    if kind == "presented":
        return f"{who} presented an Equation"
    if kind == "your_equation":
        return f"You presented {event['equation']}"
    if kind == "declined":
        return f"{who} presents no Equation"
    if kind == "checked":
        verdict = "correct" if event["correct"] else f"incorrect ({event['reason']})"
        return f"{who}: {event['equation']} — {verdict}"
    if kind == "scored":
        points = ", ".join(
            f"{_who(s, seat)} {sc['points']}" for s, sc in enumerate(event["scores"])
        )
        return f"Shake {event['shake']} scored: {points}"
    if kind == "void":
        return f"Shake {event['shake']} is void: {event['reason']}"
    if kind == "shake":
        return f"Shake {event['shake']}: {_who(event['setter'], seat)} rolls"
    if kind == "time":
        return f"{who} ran out of time ({event['task']})"
    if kind == "time_up":
        return "The round's time is up: the shake in play may finish"
    if kind == "stop":
        return "Stop: no more cubes or challenges; two minutes to write with any Resources"
    if kind == "over":
        return f"Match over: {event['reason']}"
    return None


def selfplay(game: Any, seed: int, players: int, levels: list[str], max_actions: int) -> Any:
    """``eqgames selfplay equations``: one match between bots in virtual time (:mod:`.match`)."""
    from .match import play_one

    return play_one(game, seed, players, levels, max_actions)


def summary(states: list[Any]) -> dict[str, Any]:
    """The ``eqgames selfplay`` report's Equations part: scores and the challenge mix."""
    from .match import summary as match_summary

    return match_summary(states)
