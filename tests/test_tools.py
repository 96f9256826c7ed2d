"""The tools seam (issue 12): declarations, checking, the docs written from them."""

from __future__ import annotations

import pytest

from eqgames import games
from eqgames.cli import toolsdoc
from eqgames.core.tools import Tool, ToolError, check_value, flag, listing, text, whole


def _echo(**params: object) -> dict[str, object]:
    return dict(params)


TOOL = Tool(
    "echo",
    "Echo",
    (whole("n", "Count", 1, 9), text("word", "Word", 5, "hi", choices=("hi", "ho")),
     flag("loud", "Loud"), listing("xs", "Numbers", {"type": "integer"}, 3, [])),
    {"type": "object"},
    _echo,
)  # fmt: skip


def test_parameters_are_checked_and_defaulted() -> None:
    assert TOOL.call({"n": 3}) == {"n": 3, "word": "hi", "loud": False, "xs": []}


@pytest.mark.parametrize(
    ("values", "words"),
    [
        ({}, "Count is missing (parameter n)"),
        ({"n": 0}, "Count must be between 1 and 9, not 0"),
        ({"n": True}, "Count must be a whole number"),
        ({"n": 2.5}, "Count must be a whole number"),
        ({"n": 2, "word": "hey"}, "Word must be one of: hi, ho"),
        ({"n": 2, "loud": "yes"}, "Loud must be true or false"),
        ({"n": 2, "xs": [1, 2, 3, 4]}, "Numbers holds 0 to 3 items, not 4"),
        ({"n": 2, "xs": [1, "2"]}, "Numbers, item 2, must be a whole number"),
        ({"n": 2, "extra": 1}, "unknown parameter extra; known: n, word, loud, xs"),
    ],
)
def test_refusals_name_the_parameter_as_a_person_reads_it(values: dict[str, object], words: str) -> None:
    with pytest.raises(ToolError) as refused:
        TOOL.call(values)
    assert str(refused.value) == words


def test_a_list_of_parameters_is_not_an_object() -> None:
    with pytest.raises(ToolError, match="JSON object"):
        TOOL.parse([1, 2])  # type: ignore[arg-type]


def test_any_of_and_type_lists() -> None:
    either = {"anyOf": [{"type": "string"}, {"type": "null"}]}
    check_value(either, None, "Direction")
    check_value({"type": ["boolean", "null"]}, None, "Solvable")
    with pytest.raises(ToolError, match="Direction must be text or null"):
        check_value(either, 3, "Direction")


def test_the_docs_list_every_declared_tool() -> None:
    assert toolsdoc.main(["--check"]) == 0, "run: python -m eqgames.cli.toolsdoc"
    api, cli = toolsdoc.api_section(), toolsdoc.cli_section()
    for name in games.names():
        for tool in games.game_class(name).tools():
            assert f"/api/tools/{name}/{tool.name}" in api
            if tool.command == "review":
                assert name in cli.rsplit("eqgames review FILE", 1)[1].split("\n")[0]
            elif tool.command:
                assert f"`eqgames {tool.command} {name}`" in cli
