"""Helpers for the tests of the Adventurous variations: values and verdicts, by division."""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Iterator
from typing import Any

from eqgames.arith.equations import parse
from eqgames.arith.errors import ArithError
from eqgames.arith.values import to_text
from eqgames.games.equations import checker, solver
from eqgames.games.equations.checker import Occasion, Verdict, check
from eqgames.games.equations.mat import Mat
from eqgames.games.equations.meanings import notation_of
from eqgames.games.equations.ruleset import Ruleset, adventurous


def rules(division: str, **chosen: Any) -> Ruleset:
    """The ruleset of a shake of ``division`` with the ``chosen`` variations (param or None)."""
    return adventurous(division, chosen)


def values(text: str, ruleset: Ruleset, *, paper: bool = True) -> set[str]:
    """The distinct values of every reading of ``text`` (as an Equation writes it, by default)."""
    outcomes = parse(text, spaces_group=not paper, notation=notation_of(ruleset)).outcomes()
    return {to_text(r.value) for r in outcomes.values if r.value is not None}


def value(text: str, ruleset: Ruleset) -> str:
    """The one value of ``text``; fails unless every reading names that one number."""
    outcomes = parse(text, spaces_group=False, notation=notation_of(ruleset)).outcomes()
    assert outcomes.undefined is None, outcomes.undefined.error if outcomes.undefined else None
    found = {to_text(r.value) for r in outcomes.values if r.value is not None}
    assert len(found) == 1, found
    return found.pop()


def undefined(text: str, ruleset: Ruleset) -> str:
    """Why ``text`` names no number (every reading fails); the reason, for matching."""
    try:
        outcomes = parse(text, spaces_group=False, notation=notation_of(ruleset)).outcomes()
    except ArithError as error:
        return str(error)
    assert not outcomes.values, [to_text(r.value) for r in outcomes.values if r.value is not None]
    failed = outcomes.undefined or outcomes.refused
    assert failed is not None and failed.error is not None
    return str(failed.error)


def refused(text: str, ruleset: Ruleset) -> str:
    """The notation refuses ``text``: the reason."""
    try:
        parse(text, spaces_group=False, notation=notation_of(ruleset))
    except ArithError as error:
        return str(error)
    raise AssertionError(f"{text!r} was read")


def judged(
    equation: str,
    ruleset: Ruleset,
    *,
    goal: str,
    required: str = "",
    permitted: str = "",
    resources: str = "",
    forbidden: str = "",
    turns: dict[int, str] | None = None,
    occasion: Occasion = "impossible",
) -> Verdict:
    """The checker's verdict on ``equation`` for a mat typed as text."""
    mat = Mat.from_text(
        goal=goal, required=required, permitted=permitted, resources=resources, forbidden=forbidden
    )
    if turns:
        mat = mat.turned(turns)
    return check(equation, mat, occasion, ruleset)


# --- the adjudicator's answers ---------------------------------------------------------


def accepted_yes(answer: solver.Answer, mat: Mat, ruleset: Ruleset, occasion: str = "impossible") -> str:
    """The witness of a "yes", which the checker must accept on the mat."""
    assert answer.status == "yes", answer
    assert answer.witness is not None
    assert check(answer.witness, mat, occasion, ruleset).correct, answer.witness  # type: ignore[arg-type]
    return answer.witness


def proved_no(answer: solver.Answer) -> None:
    assert answer.status == "no", answer


def marked_writings(text: str, spots: list[int], marks: list[str]) -> Iterator[str]:
    """``text`` with each choice of ``marks`` written after the characters at ``spots``."""
    for chosen in itertools.product(marks, repeat=len(spots)):
        written = text
        for i, mark in sorted(zip(spots, chosen, strict=True), reverse=True):
            written = written[: i + 1] + mark + written[i + 1 :]
        yield written


def goal_readings(mat: Mat, ruleset: Ruleset, writings: Iterable[str]) -> dict[str, object]:
    """The writings of the Goal that the checker reads as the mat's Goal, each with its value."""
    notation = notation_of(ruleset)
    read: dict[str, object] = {}
    for written in writings:
        try:
            expression = parse(written, spaces_group=False, notation=notation)
            read[written] = checker._writers_goal_with(expression, mat, ruleset, notation)
        except (ArithError, checker._Incorrect):
            continue
    return read


def assert_writings_are_targets(
    mat: Mat, ruleset: Ruleset, writings: Iterable[str], goal: str, wild_as: str | None = None
) -> None:
    """Every writing of the Goal that the checker reads (the judge of every witness) has
    its value among the adjudicator's targets (with the wild cube as ``wild_as``), so
    that its "no" holds."""
    targets = {v for v, _ in solver.goal_targets(mat, ruleset, wild_as=wild_as)}
    for written, value in goal_readings(mat, ruleset, writings).items():
        assert value in targets, (goal, written, value)

